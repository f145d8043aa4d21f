import { useState, type FormEvent } from 'react';
import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
} from '@readiness/contracts/assessment';
import type { z } from 'zod';
import { ZCreateOrganisationRequest } from '@readiness/contracts/organisations';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';

/** An organisation's name, industry and size as typed and chosen: strings until the form is checked. */
export type OrganisationValues = { name: string; industry: string; companySize: string };

const messageFor = (field: string) =>
  field === 'name'
    ? 'Enter a name (at most 120 characters).'
    : field === 'industry'
      ? 'Choose an industry.'
      : 'Choose a company size.';

/**
 * The state of a form of an organisation's details (creating one, or changing its details): the values, each
 * field's message, and the failure the server answered. `check` parses the values on submit, or shows each
 * field's message, focuses the first wrong field and gives null.
 */
export function useOrganisationForm(initial: OrganisationValues) {
  const [values, setValues] = useState<OrganisationValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof OrganisationValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const check = (event: FormEvent<HTMLFormElement>): z.output<typeof ZCreateOrganisationRequest> | null => {
    const parsed = ZCreateOrganisationRequest.safeParse(values);
    if (parsed.success) return parsed.data;
    setErrors(
      Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), messageFor(String(issue.path[0]))]),
      ),
    );
    focusFirstInvalid(event.currentTarget);
    return null;
  };
  return { values, setValues, errors, set, check, failure, setFailure };
}

/**
 * The name, industry and size fields, and the server's failure under them, for a two-column form grid. A select
 * offers "Choose…" only while nothing it lists is chosen.
 */
export function OrganisationFields({
  form,
}: {
  form: Pick<ReturnType<typeof useOrganisationForm>, 'values' | 'errors' | 'set' | 'failure'>;
}) {
  const { values, errors, set, failure } = form;
  return (
    <>
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
    </>
  );
}
