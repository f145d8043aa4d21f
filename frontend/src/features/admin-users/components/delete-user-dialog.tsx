import { useState } from 'react';
import { toast } from 'sonner';
import type { TAdminUser } from '@readiness/contracts/admin-users';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { DeleteWithReasonContent } from '../../../components/delete-with-reason.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
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
        <DeleteWithReasonContent
          title="Delete user"
          description={DELETE_USER_CONFIRMATION}
          reason={reason}
          onReasonChange={setReason}
          error={
            remove.isError ? (
              <Alert variant="destructive" role="alert">
                <AlertTitle>{DELETE_USER_ERROR}</AlertTitle>
                <AlertDescription>{remove.error.message}</AlertDescription>
              </Alert>
            ) : null
          }
          isPending={remove.isPending}
          onConfirm={() =>
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
          <p className="text-sm break-words">
            <span className="font-medium">{fullName(user)}</span> ({user.email}) is signed out at once; their
            assessments are erased and their purchases stay in the financial records without their details.
          </p>
        </DeleteWithReasonContent>
      ) : null}
    </Dialog>
  );
}
