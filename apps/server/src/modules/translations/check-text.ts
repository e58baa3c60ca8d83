import { SOURCE_LANGUAGE, type TLanguage } from '@crm/contracts';
import { checkTranslation, isMessageKey, type TMessageKey } from '@crm/contracts/translation-check';
import { AppError } from '../../http/app-error.ts';

/** A refusal of one text, at its key: the tool shows the message beside the field. */
export type TextRefusal = {
  codeName: 'translationKeyUnknown' | 'translationPlaceholders' | 'translationPlural';
  key: string;
  message: string;
};

/** Why `text` cannot stand for `key` in `language`, or null: the same checks the tool makes as you type. */
export function refusalOf(key: string, language: TLanguage, text: string): TextRefusal | null {
  if (!isMessageKey(key) || language === SOURCE_LANGUAGE) {
    const message =
      language === SOURCE_LANGUAGE
        ? 'English is the source language: its texts change in the repository, not here'
        : `The console has no message “${key}”`;
    return { codeName: 'translationKeyUnknown', key, message };
  }
  const problem = checkTranslation(key as TMessageKey, language, text);
  if (!problem) return null;
  return {
    codeName: problem.kind === 'placeholders' ? 'translationPlaceholders' : 'translationPlural',
    key,
    message: problem.message,
  };
}

/** One error for one or more refusals: the first one's code, every refusal as a detail by key. */
export function refusalError(refusals: readonly TextRefusal[], field: (r: TextRefusal) => string): AppError {
  const [first] = refusals;
  if (!first) throw new Error('refusalError needs a refusal');
  const more = refusals.length > 1 ? ` (and ${refusals.length - 1} more)` : '';
  return new AppError(first.codeName, `${first.key}: ${first.message}${more}`, {
    details: refusals.slice(0, 50).map((r) => ({ path: field(r), message: r.message })),
  });
}
