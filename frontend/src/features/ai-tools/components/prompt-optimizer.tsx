import { useRef, useState, type FormEvent } from 'react';
import { Check, Copy, Wand2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  isOptimizable,
  PROMPT_MAX_LENGTH,
  type TOptimizePromptResponse,
} from '@readiness/contracts/ai-tools';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useOptimizePrompt } from '../api.ts';
import { toastToolFailure } from '../feedback.ts';
import { ProviderNote } from './provider-note.tsx';
import { QuotaSpentNote, useQuotaSpent } from './quota-spent-note.tsx';
import { useCopyToClipboard } from './use-copy.ts';
import { TextareaField } from '../../../components/ui/input-field.tsx';

/** Spec section 7: the optimizer's category is always "business". */
const PROMPT_CATEGORY = 'business';

const RUBRIC_LABELS: Record<string, string> = {
  role: 'Role',
  task: 'Task',
  context: 'Context',
  constraints: 'Constraints',
  'output-format': 'Output format',
  examples: 'Examples',
  tone: 'Tone',
};

/** The Prompt Optimizer tab: a prompt in; the original, the optimized prompt and the list of improvements out. */
export function PromptOptimizer() {
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<TOptimizePromptResponse | null>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const optimize = useOptimizePrompt();
  const quota = useQuotaSpent();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (optimize.isPending || quota.spent) return;
    const trimmed = prompt.trim();
    if (!trimmed) {
      setError('Enter the prompt you want to improve.');
      toast.error('Prompt Required', { description: 'Please enter a prompt to optimize.' });
      promptRef.current?.focus();
      return;
    }
    // "help" or "test" asks for nothing to improve: said here, before a prompt is spent (the server refuses too).
    if (!isOptimizable(trimmed)) {
      setError(
        'Say what the model should do, in a few words: for example "Summarize {{report}} for the board".',
      );
      promptRef.current?.focus();
      return;
    }
    setError(undefined);
    optimize.mutate(
      { prompt: trimmed, category: PROMPT_CATEGORY },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success('Prompt Optimized', {
            description: `${answer.improvements.length} ${answer.improvements.length === 1 ? 'improvement' : 'improvements'} made.`,
          });
        },
        onError: (failure) => toastToolFailure('Optimization Failed', failure),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Prompt Optimizer</CardTitle>
          <CardDescription>
            Paste a prompt you use with an AI model. It is checked for a role, the task, context, constraints,
            the output format, examples and tone, and rewritten to fill the gaps. Every {'{{placeholder}}'} is
            kept.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} aria-label="Optimize a prompt" noValidate>
            <TextareaField
              label="Your prompt"
              error={error}
              hint={`Up to ${PROMPT_MAX_LENGTH} characters.`}
              ref={promptRef}
              rows={6}
              maxLength={PROMPT_MAX_LENGTH}
              value={prompt}
              onChange={(event) => {
                setPrompt(event.target.value);
                if (error && event.target.value.trim()) setError(undefined);
              }}
              placeholder="e.g. Write a summary of {{report}} for the board"
            />
            <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-3">
              <Button
                type="submit"
                disabled={optimize.isPending || quota.spent}
                aria-describedby={quota.spent ? 'optimize-quota' : undefined}
                className="w-full sm:w-auto"
              >
                <Wand2 aria-hidden="true" />
                {optimize.isPending ? 'Optimizing...' : 'Optimize Prompt'}
              </Button>
              <QuotaSpentNote id="optimize-quota" />
            </div>
          </form>
        </CardContent>
      </Card>

      {result ? <OptimizedPrompt result={result} /> : null}
    </div>
  );
}

function OptimizedPrompt({ result }: { result: TOptimizePromptResponse }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Card role="region" aria-labelledby="optimized-prompt-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="optimized-prompt-title">Optimized Prompt</CardTitle>
          <Badge variant="secondary">
            Rubric {result.score.before} → {result.score.after} of {result.score.max}
          </Badge>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy(result.optimizedPrompt, 'Prompt copied to clipboard.')}
        >
          {copied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy Prompt'}
        </Button>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-5">
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Original prompt</h4>
          <p
            className="rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap text-muted-foreground"
            data-testid="original-prompt"
          >
            {result.originalPrompt}
          </p>
        </div>
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Optimized prompt</h4>
          <p
            className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm break-words whitespace-pre-wrap"
            data-testid="optimized-prompt"
          >
            {result.optimizedPrompt}
          </p>
        </div>
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Improvements</h4>
          {result.changes.length > 0 ? (
            <ul className="grid gap-2 text-sm" aria-label="Improvements">
              {result.changes.map((change) => (
                <li key={`${change.rubricItem}-${change.improvement}`} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span className="min-w-0">
                    <Badge variant="outline" className="mr-2">
                      {RUBRIC_LABELS[change.rubricItem] ?? change.rubricItem}
                    </Badge>
                    {change.improvement}
                  </span>
                </li>
              ))}
            </ul>
          ) : result.improvements.length > 0 ? (
            <ul className="grid gap-2 text-sm" aria-label="Improvements">
              {result.improvements.map((improvement) => (
                <li key={improvement} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span className="min-w-0">{improvement}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              Your prompt already covers the whole rubric: nothing to improve.
            </p>
          )}
        </div>
        <ProviderNote offline={result.offline} model={result.model} />
      </CardContent>
    </Card>
  );
}
