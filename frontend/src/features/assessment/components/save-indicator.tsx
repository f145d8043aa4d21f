import { AlertCircle, CheckCircle2, CloudUpload, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { hasErrorCode, isApiError } from '../../../lib/api-client.ts';
import type { SaveStatus } from '../use-answer-saver.ts';

function describeError(error: Error | null): string {
  if (isApiError(error, 401)) return 'Your session has ended. Sign in again in another tab, then retry.';
  if (hasErrorCode(error, ERROR_CODES.ASSESSMENT_COMPLETED))
    return 'This assessment has already been submitted, so its answers can no longer change.';
  if (error instanceof TypeError) return 'The server could not be reached. Check your connection.';
  return error?.message ?? 'Something went wrong.';
}

/** Says whether the answers given are on the server; a failed save says why and offers to send them again. */
export function SaveIndicator({
  status,
  error,
  unsavedCount,
  onRetry,
}: {
  status: SaveStatus;
  error: Error | null;
  unsavedCount: number;
  onRetry: () => void;
}) {
  if (status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-destructive/60 bg-destructive/5 px-3 py-2 text-sm"
      >
        <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="font-semibold">
            {unsavedCount === 1 ? '1 answer is' : `${unsavedCount} answers are`} not saved.
          </span>{' '}
          {describeError(error)} Your answers stay on this page until they are saved.
        </span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry saving
        </Button>
      </div>
    );
  }
  const {
    icon: Icon,
    text,
    spin,
  } = {
    saved: { icon: CheckCircle2, text: 'All answers saved', spin: false },
    pending: { icon: CloudUpload, text: 'Saving…', spin: false },
    saving: { icon: Loader2, text: 'Saving…', spin: true },
  }[status];
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Icon
        className={`size-4 shrink-0 ${status === 'saved' ? 'text-success' : ''} ${spin ? 'animate-spin motion-reduce:animate-none' : ''}`}
        aria-hidden="true"
      />
      {text}
    </p>
  );
}
