import { AppError } from '../../http/app-error.ts';

/**
 * i18next's JSON as flat `key → text`: nested objects join their keys with a dot (i18next's key
 * separator), flat keys stay as they are. Anything but strings and objects is refused (273).
 */
export function flattenI18next(json: Record<string, unknown>, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(json)) {
    const key = prefix + name;
    if (typeof value === 'string') flat.set(key, value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flattenI18next(value as Record<string, unknown>, `${key}.`)) flat.set(k, v);
    } else {
      throw new AppError(
        'translationInvalid',
        `“${key}” is not a text: i18next JSON holds strings (or objects of them)`,
        {
          details: [{ path: key, message: 'Not a text' }],
        },
      );
    }
  }
  return flat;
}
