import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('records values of allow-listed fields, names the others, and skips what did not change', () => {
    const before = { role: 'user', isActive: true, firstName: 'Ada', company: 'X', industry: '' };
    const after = { role: 'admin', isActive: true, firstName: 'Grace', company: 'X', industry: 'retail' };
    expect(auditChanges(before, after)).toEqual({
      changes: { role: { before: 'user', after: 'admin' }, industry: { before: '', after: 'retail' } },
      changedFields: ['firstName'],
    });
  });

  it('never mentions the password hash', () => {
    expect(auditChanges({ passwordHash: 'a' }, { passwordHash: 'b' })).toEqual({
      changes: {},
      changedFields: [],
    });
  });
});
