import { describe, expect, it } from 'vitest';
import { ZScheduleForm } from './schedule-form-schema.ts';

describe('the schedule form', () => {
  it('sends the local time typed as the instant it names', () => {
    expect(ZScheduleForm.parse({ publishAt: '2030-12-31T18:45' }).publishAt).toBe(
      new Date(2030, 11, 31, 18, 45).toISOString(),
    );
  });

  it('asks for a time when the field is empty or half-typed', () => {
    expect(ZScheduleForm.safeParse({ publishAt: '' }).error?.issues[0]).toMatchObject({
      path: ['publishAt'],
      message: 'Choose the date and time to publish at',
    });
  });
});
