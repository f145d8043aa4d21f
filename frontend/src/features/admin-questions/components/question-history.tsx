import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { TQuestion, TQuestionChange } from '@readiness/contracts/assessment';
import { formatDateTime } from '@readiness/contracts/format';
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
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useQuestionHistory, useSetRetired } from '../api.ts';

const CHANGE_LABELS: Record<TQuestionChange['change'], string> = {
  added: 'Added',
  edited: 'Edited',
  retired: 'Retired',
  restored: 'Restored',
};

/** A question's history: each bank version that changed it, who, which fields and why, newest first. */
export function QuestionHistory({ question }: { question: TQuestion }) {
  const [open, setOpen] = useState(false);
  const history = useQuestionHistory(question.id, open);
  const regionId = useId();
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="w-fit"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide history' : 'History'}
        <span className="sr-only"> of question {question.id}</span>
      </Button>
      {open ? (
        <div id={regionId} role="region" aria-label={`History of ${question.id}`} className="text-sm">
          {history.isPending ? (
            <p className="text-muted-foreground">Loading history...</p>
          ) : history.isError ? (
            <p role="alert" className="text-destructive">
              {history.error.message}
            </p>
          ) : history.data.changes.length === 0 ? (
            <p className="text-muted-foreground">Unchanged since the question bank was first written.</p>
          ) : (
            <ol className="grid gap-1.5">
              {history.data.changes.map((change) => (
                <li key={change.bankVersion} className="break-words">
                  <span className="font-medium">
                    Version {change.bankVersion}: {CHANGE_LABELS[change.change]}
                  </span>{' '}
                  by {change.actor.name}, {formatDateTime(change.at)}
                  {change.fields.length > 0 ? ` (${change.fields.join(', ')})` : ''}
                  {change.reason ? <span className="text-muted-foreground"> · {change.reason}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Retire (or restore) a question, with the reason the history records. A new bank version; assessments already
 * taken keep the questions they were asked.
 */
export function RetireQuestionDialog({
  question,
  retire,
  onClose,
}: {
  question: TQuestion | null;
  retire: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={question !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {question ? (
        <DialogContent className="max-w-lg">
          <RetireForm question={question} retire={retire} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RetireForm({
  question,
  retire,
  onDone,
}: {
  question: TQuestion;
  retire: boolean;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const setRetired = useSetRetired();
  const reasonId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRetired.mutate(
      { id: question.id, retire, reason: reason.trim() },
      {
        onSuccess: (result) => {
          toast.success(retire ? 'Question retired' : 'Question restored', {
            description: `${question.id}: question bank version ${result.bankVersion}.`,
          });
          onDone();
        },
      },
    );
  };
  const verb = retire ? 'Retire' : 'Restore';
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`${verb} question`}>
      <DialogHeader>
        <DialogTitle>
          {verb} {question.id}
        </DialogTitle>
        <DialogDescription>
          {retire
            ? 'New assessments stop asking it. Assessments already taken keep the questions they were asked, and their results do not change. You can restore it later.'
            : 'New assessments ask it again, as it was when it was retired.'}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm font-medium">{question.text}</p>
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason (kept in the question’s history)</Label>
        <Textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          minLength={3}
        />
      </div>
      {setRetired.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {setRetired.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          variant={retire ? 'destructive' : 'default'}
          disabled={reason.trim().length < 3 || setRetired.isPending}
        >
          {setRetired.isPending ? `${verb.slice(0, -1)}ing...` : `${verb} question`}
        </Button>
      </DialogFooter>
    </form>
  );
}
