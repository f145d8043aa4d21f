import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  type TCompanySize,
  type TIndustry,
} from '@readiness/contracts/assessment';
import { SelectField } from './ui/select-field.tsx';
import { InputField } from './ui/input-field.tsx';

/** A profile as its form edits it: an industry or size the product does not know (any more) reads as not given. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  industry: TIndustry | '';
  companySize: TCompanySize | '';
}

const known = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

export const profileValuesOf = (
  user: Omit<ProfileValues, 'industry' | 'companySize'> & {
    industry: string;
    companySize: string;
  },
): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  company: user.company,
  jobTitle: user.jobTitle,
  industry: known(INDUSTRIES, user.industry),
  companySize: known(COMPANY_SIZES, user.companySize),
});

const TEXT_FIELDS = [
  { key: 'firstName', label: 'First name', optional: false, autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', optional: false, autoComplete: 'family-name' },
  { key: 'company', label: 'Company', optional: true, autoComplete: 'organization' },
  { key: 'jobTitle', label: 'Job title', optional: true, autoComplete: 'organization-title' },
] as const;

/**
 * The six profile fields (names, company, job title, industry, size) of /settings and the admin's edit-user
 * dialog, for a two-column grid. `ownProfile` turns on the browser's autofill, which is wrong when an admin edits
 * someone else.
 */
export function ProfileFields<V extends ProfileValues>({
  values,
  errors,
  onChange,
  ownProfile = false,
}: {
  values: V;
  errors: Partial<Record<keyof ProfileValues, string>>;
  onChange: <K extends keyof ProfileValues>(key: K, value: V[K]) => void;
  ownProfile?: boolean;
}) {
  return (
    <>
      {TEXT_FIELDS.map(({ key, label, optional, autoComplete }) => (
        <InputField
          key={key}
          label={label}
          optional={optional}
          error={errors[key]}
          autoComplete={ownProfile ? autoComplete : 'off'}
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value as V[typeof key])}
        />
      ))}
      <SelectField
        label="Industry"
        optional
        error={errors.industry}
        value={values.industry}
        onValueChange={(value) => onChange('industry', value)}
        options={INDUSTRIES}
        labelOf={(value) => INDUSTRY_LABELS[value]}
        empty="Not given"
      />
      <SelectField
        label="Company size"
        optional
        error={errors.companySize}
        value={values.companySize}
        onValueChange={(value) => onChange('companySize', value)}
        options={COMPANY_SIZES}
        labelOf={(value) => COMPANY_SIZE_LABELS[value]}
        empty="Not given"
      />
    </>
  );
}
