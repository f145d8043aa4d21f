import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft } from 'lucide-react';
import {
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  type TCompanySize,
  type TIndustry,
} from '@readiness/contracts/assessment';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { ORGANISATION_ROLE_NAMES, ORGANISATION_TIER_NAMES } from '@readiness/contracts/organisations';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { canManage, TIER_DESCRIPTIONS, useDeleteOrganisation, useOrganisation } from '../api.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DetailsCard } from '../components/details-card.tsx';
import { InvitationsCard } from '../components/invitations-card.tsx';
import { MembersCard } from '../components/members-card.tsx';
import { RoundsCard } from '../components/rounds-card.tsx';
import { TalkToSales } from '../components/talk-to-sales.tsx';
import { QueryErrorAlert } from '../../../components/query-error.tsx';

/** /organisations/:organisationId: the organisation's rounds, members and invitations. */
export default function OrganisationPage() {
  const { organisationId = '' } = useParams();
  const { data: user } = useCurrentUser();
  const query = useOrganisation(organisationId);
  const remove = useDeleteOrganisation(organisationId);
  const navigate = useNavigate();
  useDocumentTitle(query.data?.organisation.name ?? 'Organisation');

  if (query.isPending || !user) return <PageSpinner label="Loading the organisation" />;
  if (query.isError)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Organisation</h1>
        {hasErrorCode(query.error, ERROR_CODES.ORGANISATION_NOT_FOUND) ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>No such organisation, or you are not one of its members</AlertTitle>
            <AlertDescription>{query.error.message}</AlertDescription>
          </Alert>
        ) : (
          <QueryErrorAlert title="The organisation could not be loaded" query={query} />
        )}
        <BackLink />
      </div>
    );

  const { organisation, members, invitations } = query.data;
  const manages = canManage(organisation.myRole);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <BackLink />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{organisation.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            {INDUSTRY_LABELS[organisation.industry as TIndustry] ?? organisation.industry} ·{' '}
            {COMPANY_SIZE_LABELS[organisation.companySize as TCompanySize] ?? organisation.companySize}
          </span>
          <Badge variant="outline">{ORGANISATION_TIER_NAMES[organisation.tier]}</Badge>
          <Badge variant="secondary">
            You are {ORGANISATION_ROLE_NAMES[organisation.myRole].toLowerCase()}
          </Badge>
        </p>
      </div>

      <RoundsCard organisationId={organisation.id} mayStart={manages} />
      <MembersCard organisation={organisation} members={members} myUserId={user.id} />
      {manages ? <InvitationsCard organisation={organisation} invitations={invitations} /> : null}
      {manages ? <DetailsCard key={organisation.id} organisation={organisation} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>{ORGANISATION_TIER_NAMES[organisation.tier]} tier</CardTitle>
          <CardDescription>{TIER_DESCRIPTIONS[organisation.tier]}</CardDescription>
        </CardHeader>
        {organisation.tier === 'premium' && manages ? (
          <CardContent>
            <TalkToSales organisation={organisation} />
          </CardContent>
        ) : null}
      </Card>

      {organisation.myRole === 'owner' ? (
        <Card className="border-destructive/50">
          <CardHeader>
            <CardTitle>Delete organisation</CardTitle>
            <CardDescription>
              Every membership and invitation goes with it. This cannot be undone.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ConfirmDialog
              trigger="Delete organisation"
              triggerVariant="destructive"
              title={`Delete ${organisation.name}?`}
              description="Every member loses access to its rounds, results and roadmap at once. This cannot be undone."
              confirmLabel="Delete organisation"
              pendingLabel="Deleting..."
              onConfirm={() =>
                remove.mutateAsync().then(() => {
                  toast.success('Organisation deleted', { description: organisation.name });
                  void navigate('/organisations', { replace: true });
                })
              }
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to="/organisations"
      className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> All organisations
    </Link>
  );
}
