import { describe, expect, it } from 'vitest';
import { ZDeleteSegmentForm, ZSegmentForm } from './segment-form-schemas.ts';

describe('the segment forms', () => {
  it('refuse a missing name or reason in the console’s words (English as before)', () => {
    const segment = ZSegmentForm.safeParse({ name: ' ', filters: '' });
    expect(segment.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'A segment needs a name'],
    ]);
    const deletion = ZDeleteSegmentForm.safeParse({ reason: '' });
    expect(deletion.error?.issues.map((i) => i.message)).toEqual(['Say why the segment is deleted']);
  });

  it('hand over the contracts’ body, filters as the clients list’s text', () => {
    expect(ZSegmentForm.parse({ name: ' VIP ', filters: '' })).toEqual({ name: 'VIP', filters: '' });
    expect(ZDeleteSegmentForm.parse({ reason: 'Duplicate' })).toEqual({ reason: 'Duplicate' });
  });
});
