import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { formatDate, formatDateTime } from '@readiness/contracts/format';
import {
  ORGANISATION_ROLE_NAMES,
  ZInviteMemberRequest,
  type TOrganisation,
  type TOrganisationInvitation,
} from '@readiness/contracts/organisations';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useInviteMember, useResendInvitation, useRevokeInvitation } from '../api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { TalkToSales } from './talk-to-sales.tsx';

const STATUS_NAMES: Record<TOrganisationInvitation['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** Inviting colleagues (owners and admins): the form, then the invitations waiting for an answer. */
export function InvitationsCard({
  organisation,
  invitations,
}: {
  organisation: TOrganisation;
  invitations: TOrganisationInvitation[];
}) {
  const invite = useInviteMember(organisation.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [error, setError] = useState<string | null>(null);
  const [isFull, setIsFull] = useState(false);
  const open = invitations.filter((item) => item.status === 'pending' || item.status === 'expired');
  const seatsTaken =
    organisation.memberCount + invitations.filter((item) => item.status === 'pending').length;
  const noSeatLeft = organisation.memberLimit !== null && seatsTaken >= organisation.memberLimit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInviteMemberRequest.safeParse({ email, role });
    if (!parsed.success) {
      setError('Enter the email address of the colleague to invite.');
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setError(null);
    setIsFull(false);
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        setEmail('');
        toast.success('Invitation sent', {
          description: `${invitation.email} has until ${formatDate(invitation.expiresAt)} to accept.`,
        });
      },
      onError: (failure) => {
        setIsFull(hasErrorCode(failure, ERROR_CODES.ORGANISATION_FULL));
        setError(failure.message);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>
          Each link works once and for 7 days.
          {organisation.memberLimit !== null
            ? ` Members and pending invitations share ${organisation.memberLimit} seats.`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={submit} noValidate className="grid items-end gap-4 sm:grid-cols-[1fr_10rem_auto]">
          <Field label="Colleague’s email" error={error && !isFull ? error : undefined}>
            {(c) => (
              <Input
                {...c}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Field label="Role">
            {(c) => (
              <NativeSelect
                {...c}
                value={role}
                onChange={(e) => setRole(e.target.value as 'admin' | 'member')}
              >
                <option value="member">{ORGANISATION_ROLE_NAMES.member}</option>
                <option value="admin">{ORGANISATION_ROLE_NAMES.admin}</option>
              </NativeSelect>
            )}
          </Field>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </form>
        {isFull || noSeatLeft ? (
          <Alert role={isFull ? 'alert' : undefined}>
            <AlertDescription className="grid gap-3">
              <span>
                {isFull && error ? `${error} ` : 'Every seat is taken. '}
                Revoke a pending invitation, remove a member, or talk to us about Enterprise, which has no
                member limit.
              </span>
              <span>
                <TalkToSales organisation={organisation} />
              </span>
            </AlertDescription>
          </Alert>
        ) : null}

        <section aria-labelledby="pending-invitations" className="grid gap-2">
          <h3 id="pending-invitations" className="text-sm font-semibold">
            Waiting for an answer
          </h3>
          {open.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invitations waiting.</p>
          ) : (
            <ul className="divide-y">
              {open.map((invitation) => (
                <InvitationRow key={invitation.id} organisationId={organisation.id} invitation={invitation} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function InvitationRow({
  organisationId,
  invitation,
}: {
  organisationId: string;
  invitation: TOrganisationInvitation;
}) {
  const resend = useResendInvitation(organisationId);
  const revoke = useRevokeInvitation(organisationId);
  const isExpired = invitation.status === 'expired';
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium break-all">{invitation.email}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={isExpired ? 'destructive' : 'secondary'}>{STATUS_NAMES[invitation.status]}</Badge>
          <span>{ORGANISATION_ROLE_NAMES[invitation.role]}</span>
          <span>
            Sent {formatDateTime(invitation.sentAt)}
            {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}
          </span>
          <span>
            {isExpired ? 'Expired' : 'Expires'} {formatDateTime(invitation.expiresAt)}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: (sent) =>
                toast.success('Invitation sent again', {
                  description: `A new link went to ${sent.email}; the previous one no longer works.`,
                }),
              onError: (error) => toast.error('Invitation not sent', { description: error.message }),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
        {isExpired ? null : (
          <ConfirmDialog
            trigger="Revoke"
            triggerLabel={`Revoke the invitation to ${invitation.email}`}
            title={`Revoke the invitation to ${invitation.email}?`}
            description="The link in their email stops working. You can invite them again later."
            confirmLabel="Revoke invitation"
            pendingLabel="Revoking..."
            onConfirm={() =>
              revoke
                .mutateAsync(invitation.id)
                .then(() => toast.success('Invitation revoked', { description: invitation.email }))
            }
          />
        )}
      </div>
    </li>
  );
}
