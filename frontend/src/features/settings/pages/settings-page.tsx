import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ZUpdateProfileRequest } from '@readiness/contracts/auth-account';
import type { TUser } from '@readiness/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@readiness/contracts/auth';
import { FormError, PasswordField } from '../../../components/password-field.tsx';
import { ProfileFields, profileValuesOf, type ProfileValues } from '../../../components/profile-fields.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { EmailCard } from '../components/email-card.tsx';
import { useChangePassword, useDeleteAccount, useDownloadMyData, useUpdateProfile } from '../api.ts';

/** /settings: the signed-in user's profile, email address, password, data and account. */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const user = useCurrentUser();
  if (!user.data) return <PageSpinner label="Loading your account" />;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          Signed in as {user.data.email}
        </p>
      </div>
      <ProfileCard key={user.data.id} user={user.data} />
      <EmailCard email={user.data.email} />
      <PasswordCard />
      <MyDataCard />
      <DeleteAccountCard />
    </div>
  );
}

function ProfileCard({ user }: { user: TUser }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateProfileRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () =>
        toast.success('Profile saved', { description: 'Your benchmarks use your industry and size.' }),
      onError: (error) => toast.error('Profile not saved', { description: error.message }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          Your industry and company size set your benchmarks and ROI estimates.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
          <ProfileFields values={values} errors={errors} onChange={set} ownProfile />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currentPassword) return setError('Enter your current password.');
    if (newPassword.length < PASSWORD_MIN_LENGTH)
      return setError(`The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
    if (newPassword !== confirm) return setError('The new passwords do not match.');
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          setCurrent('');
          setNew('');
          setConfirm('');
          toast.success('Password changed', {
            description:
              result.signedOutSessions > 0
                ? `Signed out on ${result.signedOutSessions} other ${result.signedOutSessions === 1 ? 'device' : 'devices'}.`
                : 'You stay signed in here.',
          });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <PasswordField label="Current password" value={currentPassword} onChange={setCurrent} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <PasswordField
              label="New password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password.`}
              value={newPassword}
              onChange={setNew}
              isNew
            />
            <PasswordField label="Confirm new password" value={confirm} onChange={setConfirm} isNew />
          </div>
          <FormError error={error} />
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function MyDataCard() {
  const download = useDownloadMyData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          A JSON file of everything AI Readiness holds about you: your account, sessions, assessments and
          answers, purchases and the rest, gathered from each part of the product.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DownloadButton
          download={download}
          of={undefined}
          label="Download my data"
          pendingLabel="Gathering..."
        />
      </CardContent>
    </Card>
  );
}

function DeleteAccountCard() {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password to confirm.');
    setError(null);
    remove.mutate(password, {
      onSuccess: () => window.location.replace('/'),
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Your account, assessments, answers and history are deleted and you are signed out everywhere.
          Purchases stay in our financial records, without your name or email. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <PasswordField label="Password" value={password} onChange={setPassword} />
          <FormError error={error} />
          <div>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
