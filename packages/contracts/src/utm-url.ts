import type { TCreateUtmLink } from './tools.ts';

/**
 * The WHATWG URL class, global in browsers and in Node alike; the contracts compile with neither's
 * types, so this module names the little of it that it uses.
 */
type UrlLike = { origin: string; searchParams: { set(name: string, value: string): void }; toString(): string };
declare const URL: new (input: string, base?: string | UrlLike) => UrlLike;

/** The UTM parameters in the order analytics tools write them; absent ones are left out. */
const PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** What a link is built from: the checked fields of the builder's form (optional ones may be absent). */
export type TUtmLinkParts = Pick<TCreateUtmLink, 'path' | 'utm_source' | 'utm_medium' | 'utm_campaign'> &
  Partial<Pick<TCreateUtmLink, 'utm_term' | 'utm_content'>>;

/**
 * The link a UTM builder entry stands for: the path on the brand's landing site with the UTM
 * parameters, encoded by the WHATWG URL API (never by string joining). The server keeps it and the
 * console previews it with this one function. The path is checked by the contract to stay on the
 * landing host; this makes sure of it once more.
 */
export function utmUrlOf(landingUrl: string, link: TUtmLinkParts): string {
  const landing = new URL(landingUrl);
  const url = new URL(link.path, landing);
  if (url.origin !== landing.origin) throw new Error('A UTM link must stay on the brand landing site');
  for (const name of PARAMETERS) {
    const value = link[name];
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}
