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
import { useImportQuestions, type ImportOutcome } from '../api.ts';
import { readImportFile, type ParsedImportFile } from '../import-file.ts';

type PickedFile = { name: string; parsed: ParsedImportFile };

/**
 * The import dialog (spec section 4): pick a JSON file, import, then a success panel (imported, updated, skipped)
 * or a failure panel with every rejected question and its reason. All or nothing on the server.
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
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [isReading, setIsReading] = useState(false);
  const inputId = useId();

  const onFileChange = async (file: File | undefined) => {
    importQuestions.reset();
    setPicked(null);
    if (!file) return;
    setIsReading(true);
    const parsed = await readImportFile(file);
    setIsReading(false);
    setPicked({ name: file.name, parsed });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked?.parsed.ok) importQuestions.mutate(picked.parsed.questions);
  };

  const canImport = picked?.parsed.ok === true && !importQuestions.isPending && !isReading;

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

      {importQuestions.data ? <ImportResult outcome={importQuestions.data} /> : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button type="submit" disabled={!canImport}>
          {importQuestions.isPending ? 'Importing...' : 'Import'}
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
