import { createHash } from 'node:crypto';
import type { TLanguage } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import type { TMessageKey } from '@crm/contracts/translation-check';

/**
 * The texts shipped in the repository, by language: English (the source) and the translations the
 * console is built with. The tool's drafts and publications are laid over these.
 */
export const SHIPPED: Record<TLanguage, Partial<Record<TMessageKey, string>>> = { en, el };

/** The hash a translation keeps of the English it was made from: a later change makes it outdated. */
export const hashSource = (text: string) => createHash('sha256').update(text).digest('hex');

const SOURCE_HASHES = new Map<string, string>(Object.entries(en).map(([k, v]) => [k, hashSource(v)]));

export const sourceHashOf = (key: TMessageKey): string => SOURCE_HASHES.get(key) ?? hashSource(en[key]);
