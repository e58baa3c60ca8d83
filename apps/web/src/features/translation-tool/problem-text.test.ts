import { el } from '@crm/contracts/locales/el';
import { checkTranslation, type TMessageKey } from '@crm/contracts/translation-check';
import { describe, expect, it } from 'vitest';
import { translateEnglish } from '../../lib/i18n/english.ts';
import { createTranslator } from '../../lib/i18n/i18next-translator.ts';
import { setTranslator } from '../../lib/i18n/translator.ts';
import { problemText } from './problem-text.ts';

const cases: [TMessageKey, string][] = [
  ['translations.saved', '  '],
  ['translations.saved', 'Αποθηκεύτηκε'],
  ['translations.saved', 'Αποθηκεύτηκε {{key}} {{who}}'],
  ['translations.publishedInfo', 'Έκδοση {{version}} {{extra}}'],
];

/** The tool's check as you type: in English exactly the server's words, in Greek Greek. */
describe('translation problems', () => {
  it('says in English what the server refuses with, byte for byte', () => {
    setTranslator('en', translateEnglish);
    for (const [key, text] of cases) {
      const problem = checkTranslation(key, 'el', text);
      expect(problem, `${key}: ${text}`).not.toBeNull();
      if (problem) expect(problemText(problem, 'el')).toBe(problem.message);
    }
  });

  it('says it in Greek when the console speaks Greek', async () => {
    setTranslator('el', await createTranslator('el', el));
    const problem = checkTranslation('translations.saved', 'el', 'Αποθηκεύτηκε {{who}}');
    expect(problem && problemText(problem, 'el')).toBe(
      'Οι μεταβλητές δεν συμφωνούν με το αγγλικό κείμενο: λείπουν {{key}}· άγνωστες {{who}}',
    );
    setTranslator('en', translateEnglish);
  });
});
