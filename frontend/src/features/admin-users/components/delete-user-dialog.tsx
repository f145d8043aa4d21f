import { useState } from 'react';
import { toast } from 'sonner';
import type { TAdminUser } from '@readiness/contracts/admin-users';
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
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { DELETE_USER_CONFIRMATION, DELETE_USER_ERROR, useDeleteUser } from '../api.ts';
import { fullName } from './labels.ts';

/** Spec section 5's confirmation before a user is deleted (with their data in every service). */
export function DeleteUserDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          setReason('');
          onClose();
        }
      }}
    >
      {user ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete user</DialogTitle>
            <DialogDescription>{DELETE_USER_CONFIRMATION}</DialogDescription>
          </DialogHeader>
          <p className="text-sm break-words">
            <span className="font-medium">{fullName(user)}</span> ({user.email}) is signed out at once; their
            assessments are erased and their purchases kept for the accounts without their details.
          </p>
          <Field label="Reason (kept in the audit log)">
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          {remove.isError ? (
            <Alert variant="destructive" role="alert">
              <AlertTitle>{DELETE_USER_ERROR}</AlertTitle>
              <AlertDescription>{remove.error.message}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: user.id, reason },
                  {
                    onSuccess: () => {
                      toast.success('User deleted', { description: `${user.email} was deleted.` });
                      setReason('');
                      onClose();
                    },
                  },
                )
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete user'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
