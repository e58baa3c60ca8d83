import { ZArticleSlug } from '@crm/contracts';
import { describe, expect, it } from 'vitest';
import { slugOf } from './slug-of.ts';

describe('slugOf', () => {
  it('proposes an address the server accepts', () => {
    for (const [title, slug] of [
      ['Gold: the week ahead', 'gold-the-week-ahead'],
      ['  EUR/USD after the ECB!  ', 'eur-usd-after-the-ecb'],
      ['Café crème — déjà vu', 'cafe-creme-deja-vu'],
    ] as const) {
      expect(slugOf(title)).toBe(slug);
      expect(ZArticleSlug.safeParse(slugOf(title)).success).toBe(true);
    }
  });

  it('leaves nothing for a title without Latin letters or digits, and never ends on a hyphen when cut', () => {
    expect(slugOf('Χρυσός')).toBe('');
    const long = slugOf(`${'a'.repeat(119)} b`);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('-')).toBe(false);
  });
});
