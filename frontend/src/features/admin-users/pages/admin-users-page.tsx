import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Search } from 'lucide-react';
import type { TAdminUser } from '@readiness/contracts/admin-users';
import { ROLES, SUBSCRIPTION_TIERS } from '@readiness/contracts/common';
import { QueryErrorAlert } from '../../../components/query-error.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FETCH_USERS_ERROR, NO_FILTERS, useAdminUsers, useExportUsersCsv, type UserFilters } from '../api.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { DeleteUserDialog } from '../components/delete-user-dialog.tsx';
import { EditUserDialog } from '../components/edit-user-dialog.tsx';
import { ROLE_LABELS, TIER_LABELS } from '../components/labels.ts';
import { Pager } from '../components/pager.tsx';
import { UserDetailsDialog } from '../components/user-details-dialog.tsx';
import { UserStatCards } from '../components/user-stat-cards.tsx';
import { UserTable } from '../components/user-table.tsx';
import { ExportCsvButton } from '../../../components/download-button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';

const PAGE_SIZE = 25;

/** /admin-users (behind the admin key): stats, the users searched and filtered on the server, the audit log. */
export default function AdminUsersPage() {
  useDocumentTitle('Manage Users');
  const [tab, setTab] = useState('users');
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        <Link
          to="/admin-dashboard"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Admin Dashboard
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Users</h1>
      </div>
      <UserStatCards />
      <Tabs value={tab} onValueChange={setTab} className="grid gap-4">
        <TabsList className="w-fit">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        {/* Both stay mounted: the search and filters of one survive a look at the other. */}
        <TabsContent value="users" forceMount className="data-[state=inactive]:hidden">
          <Users />
        </TabsContent>
        <TabsContent value="audit" forceMount className="data-[state=inactive]:hidden">
          <AuditLog shown={tab === 'audit'} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Users() {
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TAdminUser | null>(null);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);
  const search = useDebounced(filters.search.trim(), 250);
  const sent = { ...filters, search };
  const users = useAdminUsers(sent, page, PAGE_SIZE);
  const exportCsv = useExportUsersCsv();
  const set = (key: keyof UserFilters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  return (
    <section aria-labelledby="users-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="users-title" className="text-lg font-semibold">
          Users
        </h2>
        <ExportCsvButton exportCsv={exportCsv} of={sent} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <Field label="Search">
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                {...control}
                type="search"
                className="pl-9"
                placeholder="Name, email or company"
                value={filters.search}
                onChange={(e) => set('search', e.target.value)}
              />
            </div>
          )}
        </Field>
        <SelectField
          label="Role"
          value={filters.role}
          onValueChange={(value) => set('role', value)}
          options={ROLES}
          labelOf={(role) => ROLE_LABELS[role]}
          empty="All roles"
        />
        <SelectField
          label="Subscription"
          value={filters.tier}
          onValueChange={(value) => set('tier', value)}
          options={SUBSCRIPTION_TIERS}
          labelOf={(tier) => TIER_LABELS[tier]}
          empty="All tiers"
        />
        <Field label="Status">
          {(control) => (
            <NativeSelect {...control} value={filters.status} onChange={(e) => set('status', e.target.value)}>
              <option value="">Active and inactive</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
          )}
        </Field>
      </div>

      {users.isPending ? (
        <PageSpinner label="Loading users" />
      ) : users.isError ? (
        <QueryErrorAlert title={FETCH_USERS_ERROR} query={users} size="sm" />
      ) : users.data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground" role="status">
          No users match your search.
        </p>
      ) : (
        <>
          <div aria-busy={users.isFetching} className={users.isPlaceholderData ? 'opacity-60' : undefined}>
            <UserTable
              users={users.data.users}
              actions={{ onView: setViewing, onEdit: setEditing, onDelete: setDeleting }}
            />
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} noun="users" />
        </>
      )}

      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
