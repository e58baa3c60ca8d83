import { UTM_FIELD_NAMES, UTM_LINK_MESSAGES } from '@crm/contracts';
import type { enTools } from '@crm/contracts/locales/en/tools';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

type TToolsT = TTranslateOf<typeof enTools>;
type TUtmField = keyof typeof UTM_FIELD_NAMES;
const FIELDS = Object.keys(UTM_FIELD_NAMES) as TUtmField[];

/**
 * A UTM link's validation message in the language of `t`: the contract's own messages (tools.ts),
 * which the form's schema and the server's 400 both say in English, matched here; any other
 * (zod's length limits, a server's message) is shown as it comes.
 */
export function utmLinkMessage(message: string | undefined, t: TToolsT): string | undefined {
  if (!message) return message;
  if (message === UTM_LINK_MESSAGES.nameRequired) return t('tools.nameRequired');
  if (message === UTM_LINK_MESSAGES.pathCharacters) return t('tools.pathCharacters');
  if (message === UTM_LINK_MESSAGES.pathOffSite) return t('tools.pathOffSite');
  for (const name of FIELDS) {
    const english = UTM_FIELD_NAMES[name];
    const field = t(`tools.field.${name}`);
    if (message === UTM_LINK_MESSAGES.required(english)) return t('tools.required', { field });
    if (message === UTM_LINK_MESSAGES.utmCharacters(english)) return t('tools.utmCharacters', { field });
  }
  return message;
}
