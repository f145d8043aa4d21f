import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatDate } from '@readiness/contracts/format';
import {
  ORGANISATION_ROLE_NAMES,
  type TOrganisation,
  type TOrganisationMember,
} from '@readiness/contracts/organisations';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import {
  fullName,
  seatsText,
  useChangeMemberRole,
  useLeaveOrganisation,
  useRemoveMember,
  useTransferOwnership,
} from '../api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * The members with their roles. The owner changes roles, removes anyone but themself and hands ownership over; an
 * admin removes members; everyone but the owner may leave.
 */
export function MembersCard({
  organisation,
  members,
  myUserId,
}: {
  organisation: TOrganisation;
  members: TOrganisationMember[];
  myUserId: string;
}) {
  const changeRole = useChangeMemberRole(organisation.id);
  const remove = useRemoveMember(organisation.id);
  const transfer = useTransferOwnership(organisation.id);
  const leave = useLeaveOrganisation(organisation.id);
  const navigate = useNavigate();
  const isOwner = organisation.myRole === 'owner';
  const mayRemove = (member: TOrganisationMember) =>
    member.userId !== myUserId &&
    member.role !== 'owner' &&
    (isOwner || (organisation.myRole === 'admin' && member.role === 'member'));
  const roleOrder = { owner: 0, admin: 1, member: 2 } as const;
  const sorted = [...members].sort(
    (a, b) => roleOrder[a.role] - roleOrder[b.role] || fullName(a).localeCompare(fullName(b)),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>{seatsText(organisation)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {sorted.map((member) => {
            const name = fullName(member) || member.email;
            const isMe = member.userId === myUserId;
            return (
              <li
                key={member.userId}
                className="grid gap-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">
                    {name}
                    {isMe ? <span className="text-muted-foreground"> (you)</span> : null}
                  </span>
                  <span className="text-sm break-all text-muted-foreground">{member.email}</span>
                  <span className="text-xs text-muted-foreground">Joined {formatDate(member.joinedAt)}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {isOwner && member.role !== 'owner' ? (
                    <label className="flex items-center gap-2 text-sm">
                      <span className="sr-only">Role of {name}</span>
                      <NativeSelect
                        className="h-9 w-32"
                        value={member.role}
                        disabled={changeRole.isPending}
                        onChange={(event) =>
                          changeRole.mutate(
                            { userId: member.userId, role: event.target.value as 'admin' | 'member' },
                            {
                              onSuccess: (updated) =>
                                toast.success('Role changed', {
                                  description: `${name} is now ${updated.role === 'admin' ? 'an admin' : 'a member'}.`,
                                }),
                              onError: (error) =>
                                toast.error('Role not changed', { description: error.message }),
                            },
                          )
                        }
                      >
                        <option value="admin">{ORGANISATION_ROLE_NAMES.admin}</option>
                        <option value="member">{ORGANISATION_ROLE_NAMES.member}</option>
                      </NativeSelect>
                    </label>
                  ) : (
                    <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                      {ORGANISATION_ROLE_NAMES[member.role]}
                    </Badge>
                  )}
                  {isOwner && !isMe ? (
                    <ConfirmDialog
                      trigger="Make owner"
                      triggerLabel={`Make ${name} the owner`}
                      title={`Make ${name} the owner?`}
                      description={`${name} becomes the owner of ${organisation.name}; you become an admin. Only the new owner can give ownership back.`}
                      confirmLabel="Transfer ownership"
                      pendingLabel="Transferring..."
                      variant="default"
                      onConfirm={() =>
                        transfer.mutateAsync(member.userId).then(() =>
                          toast.success('Ownership transferred', {
                            description: `${name} is now the owner.`,
                          }),
                        )
                      }
                    />
                  ) : null}
                  {mayRemove(member) ? (
                    <ConfirmDialog
                      trigger="Remove"
                      triggerLabel={`Remove ${name}`}
                      title={`Remove ${name}?`}
                      description="They lose access to the organisation at once. Their answers in closed rounds stay in the results, without their name."
                      confirmLabel="Remove member"
                      pendingLabel="Removing..."
                      onConfirm={() =>
                        remove
                          .mutateAsync(member.userId)
                          .then(() => toast.success('Member removed', { description: name }))
                      }
                    />
                  ) : null}
                  {isMe && member.role !== 'owner' ? (
                    <ConfirmDialog
                      trigger="Leave"
                      triggerLabel={`Leave ${organisation.name}`}
                      title={`Leave ${organisation.name}?`}
                      description="You lose access to its rounds, results and roadmap. Someone must invite you again for you to come back."
                      confirmLabel="Leave organisation"
                      pendingLabel="Leaving..."
                      onConfirm={() =>
                        leave.mutateAsync().then(() => {
                          toast.success('You left the organisation', { description: organisation.name });
                          void navigate('/organisations', { replace: true });
                        })
                      }
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {isOwner ? (
          <p className="mt-4 text-xs text-muted-foreground">
            As the owner you cannot leave: make another member the owner first.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
