import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  ZAdminUpdateUserRequest,
  type TAdminUpdateUserRequest,
  type TAdminUser,
} from '@readiness/contracts/admin-users';
import { ROLES, SUBSCRIPTION_TIERS } from '@readiness/contracts/common';
import { ProfileFields, profileValuesOf } from '../../../components/profile-fields.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
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
import { UPDATE_USER_ERROR, useUpdateUser } from '../api.ts';
import { ROLE_LABELS, TIER_LABELS, TIER_SOURCE_LABELS, fullName } from './labels.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { InputField } from '../../../components/ui/input-field.tsx';

type Values = Required<Omit<TAdminUpdateUserRequest, 'reason' | 'onboardingCompleted'>> & { reason: string };

const valuesOf = (user: TAdminUser): Values => ({
  ...profileValuesOf(user),
  role: user.role,
  subscriptionTier: user.subscriptionTier,
  isActive: user.isActive,
  reason: '',
});

/** The edit dialog: role, tier, active and the profile fields; only what changed is sent, with a reason. */
export function EditUserDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user ? (
        <DialogContent className="max-w-2xl">
          <EditUserForm key={user.id} user={user} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const update = useUpdateUser();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const initial = valuesOf(user);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => key !== 'reason' && value !== initial[key as keyof Values],
      ),
    );
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const body = { ...changes, ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) };
    const parsed = ZAdminUpdateUserRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])),
      );
      return;
    }
    update.mutate(
      { id: user.id, changes: body },
      {
        onSuccess: (saved) => {
          toast.success('User updated', { description: `${fullName(saved) || saved.email} saved.` });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Edit user</DialogTitle>
        <DialogDescription className="break-all">{user.email}</DialogDescription>
      </DialogHeader>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ProfileFields values={values} errors={errors} onChange={set} />
        <SelectField
          label="Role"
          value={values.role}
          onValueChange={(value) => set('role', value)}
          options={ROLES}
          labelOf={(value) => ROLE_LABELS[value]}
        />
        <SelectField
          label="Subscription"
          hint={`Now ${TIER_LABELS[user.subscriptionTier]}, ${TIER_SOURCE_LABELS[user.tierSource]}. A tier set here is marked as given by an admin.`}
          value={values.subscriptionTier}
          onValueChange={(value) => set('subscriptionTier', value)}
          options={SUBSCRIPTION_TIERS}
          labelOf={(value) => TIER_LABELS[value]}
        />
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id="edit-user-active"
          checked={values.isActive}
          onCheckedChange={(checked) => set('isActive', checked === true)}
        />
        <div className="grid gap-1">
          <Label htmlFor="edit-user-active">Active</Label>
          <p className="text-xs text-muted-foreground">
            An inactive user is signed out at once and cannot sign in.
          </p>
        </div>
      </div>
      <InputField
        label="Reason"
        optional
        hint="Kept in the audit log with the change."
        error={errors.reason}
        value={values.reason}
        onChange={(e) => set('reason', e.target.value)}
      />
      {update.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{UPDATE_USER_ERROR}</AlertTitle>
          <AlertDescription>{update.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
