import { Link } from 'react-router';
import { ArrowRight, Code2, Compass, LayoutTemplate, Wand2, type LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SettingsButton } from '../components/settings-button.tsx';
import { UsageBadge } from '../components/usage-badge.tsx';

type ToolCard = {
  title: string;
  description: string;
  icon: LucideIcon;
  tab: string;
  points: string[];
  /** Shown on the card: the tool is part of Premium (free users see its offer on the tab). */
  premium?: boolean;
};

const TOOL_CARDS: ToolCard[] = [
  {
    title: 'Code Generator',
    description: 'Describe what you need and get working code with an explanation.',
    icon: Code2,
    tab: 'generator',
    points: ['Python, JavaScript, TypeScript, Java and C++', 'Copy or download in one click'],
  },
  {
    title: 'Code Templates',
    description: 'Start from vetted templates for machine learning, NLP, vision and data work.',
    icon: LayoutTemplate,
    tab: 'templates',
    points: ['Filtered by language and category', 'Every template compiles as it is'],
  },
  {
    title: 'Prompt Optimizer',
    description: 'Turn a rough prompt into a clear, specific one and see what was improved.',
    icon: Wand2,
    tab: 'optimizer',
    points: ['Checked against a seven-point rubric', 'Your {{placeholders}} kept'],
  },
  {
    title: 'Strategy Planner',
    description: 'Turn your latest assessment into a 90-day AI strategy plan you can edit and export.',
    icon: Compass,
    tab: 'planner',
    points: ['Initiatives for your weakest dimensions', 'Owners, weeks and measures of success'],
    premium: true,
  },
];

/** /tools: the AI tools landing (spec section 2): the tool cards (the Strategy Planner too), the usage badge and Settings. */
export function ToolsPage() {
  useDocumentTitle('AI Tools');
  return (
    <div className="grid gap-6 sm:gap-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Tools</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">
            Put AI to work on your readiness plan: generate code, reuse templates and write better prompts.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <UsageBadge />
          <SettingsButton />
        </div>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4" aria-label="AI tools">
        {TOOL_CARDS.map((tool) => (
          <li key={tool.tab} className="min-w-0">
            <Card className="flex h-full flex-col">
              <CardHeader>
                <span
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary"
                  aria-hidden="true"
                >
                  <tool.icon className="size-5" />
                </span>
                <div className="flex flex-wrap items-center gap-2 pt-2">
                  <CardTitle>{tool.title}</CardTitle>
                  {tool.premium ? <Badge variant="secondary">Premium</Badge> : null}
                </div>
                <CardDescription>{tool.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
                  {tool.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <Button asChild className="w-full">
                  <Link to={`/ai-tools?tab=${tool.tab}`} aria-label={`Launch Tool: ${tool.title}`}>
                    Launch Tool
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default ToolsPage;
