import { useState } from 'react';
import { History } from 'lucide-react';
import type { TPromptHistoryItem } from '@readiness/contracts/ai-tools';
import { formatDateTime } from '@readiness/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePromptHistory } from '../api.ts';
import { CodeBlock } from './code-block.tsx';
import { QueryErrorLine } from '../../../components/query-error.tsx';

const PAGE_SIZE = 10;

const TOOL_LABELS: Record<TPromptHistoryItem['tool'], string> = {
  'generate-code': 'Code Generator',
  'optimize-prompt': 'Prompt Optimizer',
  'strategy-plan': 'Strategy Planner',
};

const when = (iso: string) => formatDateTime(iso);

/** What a past prompt answered: the code, the optimized prompt, or the plan's summary. */
function HistoryOutput({ item }: { item: TPromptHistoryItem }) {
  const output = item.output;
  if (item.tool === 'generate-code') {
    const code = typeof output.code === 'string' ? output.code : '';
    const explanation = typeof output.explanation === 'string' ? output.explanation : '';
    return (
      <div className="grid gap-2">
        {explanation ? <p className="text-sm break-words text-muted-foreground">{explanation}</p> : null}
        {code ? <CodeBlock code={code} label={`Code generated for ${item.title}`} /> : null}
      </div>
    );
  }
  if (item.tool === 'optimize-prompt' && typeof output.optimizedPrompt === 'string')
    return <CodeBlock code={output.optimizedPrompt} label={`Optimized prompt for ${item.title}`} />;
  const summary = typeof output.summary === 'string' ? output.summary : null;
  return summary ? <p className="text-sm break-words text-muted-foreground">{summary}</p> : null;
}

/**
 * The History tab: the caller's own prompts, newest first, a page at a time (GET /api/ai-tools/prompt-history),
 * each with its tool, time and answer; an empty state until the first prompt.
 */
export function PromptHistory({ onStart }: { onStart: () => void }) {
  const [page, setPage] = useState(1);
  const history = usePromptHistory(page, PAGE_SIZE);
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Prompt history</CardTitle>
        <CardDescription>Your generated code, optimized prompts and plans, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {history.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Loading your history…
          </p>
        ) : history.isError ? (
          <QueryErrorLine what="Your history" query={history} />
        ) : history.data.items.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-6 text-center" data-testid="history-empty">
            <History className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No prompts yet</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Code you generate and prompts you optimize are kept here, so you can come back to them.
            </p>
            <Button onClick={onStart}>Open the Code Generator</Button>
          </div>
        ) : (
          <>
            <ol className="grid gap-3" aria-label="Your prompts">
              {history.data.items.map((item) => (
                <li key={item.id} className="min-w-0 rounded-md border p-3">
                  <details>
                    <summary className="grid cursor-pointer gap-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <Badge variant="secondary">{TOOL_LABELS[item.tool]}</Badge>
                        {item.offline ? <Badge variant="outline">Offline</Badge> : null}
                        <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
                          {when(item.createdAt)}
                        </time>
                      </span>
                      <span className="line-clamp-2 text-sm font-medium break-words">{item.title}</span>
                    </summary>
                    <div className="mt-3">
                      <HistoryOutput item={item} />
                    </div>
                  </details>
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav className="flex flex-wrap items-center justify-between gap-2" aria-label="History pages">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((current) => current - 1)}
                >
                  Newer
                </Button>
                <span className="text-sm text-muted-foreground">
                  Page {page} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage((current) => current + 1)}
                >
                  Older
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
