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
import { DELETE_USER_CONFIRMATION, DELETE_USER_ERROR, useDeleteUser } from '../api.ts';
import { fullName } from './labels.ts';

/** Spec section 5's confirmation before a user is deleted (with their data in every service). */
export function DeleteUserDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
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
                remove.mutate(user.id, {
                  onSuccess: () => {
                    toast.success('User deleted', { description: `${user.email} was deleted.` });
                    onClose();
                  },
                })
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
