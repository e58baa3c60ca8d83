import { RIBBON_LANGUAGES, RIBBON_STATUSES, RIBBON_STYLES } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { describe, expect, it } from 'vitest';

/** Keys made from the contracts' values (`ribbons.statuses.${status}`): every value has its words in both languages. */
describe('the ribbons’ words for the contracts’ values', () => {
  const keys = [
    ...RIBBON_STATUSES.flatMap((s) => [`ribbons.statuses.${s}`, `ribbons.audience.state.${s}`]),
    ...RIBBON_STYLES.map((s) => `ribbons.styles.${s}`),
    ...RIBBON_LANGUAGES.map((l) => `ribbons.languages.${l}`),
  ];

  it('has English and Greek for every status, style and client-app language', () => {
    const english: Record<string, string> = enRibbons;
    const greek: Record<string, string> = el;
    expect(keys.filter((k) => !english[k] || !greek[k])).toEqual([]);
  });

  it('says in English what the console said before (a status as a pill, and in the audience sentence)', () => {
    expect(enRibbons['ribbons.statuses.awaiting_approval']).toBe('Awaiting approval');
    expect(enRibbons['ribbons.audience.state.awaiting_approval']).toBe('awaiting approval');
    expect(enRibbons['ribbons.styles.promo']).toBe('Promotion');
  });
});
