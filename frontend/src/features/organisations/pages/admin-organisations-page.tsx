import { useState } from 'react';
import { toast } from 'sonner';
import {
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  type TCompanySize,
  type TIndustry,
} from '@readiness/contracts/assessment';
import { formatDate } from '@readiness/contracts/format';
import {
  ORGANISATION_TIER_NAMES,
  type TAdminOrganisation,
  type TOrganisationTier,
} from '@readiness/contracts/organisations';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminOrganisations, useSetOrganisationTier } from '../api.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { QueryErrorLine } from '../../../components/query-error.tsx';

/**
 * /admin-organisations (behind the admin key): every organisation with its tier; an admin sets one to Enterprise
 * after a "Talk to sales" request (the request itself is in the support leads list), or back to Premium.
 */
export default function AdminOrganisationsPage() {
  useDocumentTitle('Organisations (admin)');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 250);
  const query = useAdminOrganisations(debounced);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organisations</h1>
        <p className="text-muted-foreground">
          Set an organisation to Enterprise after its “Talk to sales” request (in Support, leads).
        </p>
      </div>
      <div className="max-w-md">
        <Field label="Search" hint="A part of the name or of the owner’s email.">
          {(c) => <Input {...c} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}
        </Field>
      </div>
      {query.isPending ? (
        <Spinner label="Loading the organisations" />
      ) : query.isError ? (
        <QueryErrorLine what="The organisations" query={query} />
      ) : query.data.organisations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No organisations{debounced ? ' match' : ' yet'}.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {query.data.organisations.map((organisation) => (
            <OrganisationItem key={organisation.id} organisation={organisation} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrganisationItem({ organisation }: { organisation: TAdminOrganisation }) {
  const setTier = useSetOrganisationTier();
  const [reason, setReason] = useState('');
  const next: TOrganisationTier = organisation.tier === 'premium' ? 'enterprise' : 'premium';
  return (
    <li>
      <Card className="h-full">
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2 break-words">
            {organisation.name}
            <Badge variant={organisation.tier === 'enterprise' ? 'default' : 'outline'}>
              {ORGANISATION_TIER_NAMES[organisation.tier]}
            </Badge>
          </CardTitle>
          <CardDescription>
            {INDUSTRY_LABELS[organisation.industry as TIndustry] ?? organisation.industry} ·{' '}
            {COMPANY_SIZE_LABELS[organisation.companySize as TCompanySize] ?? organisation.companySize} ·{' '}
            {organisation.memberCount} {organisation.memberCount === 1 ? 'member' : 'members'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p className="break-all text-muted-foreground">
            Owner {organisation.owner.name} ({organisation.owner.email}) · created{' '}
            {formatDate(organisation.createdAt)}
          </p>
          <ConfirmDialog
            trigger={`Set to ${ORGANISATION_TIER_NAMES[next]}`}
            // The visible words first (axe: a button's name contains what it shows), then which organisation.
            triggerLabel={`Set to ${ORGANISATION_TIER_NAMES[next]} (${organisation.name})`}
            triggerVariant={next === 'enterprise' ? 'default' : 'outline'}
            variant="default"
            title={`Set ${organisation.name} to ${ORGANISATION_TIER_NAMES[next]}?`}
            description={
              next === 'enterprise'
                ? 'It gets no member limit, and its members Premium features for its work.'
                : 'It goes back to 6 members at most; nobody is removed, but no one new can join while it is over.'
            }
            confirmLabel={`Set to ${ORGANISATION_TIER_NAMES[next]}`}
            pendingLabel="Saving..."
            onConfirm={() =>
              setTier
                .mutateAsync({ id: organisation.id, tier: next, reason: reason.trim() || undefined })
                .then((updated) => {
                  setReason('');
                  toast.success('Tier changed', {
                    description: `${updated.name} is now ${ORGANISATION_TIER_NAMES[updated.tier]}.`,
                  });
                })
            }
          >
            <div className="grid gap-2">
              <Label htmlFor={`reason-${organisation.id}`}>
                Reason{' '}
                <span className="font-normal text-muted-foreground">(optional, kept in the audit log)</span>
              </Label>
              <Input
                id={`reason-${organisation.id}`}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          </ConfirmDialog>
        </CardContent>
      </Card>
    </li>
  );
}
