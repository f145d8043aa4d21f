import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2, FileJson, XCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { TImportPreview } from '@readiness/contracts/assessment';
import { Badge } from '../../../components/ui/badge.tsx';
import { useImportQuestions, usePreviewImport, type ImportOutcome } from '../api.ts';
import { readImportFile, type ParsedImportFile } from '../import-file.ts';

type PickedFile = { name: string; parsed: ParsedImportFile };

/**
 * The import dialog (spec section 4): pick a JSON file, see a preview of what it would do to each question (new,
 * updated, unchanged, refused with its reason), and only then confirm the import; then a success panel (imported,
 * updated, skipped) or a failure panel with every rejected question and its reason. All or nothing on the server,
 * and only onto the bank version previewed.
 */
export function ImportQuestionsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-xl">
          <ImportQuestionsForm />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ImportQuestionsForm() {
  const importQuestions = useImportQuestions();
  const preview = usePreviewImport();
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [isReading, setIsReading] = useState(false);
  const inputId = useId();

  const onFileChange = async (file: File | undefined) => {
    importQuestions.reset();
    preview.reset();
    setPicked(null);
    if (!file) return;
    setIsReading(true);
    const parsed = await readImportFile(file);
    setIsReading(false);
    setPicked({ name: file.name, parsed });
  };

  // First the preview; the import is a second, deliberate step on what the preview showed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!picked?.parsed.ok) return;
    if (!preview.data) {
      preview.mutate(picked.parsed.questions);
      return;
    }
    importQuestions.mutate({
      questions: picked.parsed.questions,
      previewedVersion: preview.data.bankVersion,
    });
  };

  const changes = preview.data ? preview.data.counts.new + preview.data.counts.updated : 0;
  const canSubmit =
    picked?.parsed.ok === true &&
    !importQuestions.isPending &&
    !preview.isPending &&
    !isReading &&
    !importQuestions.data &&
    (!preview.data || (changes > 0 && preview.data.counts.refused === 0));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Import questions">
      <DialogHeader>
        <DialogTitle>Import Questions</DialogTitle>
        <DialogDescription>
          A JSON file: an export, the template, or a plain list of questions. A question whose id is in the
          bank is updated, a new id is added. If any question is rejected, nothing is imported.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor={inputId}>Questions file (JSON)</Label>
        <input
          id={inputId}
          name="file"
          type="file"
          accept=".json,application/json"
          className="block w-full min-w-0 rounded-md border border-input bg-background text-sm text-muted-foreground file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:text-sm file:font-medium file:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          onChange={(event) => void onFileChange(event.target.files?.[0])}
        />
        {picked?.parsed.ok ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileJson className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">
              {picked.parsed.questions.length === 1
                ? '1 question'
                : `${picked.parsed.questions.length} questions`}{' '}
              found in {picked.name}.
            </span>
          </p>
        ) : null}
      </div>

      {picked && !picked.parsed.ok ? (
        <Alert variant="destructive" role="alert">
          <XCircle aria-hidden="true" />
          <AlertTitle>{picked.parsed.error}</AlertTitle>
          <AlertDescription>
            <p>
              {picked.name}: {picked.parsed.detail}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      {preview.isError ? (
        <Alert variant="destructive" role="alert">
          <XCircle aria-hidden="true" />
          <AlertTitle>Preview failed</AlertTitle>
          <AlertDescription>
            <p>{preview.error.message}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {preview.data && !importQuestions.data ? <ImportPreview preview={preview.data} /> : null}
      {importQuestions.data ? <ImportResult outcome={importQuestions.data} /> : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button type="submit" disabled={!canSubmit}>
          {importQuestions.isPending
            ? 'Importing...'
            : preview.isPending
              ? 'Checking...'
              : preview.data
                ? `Confirm import (${changes} ${changes === 1 ? 'change' : 'changes'})`
                : 'Preview import'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  if (outcome.ok) {
    const { imported, updated, skipped, bankVersion } = outcome.result;
    const counts: [string, number][] = [
      ['Imported', imported],
      ['Updated', updated],
      ['Skipped', skipped],
    ];
    return (
      <Alert variant="success" role="status">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>Questions imported</AlertTitle>
        <AlertDescription>
          <dl className="flex flex-wrap gap-x-6 gap-y-1">
            {counts.map(([label, count]) => (
              <div key={label} className="flex gap-1.5">
                <dt>{label}</dt>
                <dd className="font-semibold text-foreground">{count}</dd>
              </div>
            ))}
          </dl>
          <p>
            {imported + updated > 0
              ? `The question bank is now version ${bankVersion}.`
              : `Nothing changed: the question bank stays at version ${bankVersion}.`}
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" role="alert">
      <XCircle aria-hidden="true" />
      <AlertTitle>Import failed</AlertTitle>
      <AlertDescription>
        <p>{outcome.message}</p>
        {outcome.errors.length > 0 ? (
          // Up to 500 rejections: the list scrolls, so it must take keyboard focus.
          <div
            role="region"
            aria-label="Rejected questions"
            tabIndex={0}
            className="max-h-60 overflow-y-auto rounded-md border bg-background p-3 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ul className="grid gap-2 text-foreground">
              {outcome.errors.map((error) => (
                <li key={`${error.index}-${error.id ?? ''}`} className="break-words">
                  <span className="font-medium">
                    Question {error.index + 1}
                    {error.id ? ` (${error.id})` : ''}:
                  </span>{' '}
                  {error.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

const STATUS_LABELS: Record<TImportPreview['items'][number]['status'], string> = {
  new: 'New',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

/** What the import would do, question by question, before anything is applied. */
function ImportPreview({ preview }: { preview: TImportPreview }) {
  const { counts } = preview;
  const changes = counts.new + counts.updated;
  return (
    <section aria-label="Import preview" className="grid gap-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(['new', 'updated', 'unchanged', 'refused'] as const).map((status) => (
          <div key={status} className="flex gap-1.5">
            <dt>{STATUS_LABELS[status]}</dt>
            <dd className="font-semibold">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <p role="status" className="text-sm text-muted-foreground">
        {counts.refused > 0
          ? `Nothing will be imported while ${counts.refused === 1 ? 'a question is' : `${counts.refused} questions are`} refused: fix the file and choose it again.`
          : changes === 0
            ? `Nothing to import: every question is identical to bank version ${preview.bankVersion}.`
            : `Confirm to apply ${changes} ${changes === 1 ? 'change' : 'changes'} to bank version ${preview.bankVersion} as a new version.`}
      </p>
      <div
        role="region"
        aria-label="Questions in the file"
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded-md border p-3 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ul className="grid gap-2 text-sm">
          {preview.items.map((item) => (
            <li key={item.index} className="grid gap-0.5 break-words">
              <div className="flex flex-wrap items-center gap-1.5">
                <Badge
                  variant={
                    item.status === 'refused'
                      ? 'destructive'
                      : item.status === 'unchanged'
                        ? 'outline'
                        : 'secondary'
                  }
                >
                  {STATUS_LABELS[item.status]}
                </Badge>
                <span className="font-medium">
                  Question {item.index + 1}
                  {item.id ? ` (${item.id})` : ''}
                </span>
                {item.withoutAdvice ? <Badge variant="outline">No written advice</Badge> : null}
              </div>
              <span className="text-muted-foreground">{item.reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
