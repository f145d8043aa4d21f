import { AUDITED_VALUE_FIELDS } from '@readiness/contracts';

type Values = Record<string, unknown>;

/**
 * What an audit row says changed: before and after for the allow-listed fields (role, tier, status, industry…);
 * other changed fields (names, company, job title) by name only, so that the log holds no one's personal details
 * and never a secret (the password hash is not even named).
 */
export function auditChanges(before: Values, after: Values) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const changedFields: string[] = [];
  for (const field of Object.keys(after)) {
    if (field === 'passwordHash' || !(field in before) || before[field] === after[field]) continue;
    if ((AUDITED_VALUE_FIELDS as readonly string[]).includes(field))
      changes[field] = { before: before[field], after: after[field] };
    else changedFields.push(field);
  }
  return { changes, changedFields };
}
