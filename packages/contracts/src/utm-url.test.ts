import { describe, expect, it } from 'vitest';
import { ZCreateUtmLink } from './tools.ts';
import { utmUrlOf } from './utm-url.ts';

const LANDING = 'https://www.meridian-markets.example/';
const base = { name: 'x', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' };

describe('UTM links', () => {
  it('puts the parameters in their usual order on the landing site, leaving out empty ones', () => {
    const link = ZCreateUtmLink.parse({ ...base, path: '/open-account', utm_content: 'banner.a', utm_term: '' });
    expect(utmUrlOf(LANDING, link)).toBe(
      'https://www.meridian-markets.example/open-account?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=banner.a',
    );
    expect(utmUrlOf(LANDING, ZCreateUtmLink.parse(base))).toBe(
      'https://www.meridian-markets.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring',
    );
  });

  it('never builds a link to another host, whatever the path says', () => {
    for (const path of ['//evil.example/', 'https://evil.example/', '/a?b=c', '/a#b', '/ a'])
      expect(ZCreateUtmLink.safeParse({ ...base, path }).success, path).toBe(false);
    expect(() => utmUrlOf(LANDING, { ...base, path: '//evil.example/' })).toThrow();
  });

  it('refuses values the UTM report would count apart (capitals, spaces)', () => {
    for (const utm_source of ['Google', 'google ads', 'google/ads', ''])
      expect(ZCreateUtmLink.safeParse({ ...base, utm_source }).success, utm_source).toBe(false);
  });
});
