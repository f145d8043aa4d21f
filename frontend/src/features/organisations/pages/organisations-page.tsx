import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Building2, Crown, Users } from 'lucide-react';
import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  type TCompanySize,
  type TIndustry,
} from '@readiness/contracts/assessment';
import { ORGANISATION_ROLE_NAMES, ORGANISATION_TIER_NAMES } from '@readiness/contracts/organisations';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isPremium } from '@readiness/contracts/premium';
import { useCurrentUser } from '../../auth/api.ts';
import { seatsText, useCreateOrganisation, useMyOrganisations } from '../api.ts';
import { OrganisationFields, useOrganisationForm } from '../components/organisation-fields.tsx';
import { TalkToSales } from '../components/talk-to-sales.tsx';
import { QueryErrorLine } from '../../../components/query-error.tsx';

/** /organisations: the user's organisations, creating one (Premium), and the enterprise tier. */
export default function OrganisationsPage() {
  useDocumentTitle('Organisations');
  const { data: user } = useCurrentUser();
  const organisations = useMyOrganisations();
  const premium = isPremium(user);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organisations</h1>
        <p className="text-muted-foreground">
          Assess your readiness together with your leadership team, see where you disagree and share one
          roadmap.
        </p>
      </div>

      <section aria-labelledby="my-organisations" className="grid gap-3">
        <h2 id="my-organisations" className="text-lg font-semibold">
          Your organisations
        </h2>
        {organisations.isPending ? (
          <Spinner label="Loading your organisations" />
        ) : organisations.isError ? (
          <QueryErrorLine what="Your organisations" query={organisations} />
        ) : organisations.data.organisations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You are not in an organisation yet. Create one below, or accept an invitation from a colleague.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {organisations.data.organisations.map((organisation) => (
              <li key={organisation.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle className="break-words">
                      <Link
                        to={`/organisations/${encodeURIComponent(organisation.id)}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {organisation.name}
                      </Link>
                    </CardTitle>
                    <CardDescription>
                      {INDUSTRY_LABELS[organisation.industry as TIndustry] ?? organisation.industry} ·{' '}
                      {COMPANY_SIZE_LABELS[organisation.companySize as TCompanySize] ??
                        organisation.companySize}
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant="secondary">{ORGANISATION_ROLE_NAMES[organisation.myRole]}</Badge>
                    <Badge variant="outline">{ORGANISATION_TIER_NAMES[organisation.tier]}</Badge>
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <Users className="size-4" aria-hidden="true" /> {seatsText(organisation)}
                    </span>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      {user && premium ? <CreateOrganisationCard /> : <UpgradeCard />}

      <Card>
        <CardHeader>
          <CardTitle>Enterprise</CardTitle>
          <CardDescription>
            A Premium organisation has up to 6 members: you and 5 colleagues. Enterprise removes the limit and
            gives every member Premium features for the organisation’s work.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TalkToSales />
        </CardContent>
      </Card>
    </div>
  );
}

function UpgradeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Create an organisation</CardTitle>
        <CardDescription>
          Creating an organisation and inviting colleagues comes with Premium. You can join an organisation
          someone invites you to without it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/checkout" state={{ from: '/organisations' }}>
            <Crown aria-hidden="true" /> Upgrade to Premium
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function CreateOrganisationCard() {
  const { data: user } = useCurrentUser();
  const create = useCreateOrganisation();
  const navigate = useNavigate();
  const known = <T extends string>(values: readonly T[], value: string | undefined): T | '' =>
    (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
  const form = useOrganisationForm({
    name: user?.company ?? '',
    industry: known(INDUSTRIES, user?.industry),
    companySize: known(COMPANY_SIZES, user?.companySize),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = form.check(event);
    if (!parsed) return;
    form.setFailure(null);
    create.mutate(parsed, {
      onSuccess: (organisation) => {
        toast.success('Organisation created', { description: 'Invite your colleagues next.' });
        void navigate(`/organisations/${encodeURIComponent(organisation.id)}`);
      },
      onError: (error) => form.setFailure(error.message),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Create an organisation</CardTitle>
        <CardDescription>You will be its owner. Its industry and size set its benchmarks.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
          <OrganisationFields form={form} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              <Building2 aria-hidden="true" />
              {create.isPending ? 'Creating...' : 'Create organisation'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
