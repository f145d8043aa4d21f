import type { ReactNode } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { TAdminUser } from '@readiness/contracts/admin-users';
import { formatDate } from '@readiness/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ROLE_LABELS, TIER_LABELS, TIER_SOURCE_LABELS, fullName } from './labels.ts';

/** Whether the user confirmed their address (the link sent after registration). */
function EmailState({ user }: { user: TAdminUser }) {
  return user.emailVerified ? (
    <span className="text-xs text-muted-foreground">Email confirmed</span>
  ) : (
    <span className="text-xs font-medium text-destructive">Email not confirmed</span>
  );
}

export interface UserActions {
  onView: (user: TAdminUser) => void;
  onEdit: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
}

function StatusBadge({ user }: { user: TAdminUser }) {
  return (
    <Badge variant={user.isActive ? 'default' : 'secondary'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
  );
}

function TierBadge({ user }: { user: TAdminUser }) {
  return (
    <Badge
      variant={user.subscriptionTier === 'free' ? 'outline' : 'default'}
      title={`${TIER_LABELS[user.subscriptionTier]}, ${TIER_SOURCE_LABELS[user.tierSource]}`}
    >
      {TIER_LABELS[user.subscriptionTier]}
      {user.tierSource === 'admin' ? <span className="font-normal"> · by admin</span> : null}
    </Badge>
  );
}

function RowActions({ user, actions }: { user: TAdminUser; actions: UserActions }) {
  const name = fullName(user) || user.email;
  const button = (label: string, icon: ReactNode, onClick: () => void, destructive = false) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${label} ${name}`}
      title={label}
      onClick={onClick}
      className={destructive ? 'text-destructive hover:text-destructive' : undefined}
    >
      {icon}
    </Button>
  );
  return (
    <div className="flex justify-end gap-1">
      {button('View', <Eye aria-hidden="true" />, () => actions.onView(user))}
      {button('Edit', <Pencil aria-hidden="true" />, () => actions.onEdit(user))}
      {button('Delete', <Trash2 aria-hidden="true" />, () => actions.onDelete(user), true)}
    </div>
  );
}

/** The users of one page: a table from tablet width, a list of cards on phones (nothing scrolls sideways). */
export function UserTable({ users, actions }: { users: TAdminUser[]; actions: UserActions }) {
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead className="border-b text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              User
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Company
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Role
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Subscription
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Last login
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b last:border-0" data-testid="user-row">
              <td className="max-w-64 py-2 pr-3">
                <div className="truncate font-medium">{fullName(user)}</div>
                <div className="truncate text-muted-foreground">{user.email}</div>
                <EmailState user={user} />
              </td>
              <td className="max-w-48 truncate py-2 pr-3">{user.company || '–'}</td>
              <td className="py-2 pr-3">{ROLE_LABELS[user.role]}</td>
              <td className="py-2 pr-3">
                <StatusBadge user={user} />
              </td>
              <td className="py-2 pr-3">
                <TierBadge user={user} />
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {user.lastLoginAt ? formatDate(user.lastLoginAt) : 'Never'}
              </td>
              <td className="py-2">
                <RowActions user={user} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="grid gap-2 rounded-lg border p-3" data-testid="user-card">
            <div className="min-w-0">
              <p className="truncate font-medium">{fullName(user)}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              <EmailState user={user} />
              {user.company ? <p className="truncate text-sm">{user.company}</p> : null}
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="outline">{ROLE_LABELS[user.role]}</Badge>
              <StatusBadge user={user} />
              <TierBadge user={user} />
            </div>
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>Last login: {user.lastLoginAt ? formatDate(user.lastLoginAt) : 'Never'}</span>
              <RowActions user={user} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
