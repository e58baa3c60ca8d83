import { enPermissionLabels } from '@crm/contracts/locales/en/permission-labels';
import { areaTranslate } from '../i18n/use-t.ts';

const t = areaTranslate(enPermissionLabels);
const isKnown = (key: string): key is keyof typeof enPermissionLabels => Object.hasOwn(enPermissionLabels, key);

/**
 * The catalogue's groups (the part of a permission before the dot) as staff read them, in the
 * language of the moment; a group the console does not know yet reads as words ("new_group" →
 * "New group").
 */
export const groupLabel = (group: string): string => {
  const key = `permissionLabels.group.${group}`;
  if (isKnown(key)) return t(key);
  const words = group.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A permission's label and description as staff read them, in the language of the moment; one the
 * console does not know yet (a newer server) keeps the server's English.
 */
export const permissionLabel = (entry: { value: string; label: string }): string => {
  const key = `permissionLabels.label.${entry.value}`;
  return isKnown(key) ? t(key) : entry.label;
};

export const permissionDescription = (entry: { value: string; description: string }): string => {
  const key = `permissionLabels.description.${entry.value}`;
  return isKnown(key) ? t(key) : entry.description;
};
