import { useSearchParams } from 'react-router';
import { Code2, History, LayoutTemplate, Lock, Map, UserRound, Wand2 } from 'lucide-react';
import { INTERMEDIATE_AFTER_PROMPTS } from '@readiness/contracts/ai-tools';
import { TipsOverlay } from '../../../components/tips/tips-overlay.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isPremium } from '@readiness/contracts/premium';
import { useCurrentUser } from '../../auth/api.ts';
import { useUsageStats } from '../api.ts';
import { CodeGenerator } from '../components/code-generator.tsx';
import { CodeTemplates } from '../components/code-templates.tsx';
import { PromptHistory } from '../components/prompt-history.tsx';
import { PromptOptimizer } from '../components/prompt-optimizer.tsx';
import { SettingsButton } from '../components/settings-button.tsx';
import { StrategyPlanner } from '../components/strategy-planner.tsx';
import { UsageBadge } from '../components/usage-badge.tsx';
import { helpLevelFor } from '../format.ts';

/** The workspace's tabs; `/ai-tools?tab=<value>` opens one (the tool cards and the landing page link to them). */
export const WORKSPACE_TABS = ['generator', 'templates', 'optimizer', 'planner', 'history'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];
const isWorkspaceTab = (value: string | null): value is WorkspaceTab =>
  (WORKSPACE_TABS as readonly (string | null)[]).includes(value);

const tabTrigger = 'gap-2 px-2 sm:px-3';

/**
 * /ai-tools: the AI tools workspace (spec section 2). The spec's header links (/, /assessment, /ai-tools,
 * /reports) are the app header's brand and nav, not a second row of links under them.
 */
export function AiToolsPage() {
  useDocumentTitle('AI Tools Workspace');
  const { data: user } = useCurrentUser();
  const usage = useUsageStats();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: WorkspaceTab = isWorkspaceTab(asked) ? asked : 'generator';
  const premium = isPremium(user);
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  const selectTab = (value: string) => {
    if (!isWorkspaceTab(value)) return;
    setSearchParams(value === 'generator' ? {} : { tab: value }, { replace: true });
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Tools Workspace</h1>
            <p className="mt-1 text-muted-foreground">
              Generate code, start from a template and sharpen your prompts.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <UsageBadge />
            {fullName ? (
              <span className="inline-flex items-center gap-1.5 text-sm" data-testid="workspace-user">
                <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
                {fullName}
              </span>
            ) : null}
            <SettingsButton />
          </div>
        </div>
      </header>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList
          className="grid h-auto w-full grid-cols-2 gap-1 md:grid-cols-5 lg:inline-flex lg:w-auto"
          data-tip-target="workspace-tabs"
        >
          <TabsTrigger value="generator" className={tabTrigger}>
            <Code2 className="size-4" aria-hidden="true" /> Code Generator
          </TabsTrigger>
          <TabsTrigger value="templates" className={tabTrigger}>
            <LayoutTemplate className="size-4" aria-hidden="true" /> Code Templates
          </TabsTrigger>
          <TabsTrigger value="optimizer" className={tabTrigger}>
            <Wand2 className="size-4" aria-hidden="true" /> Prompt Optimizer
          </TabsTrigger>
          <TabsTrigger value="planner" className={tabTrigger}>
            {premium ? (
              <Map className="size-4" aria-hidden="true" />
            ) : (
              <Lock className="size-4" aria-hidden="true" />
            )}
            Strategy Planner{premium ? null : ' '}
            {premium ? null : <span className="sr-only">(Premium)</span>}
          </TabsTrigger>
          <TabsTrigger value="history" className={tabTrigger}>
            <History className="size-4" aria-hidden="true" /> History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="generator">
          <CodeGenerator />
        </TabsContent>
        <TabsContent value="templates">
          <CodeTemplates />
        </TabsContent>
        <TabsContent value="optimizer">
          <PromptOptimizer />
        </TabsContent>
        <TabsContent value="planner">
          <StrategyPlanner isPremium={premium} />
        </TabsContent>
        <TabsContent value="history">
          <PromptHistory onStart={() => selectTab('generator')} />
        </TabsContent>
      </Tabs>

      {usage.isPending ? null : (
        <TipsOverlay
          context="ai-tools"
          userLevel={helpLevelFor(usage.data?.promptsUsed ?? 0, INTERMEDIATE_AFTER_PROMPTS)}
        />
      )}
    </div>
  );
}

export default AiToolsPage;
