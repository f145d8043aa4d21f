import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Users } from 'lucide-react';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { formatDateTime } from '@readiness/contracts/format';
import { ORGANISATION_INVITATION_ACCEPT_PATH } from '@readiness/contracts/organisations';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { deadLinkMessage, organisationPagePath, useAcceptInvitation, useInvitationPreview } from '../api.ts';

/**
 * The invitation link's page (/organisations/join?token=…), signed in or not: it says what the invitation is for;
 * a visitor signs in or registers and comes back here to accept; a dead link says why it is dead.
 */
export default function JoinOrganisationPage() {
  useDocumentTitle('Join an organisation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const { data: user, isPending: isUserPending } = useCurrentUser();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `${ORGANISATION_INVITATION_ACCEPT_PATH}?token=${encodeURIComponent(token)}`;

  const dead = !token
    ? {
        title: 'This invitation link is not complete',
        detail: 'Open the link from the invitation email again.',
      }
    : (deadLinkMessage(preview.error) ?? deadLinkMessage(accept.error));

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ organisation, joined }) => {
        toast.success(
          joined ? `Welcome to ${organisation.name}` : `You are already in ${organisation.name}`,
          {
            description: joined ? 'You are now a member.' : 'This invitation was accepted before.',
          },
        );
        void navigate(organisationPagePath(organisation.id), { replace: true });
      },
    });

  let body;
  if (dead) {
    // A way on from a dead link: the organisations a member is in (a used link's likely story), or signing in first.
    body = (
      <div className="grid gap-4">
        <Alert variant="destructive" role="alert">
          <AlertTitle>{dead.title}</AlertTitle>
          <AlertDescription>{dead.detail}</AlertDescription>
        </Alert>
        {!isUserPending && (
          <Button asChild variant="outline" className="justify-self-start">
            {user ? (
              <Link to="/organisations">Your organisations</Link>
            ) : (
              <Link to="/auth" state={{ from: '/organisations' }}>
                Sign in
              </Link>
            )}
          </Button>
        )}
      </div>
    );
  } else if (preview.isPending || isUserPending) {
    body = <Spinner label="Reading the invitation" />;
  } else if (preview.isError) {
    body = (
      <Alert variant="destructive" role="alert">
        <AlertTitle>The invitation could not be read</AlertTitle>
        <AlertDescription>{preview.error.message}</AlertDescription>
      </Alert>
    );
  } else {
    const invitation = preview.data;
    const isOtherAccount = user && user.email.toLowerCase() !== invitation.email.toLowerCase();
    body = (
      <div className="grid gap-4">
        <p>
          {invitation.invitedBy ? `${invitation.invitedBy} invites you` : 'You are invited'} to join{' '}
          <strong className="break-words">{invitation.organisationName}</strong> as{' '}
          {invitation.role === 'admin' ? 'an admin' : 'a member'}.
        </p>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Sent to</dt>
            <dd className="break-all">{invitation.email}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Valid until</dt>
            <dd>{formatDateTime(invitation.expiresAt)}</dd>
          </div>
        </dl>
        {!user ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {invitation.accountExists
                ? `Sign in as ${invitation.email} to accept.`
                : `Create an account with ${invitation.email} to accept; you come back here afterwards.`}
            </p>
            <div className="flex flex-wrap gap-2">
              {invitation.accountExists ? (
                <Button asChild>
                  <Link to="/auth" state={{ from: here, email: invitation.email }}>
                    Sign in to accept
                  </Link>
                </Button>
              ) : (
                <>
                  <Button asChild>
                    <Link to="/auth?tab=register" state={{ from: here, email: invitation.email }}>
                      Create an account
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/auth" state={{ from: here, email: invitation.email }}>
                      I have an account
                    </Link>
                  </Button>
                </>
              )}
            </div>
          </div>
        ) : isOtherAccount ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>This invitation is for another address</AlertTitle>
            <AlertDescription>
              You are signed in as {user.email}, but the invitation was sent to {invitation.email}. Sign out
              and sign in with that address, or ask for an invitation to {user.email}.
            </AlertDescription>
          </Alert>
        ) : (
          <div className="grid gap-3">
            {accept.isError ? (
              <Alert variant="destructive" role="alert">
                <AlertTitle>
                  {hasErrorCode(accept.error, ERROR_CODES.ORGANISATION_FULL)
                    ? 'The organisation is full'
                    : hasErrorCode(accept.error, ERROR_CODES.ALREADY_MEMBER)
                      ? 'You are already a member'
                      : 'The invitation was not accepted'}
                </AlertTitle>
                <AlertDescription>{accept.error.message}</AlertDescription>
              </Alert>
            ) : null}
            <div>
              <Button onClick={onAccept} disabled={accept.isPending}>
                <Users aria-hidden="true" />
                {accept.isPending ? 'Joining...' : `Join ${invitation.organisationName}`}
              </Button>
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Join an organisation</h1>
          <CardDescription>Your leadership team assesses its AI readiness together.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
