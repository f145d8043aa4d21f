import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import {
  CODE_CATEGORIES,
  CODE_LANGUAGES,
  DESCRIPTION_MAX_LENGTH,
  type TCodeCategory,
  type TCodeLanguage,
  type TGenerateCodeResponse,
} from '@readiness/contracts/ai-tools';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useGenerateCode } from '../api.ts';
import { toastToolFailure } from '../feedback.ts';
import { categoryLabel, languageLabel } from '../format.ts';
import { CodeActions, CodeBlock } from './code-block.tsx';
import { ProviderNote } from './provider-note.tsx';
import { QuotaSpentNote, useQuotaSpent } from './quota-spent-note.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/input-field.tsx';

/** The Code Generator tab: a description, a language and a category; the answer's code and explanation. */
export function CodeGenerator() {
  const [description, setDescription] = useState('');
  const [language, setLanguage] = useState<TCodeLanguage>(CODE_LANGUAGES[0]);
  const [category, setCategory] = useState<TCodeCategory>(CODE_CATEGORIES[0]);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<TGenerateCodeResponse | null>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const generate = useGenerateCode();
  const quota = useQuotaSpent();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending || quota.spent) return;
    const trimmed = description.trim();
    if (!trimmed) {
      setError('Describe what you want to implement.');
      toast.error('Description Required', {
        description: 'Please provide a description of what you want to implement.',
      });
      descriptionRef.current?.focus();
      return;
    }
    setError(undefined);
    generate.mutate(
      { description: trimmed, language, category },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (!answer.code)
            toast.info('No Close Template', { description: 'Nothing was generated and no prompt was used.' });
          else
            toast.success('Code Generated', {
              description: `Your ${languageLabel(answer.language)} code and its explanation are ready.${answer.charged === false ? ' No prompt was used.' : ''}`,
            });
        },
        onError: (failure) => toastToolFailure('Generation Failed', failure),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Code Generator</CardTitle>
          <CardDescription>
            Describe what the code should do; you get working code and an explanation of how it works.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} aria-label="Generate code" noValidate>
            {/* The field as a whole (its hint too) is what the "Be specific" tip points at. */}
            <div data-tip-target="code-description">
              <TextareaField
                label="What do you want to implement?"
                error={error}
                hint={`Name the inputs, the outputs and any constraints. Up to ${DESCRIPTION_MAX_LENGTH} characters.`}
                ref={descriptionRef}
                rows={4}
                maxLength={DESCRIPTION_MAX_LENGTH}
                value={description}
                onChange={(event) => {
                  setDescription(event.target.value);
                  if (error && event.target.value.trim()) setError(undefined);
                }}
                placeholder="e.g. Classify customer emails as complaint, question or praise and report the accuracy"
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Language"
                value={language}
                onValueChange={setLanguage}
                options={CODE_LANGUAGES}
                labelOf={languageLabel}
              />
              <SelectField
                label="Category"
                value={category}
                onValueChange={setCategory}
                options={CODE_CATEGORIES}
                labelOf={categoryLabel}
              />
            </div>
            <div
              className="grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-3"
              data-tip-target="generate-code"
            >
              <Button
                type="submit"
                disabled={generate.isPending || quota.spent}
                aria-describedby={quota.spent ? 'generate-quota' : undefined}
                className="w-full sm:w-auto"
              >
                <Sparkles aria-hidden="true" />
                {generate.isPending ? 'Generating...' : 'Generate Code'}
              </Button>
              <QuotaSpentNote id="generate-quota" />
            </div>
          </form>
        </CardContent>
      </Card>

      {result ? <GeneratedCode result={result} /> : null}
    </div>
  );
}

/** The answer, brought into view and focused when it arrives (on a phone it is below the form). */
function GeneratedCode({ result }: { result: TGenerateCodeResponse }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [result]);
  if (!result.code)
    return (
      <Card
        ref={ref}
        tabIndex={-1}
        role="region"
        aria-labelledby="generated-code-title"
        className="outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CardHeader>
          <CardTitle id="generated-code-title">No close template</CardTitle>
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4">
          <p className="text-sm whitespace-pre-line text-muted-foreground">{result.explanation}</p>
          <ProviderNote offline={result.offline} model={result.model} />
        </CardContent>
      </Card>
    );
  return (
    <Card
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="generated-code-title"
      className="outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="generated-code-title">Generated Code</CardTitle>
          <Badge variant="secondary">{languageLabel(result.language)}</Badge>
        </div>
        <CodeActions code={result.code} language={result.language} fileBaseName="generated-code" />
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <CodeBlock code={result.code} label={`Generated ${languageLabel(result.language)} code`} />
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold">Explanation</h4>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{result.explanation}</p>
        </div>
        <ProviderNote offline={result.offline} model={result.model} />
      </CardContent>
    </Card>
  );
}
