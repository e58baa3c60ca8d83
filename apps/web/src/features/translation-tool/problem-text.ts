import { LANGUAGE_NAMES, type TLanguage } from '@crm/contracts';
import { enTranslationTool } from '@crm/contracts/locales/en/translation-tool';
import type { TTranslationProblem } from '@crm/contracts/translation-check';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enTranslationTool);
const listOf = (names: string[]) => names.map((p) => `{{${p}}}`).join(', ');

/** The check's problem in the console's language (the server refuses with its English `message`). */
export function problemText(problem: TTranslationProblem, language: TLanguage): string {
  switch (problem.kind) {
    case 'empty':
      return t('translations.problem.empty');
    case 'plural':
      return t('translations.problem.plural', { language: LANGUAGE_NAMES[language], form: problem.form });
    case 'placeholders': {
      const { missing, extra } = problem;
      const parts =
        missing.length > 0 && extra.length > 0
          ? t('translations.problem.both', { missing: listOf(missing), extra: listOf(extra) })
          : missing.length > 0
            ? t('translations.problem.missing', { list: listOf(missing) })
            : t('translations.problem.extra', { list: listOf(extra) });
      return t('translations.problem.placeholders', { parts });
    }
  }
}
