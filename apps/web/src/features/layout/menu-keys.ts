import type { en } from '@crm/contracts/locales/en';

type MenuKey = Extract<keyof typeof en, `menu.${string}`>;

/**
 * The catalogue key of a menu entry. The menu's English labels live in the contracts (the route
 * table); their keys are `menu.<entry key>`, and a unit test holds the catalogue to every entry.
 */
export const menuKeyOf = (entryKey: string) => `menu.${entryKey}` as MenuKey;
