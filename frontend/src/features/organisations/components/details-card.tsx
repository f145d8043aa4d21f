import type { FormEvent } from 'react';
import { toast } from 'sonner';
import type { TOrganisation, TUpdateOrganisationRequest } from '@readiness/contracts/organisations';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useUpdateOrganisation } from '../api.ts';
import { OrganisationFields, useOrganisationForm, type OrganisationValues } from './organisation-fields.tsx';

/**
 * The organisation's name, industry and size, changed by an owner or admin (PATCH /api/organisations/:id sends
 * only what changed). The industry and size set the organisation's benchmark cohort.
 */
export function DetailsCard({ organisation }: { organisation: TOrganisation }) {
  const update = useUpdateOrganisation(organisation.id);
  const saved: OrganisationValues = {
    name: organisation.name,
    industry: organisation.industry,
    companySize: organisation.companySize,
  };
  const form = useOrganisationForm(saved);
  const { values, setValues, setFailure } = form;
  const changed = (Object.keys(saved) as (keyof OrganisationValues)[]).filter(
    (key) => values[key].trim() !== saved[key],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = form.check(event);
    if (!parsed) return;
    if (changed.length === 0) return;
    setFailure(null);
    const body = Object.fromEntries(changed.map((key) => [key, parsed[key]])) as TUpdateOrganisationRequest;
    update.mutate(body, {
      onSuccess: (updated) => {
        setValues({ name: updated.name, industry: updated.industry, companySize: updated.companySize });
        toast.success('Organisation updated', { description: updated.name });
      },
      onError: (error) => setFailure(error.message),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
        <CardDescription>Its industry and size set the organisation’s benchmarks.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          aria-label="Organisation details"
          className="grid items-start gap-4 sm:grid-cols-2"
        >
          <OrganisationFields form={form} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending || changed.length === 0}>
              {update.isPending ? 'Saving...' : 'Save details'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
