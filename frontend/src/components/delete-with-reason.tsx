import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';
import { TextareaField } from './ui/input-field.tsx';

/**
 * The inside of an admin's delete confirmation: what is deleted, the reason kept in the audit log, the refusal
 * (if any), Cancel and the destructive button. The caller's `Dialog` holds it and decides when it closes.
 */
export function DeleteWithReasonContent({
  title,
  description,
  children,
  reason,
  onReasonChange,
  error,
  isPending,
  onConfirm,
}: {
  /** The dialog's title, which is also the button's label ("Delete user"). */
  title: string;
  description: ReactNode;
  /** What is deleted, in a sentence. */
  children: ReactNode;
  reason: string;
  onReasonChange: (reason: string) => void;
  error: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <TextareaField
        label="Reason (kept in the audit log)"
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => onReasonChange(event.target.value)}
      />
      {error}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button variant="destructive" disabled={isPending} onClick={onConfirm}>
          {isPending ? 'Deleting...' : title}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
