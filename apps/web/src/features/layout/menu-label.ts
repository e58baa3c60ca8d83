import type { TMenuEntry } from '@crm/contracts/menu';
import { useT } from '../../lib/i18n/use-t.ts';
import { menuKeyOf } from './menu-keys.ts';

/** A menu entry's label in the console's language: `menu.<entry key>`, the contracts' English if none. */
export function useMenuLabel() {
  const t = useT();
  return (entry: Pick<TMenuEntry, 'key' | 'label'>) => t(menuKeyOf(entry.key), { defaultValue: entry.label });
}
