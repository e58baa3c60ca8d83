import type { TRequestStatus, TRequestType } from '@crm/contracts';
import { parseFilters, serializeFilters } from '@crm/contracts/filters';

/** What the requests lists filter on, as the console's controls hold it. */
export type RequestFilterChoice = { request_type?: readonly string[]; status?: readonly string[] };

/**
 * The `filters` parameter of `GET /dashboard/users/requests` (spec points 5 and 7) for a choice:
 * each non-empty list is one `eq` filter, so `{ request_type: ['deleteAccount'] }` is the
 * delete-account sub-list's `request_type[eq]:deleteAccount`. Null when nothing is chosen.
 */
export function requestFilters(choice: RequestFilterChoice): string | null {
  const parts = (['request_type', 'status'] as const)
    .filter((field) => (choice[field]?.length ?? 0) > 0)
    .map((field) => ({ field, operator: 'eq', values: choice[field] ?? [], inputType: 'select', type: 'string' }));
  return serializeFilters(parts) || null;
}

/** The choice a `filters` parameter holds (its `eq` filters); a malformed one reads as no choice. */
export function readRequestFilters(text: string | null): { request_type: TRequestType[]; status: TRequestStatus[] } {
  try {
    const parsed = parseFilters(text);
    const values = (field: string) => parsed.find((f) => f.field === field && f.operator === 'eq')?.values ?? [];
    return {
      request_type: values('request_type') as TRequestType[],
      status: values('status') as TRequestStatus[],
    };
  } catch {
    return { request_type: [], status: [] };
  }
}
