import type { TPermission } from './permissions.ts';

/**
 * Spec point 6: the admin role passes everything except what needs explicit permission: the
 * Internals group (all `internal.*`). Scheduled functions are not in that set.
 *
 * Apart from `permissions.ts` (which re-exports it) because the access rule needs it and the console's
 * first load holds the access rule: the permission catalogue, with every label and description, is
 * about 2 KB gzip that the shell never reads.
 */
export const needsExplicitPermission = (permission: TPermission): boolean => permission.startsWith('internal.');
