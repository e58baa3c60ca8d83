import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lines up both sides field by field, nested fields by path', () => {
    expect(
      auditDiff(
        { last_name: 'Lopez', active: true, utms: { source: 'fb' }, brands: ['meridian'] },
        { last_name: 'López', active: true, utms: { source: 'google' }, brands: ['meridian', 'northwind'], role: null },
      ),
    ).toEqual([
      { path: 'last_name', before: 'Lopez', after: 'López', change: 'changed' },
      { path: 'active', before: 'true', after: 'true', change: 'same' },
      { path: 'utms.source', before: 'fb', after: 'google', change: 'changed' },
      { path: 'brands.0', before: 'meridian', after: 'meridian', change: 'same' },
      { path: 'brands.1', before: null, after: 'northwind', change: 'added' },
      { path: 'role', before: null, after: 'null', change: 'added' },
    ]);
  });

  it('reads a record with only an after (a creation) or only a before (a deletion)', () => {
    expect(auditDiff(null, { ip: '10.0.0.1' })).toEqual([
      { path: 'ip', before: null, after: '10.0.0.1', change: 'added' },
    ]);
    expect(auditDiff({ reason: 'left' }, null)).toEqual([
      { path: 'reason', before: 'left', after: null, change: 'removed' },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('keeps a bare value and an empty object as one line', () => {
    expect(auditDiff('draft', 'sent')).toEqual([
      { path: '(value)', before: 'draft', after: 'sent', change: 'changed' },
    ]);
    expect(auditDiff({ tags: {} }, { tags: { a: 1 } })).toEqual([
      { path: 'tags', before: '{}', after: null, change: 'removed' },
      { path: 'tags.a', before: null, after: '1', change: 'added' },
    ]);
  });
});
