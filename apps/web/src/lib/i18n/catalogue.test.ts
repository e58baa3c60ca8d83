import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholdersOf } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { MENU, type TMenuEntry } from '@crm/contracts/menu';
import { checkTranslation, isMessageKey } from '@crm/contracts/translation-check';
import { describe, expect, it } from 'vitest';
import { registerEnglish, translateEnglish } from './english.ts';
import { createTranslator } from './i18next-translator.ts';

/**
 * The catalogue's coverage (issue 18): every key the console uses is in English and in Greek,
 * with the same placeholders, and English says exactly what the console said before it was
 * translatable (the menu's labels are the route table's, byte for byte).
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(join(SRC, f), 'utf8') }));

/** `t('a.b')`, `i18n.t('a.b', …)`: the literal keys; `t(\`a.${x}\`)`: the literal prefix. */
function usedKeys() {
  const literal: { file: string; key: string }[] = [];
  const prefixes: { file: string; prefix: string }[] = [];
  for (const { file, text } of sources) {
    for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) if (m[1]) literal.push({ file, key: m[1] });
    for (const m of text.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)) if (m[1]) prefixes.push({ file, prefix: m[1] });
  }
  return { literal, prefixes };
}

/** Every area file beside `en.ts` (`locales/en/<area>.ts`) with what it exports. */
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../../../../packages/contracts/src/locales');
const areaFiles = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.ts'));
async function areasOf(language: 'en' | 'el') {
  return Promise.all(
    areaFiles.map(async (file) => {
      const module = (await import(join(LOCALES, language, file))) as Record<string, Record<string, string>>;
      const exported = Object.values(module);
      return { file, texts: exported.length === 1 ? exported[0] : undefined };
    }),
  );
}

const plural = (key: string) => isMessageKey(`${key}_one`) && isMessageKey(`${key}_other`);

describe('the message catalogue', () => {
  it('finds the keys the console uses (the scan itself works)', () => {
    const { literal, prefixes } = usedKeys();
    expect(literal.length).toBeGreaterThan(100);
    expect(prefixes.map((p) => p.prefix)).toContain('search.key.');
  });

  it('has every key the console uses in English and Greek (plurals as _one and _other)', () => {
    const { literal, prefixes } = usedKeys();
    const missing = literal.filter(({ key }) => !isMessageKey(key) && !plural(key));
    expect(missing).toEqual([]);
    for (const { file, prefix } of prefixes) {
      expect(
        Object.keys(en).some((k) => k.startsWith(prefix)),
        `${file}: ${prefix}…`,
      ).toBe(true);
    }
  });

  it('merges every area into the catalogue, each with its Greek twin of the same keys', async () => {
    expect(areaFiles.length).toBeGreaterThan(1);
    const greek = await areasOf('el');
    for (const { file, texts } of await areasOf('en')) {
      expect(texts, `locales/en/${file} exports one object`).toBeDefined();
      const keys = Object.keys(texts ?? {});
      expect(keys.length, file).toBeGreaterThan(0);
      expect(
        keys.filter((k) => !isMessageKey(k)),
        `locales/en/${file} is spread into en.ts`,
      ).toEqual([]);
      const twin = greek.find((g) => g.file === file)?.texts;
      expect(Object.keys(twin ?? {}).sort(), `locales/el/${file}`).toEqual(keys.sort());
    }
  });

  it('ships Greek complete, each text with the English placeholders and plural forms', () => {
    expect(Object.keys(el).sort()).toEqual(Object.keys(en).sort());
    const refused = Object.entries(el).flatMap(([key, text]) => {
      if (!isMessageKey(key)) return [`${key}: not an English key`];
      const problem = checkTranslation(key, 'el', text);
      return problem ? [`${key}: ${problem.message}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it('keeps a plural form’s placeholders in both of its forms', () => {
    for (const key of Object.keys(en).filter((k) => k.endsWith('_other'))) {
      const one = key.replace(/_other$/, '_one') as keyof typeof en;
      expect(isMessageKey(one), key).toBe(true);
      const other = placeholdersOf(en[key as keyof typeof en]);
      expect(
        placeholdersOf(en[one]).every((p) => other.includes(p)),
        key,
      ).toBe(true);
    }
  });

  it('names every menu entry with the route table’s English label, byte for byte', () => {
    const all = (entries: readonly TMenuEntry[]): TMenuEntry[] => entries.flatMap((e) => [e, ...all(e.children ?? [])]);
    for (const entry of all(MENU)) {
      const key = `menu.${entry.key}`;
      expect(isMessageKey(key), key).toBe(true);
      if (isMessageKey(key)) expect(en[key]).toBe(entry.label);
    }
  });

  it('renders English, plurals and placeholders included', () => {
    expect(translateEnglish('login.waitSeconds', { count: 1 })).toBe('in 1 second');
    expect(translateEnglish('login.waitSeconds', { count: 8 })).toBe('in 8 seconds');
    expect(translateEnglish('shell.viewingAs', { name: 'Ann <Lee>' })).toBe('Viewing CRM as Ann <Lee>');
  });

  it('says in English exactly what i18next says, for every key (the bundled formatter is i18next’s equal)', async () => {
    for (const { texts } of await areasOf('en')) if (texts) registerEnglish(texts);
    const i18next = await createTranslator('en', {});
    const values = (key: string) =>
      Object.fromEntries(
        placeholdersOf(en[key as keyof typeof en]).map((p, i) => [p, p === 'count' ? i + 2 : `<${p}&>`]),
      );
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(translateEnglish(key, values(key)), key).toBe(i18next(key, values(key)));
    }
    for (const count of [0, 1, 2, 17]) {
      expect(translateEnglish('translations.imported', { count })).toBe(i18next('translations.imported', { count }));
    }
  });

  it('speaks Greek through i18next, with Greek plurals, and English for a key Greek lacks', async () => {
    const greek = await createTranslator('el', el);
    expect(greek('login.waitSeconds', { count: 1 })).toBe('σε 1 δευτερόλεπτο');
    expect(greek('login.waitSeconds', { count: 5 })).toBe('σε 5 δευτερόλεπτα');
    expect(greek('menu.dashboard')).toBe(el['menu.dashboard']);
    const partial = await createTranslator('el', { 'menu.clients': 'Πελάτες' });
    expect(partial('menu.dashboard')).toBe('Dashboard');
  });
});
