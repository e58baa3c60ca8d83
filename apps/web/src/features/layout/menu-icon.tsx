import { Circle } from 'lucide-react';
import { MENU_ICONS } from './menu-icons.ts';

/** The entry's icon; a plain dot for a key without one, so a new entry never shows a letter or nothing. */
export function MenuIcon({ entryKey }: { entryKey: string }) {
  const Glyph = MENU_ICONS[entryKey] ?? Circle;
  return <Glyph className="menu-icon" size={18} aria-hidden="true" />;
}
