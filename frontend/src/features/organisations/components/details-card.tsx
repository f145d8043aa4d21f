import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
} from '@readiness/contracts/assessment';
import {
  ZCreateOrganisationRequest,
  type TOrganisation,
  type TUpdateOrganisationRequest,
} from '@readiness/contracts/organisations';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useUpdateOrganisation } from '../api.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';

type Values = { name: string; industry: string; companySize: string };

const messageFor = (field: string) =>
  field === 'name'
    ? 'Enter a name (at most 120 characters).'
    : field === 'industry'
      ? 'Choose an industry.'
      : 'Choose a company size.';

/**
 * The organisation's name, industry and size, changed by an owner or admin (PATCH /api/organisations/:id sends
 * only what changed). The industry and size set the organisation's benchmark cohort.
 */
export function DetailsCard({ organisation }: { organisation: TOrganisation }) {
  const update = useUpdateOrganisation(organisation.id);
  const saved: Values = {
    name: organisation.name,
    industry: organisation.industry,
    companySize: organisation.companySize,
  };
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changed = (Object.keys(saved) as (keyof Values)[]).filter((key) => values[key].trim() !== saved[key]);
  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCreateOrganisationRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), messageFor(String(issue.path[0]))]),
        ),
      );
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (changed.length === 0) return;
    setFailure(null);
    const body = Object.fromEntries(
      changed.map((key) => [key, parsed.data[key]]),
    ) as TUpdateOrganisationRequest;
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
          <div className="sm:col-span-2">
            <Field label="Organisation name" error={errors.name}>
              {(c) => (
                <Input
                  {...c}
                  autoComplete="organization"
                  maxLength={120}
                  value={values.name}
                  onChange={(e) => set('name', e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field label="Industry" error={errors.industry}>
            {(c) => (
              <NativeSelect {...c} value={values.industry} onChange={(e) => set('industry', e.target.value)}>
                {(INDUSTRIES as readonly string[]).includes(values.industry) ? null : (
                  <option value={values.industry}>{values.industry || 'Choose an industry'}</option>
                )}
                {INDUSTRIES.map((industry) => (
                  <option key={industry} value={industry}>
                    {INDUSTRY_LABELS[industry]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Company size" error={errors.companySize}>
            {(c) => (
              <NativeSelect
                {...c}
                value={values.companySize}
                onChange={(e) => set('companySize', e.target.value)}
              >
                {(COMPANY_SIZES as readonly string[]).includes(values.companySize) ? null : (
                  <option value={values.companySize}>{values.companySize || 'Choose a size'}</option>
                )}
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {COMPANY_SIZE_LABELS[size]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {failure ? (
            <div className="sm:col-span-2">
              <Alert variant="destructive" role="alert">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            </div>
          ) : null}
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
