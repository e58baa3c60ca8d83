/**
 * A person's name reduced to what identifies it: accents removed (NFKD), letters and digits only,
 * lower case, words sorted, so "SMITH, John" and "john smith" or "Zoë Ödman" and "Zoe Odman" are
 * one name. Banks print holders in many forms; this is the comparison staff would make by eye.
 */
export function normalisedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .sort()
    .join(' ');
}

/** True when the account holder is the client, by the normalised comparison. */
export const holderIsClient = (holder: string, client: { firstName: string; lastName: string }): boolean =>
  normalisedName(holder) === normalisedName(`${client.firstName} ${client.lastName}`) && normalisedName(holder) !== '';
