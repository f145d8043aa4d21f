import { Link } from 'react-router';
import {
  Activity,
  ArrowRight,
  BarChart3,
  CheckCircle2,
  ClipboardList,
  Map,
  Target,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SiteFooter } from '../../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../../components/layout/site-header.tsx';
import { SkipLink } from '../../../components/layout/skip-link.tsx';
import { ASSESSMENT_MINUTES, DIMENSIONS } from '../../../lib/product.ts';
import { useQuestionCounts } from '../../../lib/question-counts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AI_TOOLS } from '../components/ai-tools.ts';
import { PricingSection } from '../components/pricing-section.tsx';
import { ToolsCarousel } from '../components/tools-carousel.tsx';

const FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: '{full}-Question Assessment',
    description: `A thorough assessment across ${DIMENSIONS.length} dimensions that takes ${ASSESSMENT_MINUTES} minutes.`,
    icon: ClipboardList,
  },
  {
    title: 'ROI Predictions',
    description: 'Estimate the return of your AI initiatives before you invest in them.',
    icon: TrendingUp,
  },
  {
    title: 'Benchmark Comparisons',
    description: 'See how your readiness compares with organisations in your industry.',
    icon: BarChart3,
  },
  {
    title: 'AI-Guided Roadmaps',
    description: 'Get a step-by-step plan built from your own scores and priorities.',
    icon: Map,
  },
  {
    title: 'Strategic Planning',
    description: 'Turn recommendations into initiatives with owners, milestones and outcomes.',
    icon: Target,
  },
  {
    title: 'Progress Tracking',
    description: 'Reassess over time and watch every dimension improve.',
    icon: Activity,
  },
];

const HIGHLIGHTS = [
  { value: '{full}', label: 'questions' },
  { value: String(DIMENSIONS.length), label: 'dimensions' },
  { value: ASSESSMENT_MINUTES, label: 'minutes' },
];

export function LandingPage() {
  useDocumentTitle('Assess Your AI Readiness');
  // The live bank's count, in place of '{full}' (never a literal 75).
  const { full } = useQuestionCounts();
  const counted = (text: string) => text.replace('{full}', String(full));
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <section aria-labelledby="hero-title" className="relative overflow-hidden border-b">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)]"
          />
          <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr]">
            <div>
              <Badge variant="secondary" className="mb-5 whitespace-normal">
                Industry best practices platform for enterprise AI transformation
              </Badge>
              <h1
                id="hero-title"
                className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
              >
                Assess Your <span className="text-primary">AI Readiness</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg text-muted-foreground">
                Find out how ready your organisation is for AI. Score yourself across {DIMENSIONS.length}{' '}
                dimensions, compare with your industry, predict ROI and follow an AI-guided roadmap.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <Link to="/assessment">
                    Start Assessment <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <a href="#features">Learn More</a>
                </Button>
              </div>
            </div>
            <Card className="p-6 sm:p-8">
              <p className="text-sm font-medium text-muted-foreground">What the assessment covers</p>
              <dl className="mt-4 grid grid-cols-3 gap-4">
                {HIGHLIGHTS.map((item) => (
                  <div key={item.label} className="rounded-lg bg-muted p-3 text-center">
                    <dt className="sr-only">{item.label}</dt>
                    <dd className="text-xl font-bold whitespace-nowrap text-primary sm:text-3xl">
                      {counted(item.value)}
                    </dd>
                    <dd className="text-xs text-muted-foreground sm:text-sm" aria-hidden="true">
                      {item.label}
                    </dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-6 grid gap-2 text-sm">
                {[
                  'Scores and industry benchmarks',
                  'ROI predictions and recommendations',
                  'Downloadable PDF reports',
                ].map((line) => (
                  <li key={line} className="flex items-center gap-2">
                    <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> {line}
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight">
              Everything you need to plan your AI transformation
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">
              From a first honest assessment to a roadmap you can track, in one place.
            </p>
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ title, description, icon: Icon }) => (
                <li key={title}>
                  <Card className="h-full">
                    <CardHeader>
                      <span className="mb-2 inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <CardTitle>{counted(title)}</CardTitle>
                      <CardDescription>{description}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="dimensions-title" className="border-y bg-muted/40 py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="dimensions-title" className="text-3xl font-bold tracking-tight">
              {DIMENSIONS.length} dimensions of AI readiness
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">
              Each dimension is scored from 0 to 100, so you know exactly where to focus.
            </p>
            <ol className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
              {DIMENSIONS.map((dimension, index) => (
                <li
                  key={dimension}
                  className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm font-medium"
                >
                  <span
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  {dimension}
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="tools-title" className="py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="tools-title" className="text-3xl font-bold tracking-tight">
              Recommended AI tools
            </h2>
            <p className="mt-3 mb-8 max-w-2xl text-muted-foreground">
              Put your results to work with tools for building, planning and reporting.
            </p>
            <ToolsCarousel tools={AI_TOOLS} />
          </div>
        </section>

        <PricingSection />

        <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20">
          <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
              Ready to Begin?
            </h2>
            <p className="mx-auto mt-3 max-w-xl opacity-90">
              Create a free account and take the assessment in {ASSESSMENT_MINUTES} minutes.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to="/auth?tab=register">
                Get Started <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

export default LandingPage;
