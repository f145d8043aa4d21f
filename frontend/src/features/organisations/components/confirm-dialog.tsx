import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';

/**
 * A button that asks before it acts: the dialog names what will happen, and the server's refusal shows in it
 * (the dialog stays open) rather than in a toast the user may miss.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  variant = 'destructive',
  triggerVariant = 'outline',
  triggerLabel,
  children,
}: {
  /** Fields the confirmation asks for (e.g. a reason), between the description and the buttons. */
  children?: ReactNode;
  trigger: ReactNode;
  /** The trigger button's accessible name when its content is an icon or ambiguous. */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Resolves when done (the dialog closes), rejects with the server's refusal (shown in the dialog). */
  onConfirm: () => Promise<unknown>;
  variant?: ButtonProps['variant'];
  triggerVariant?: ButtonProps['variant'];
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant={variant} disabled={pending} onClick={() => void confirm()}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
