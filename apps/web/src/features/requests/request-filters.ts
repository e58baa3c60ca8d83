import type { TRequestStatus, TRequestType } from '@crm/contracts';
import { parseFilters, serializeFilters } from '@crm/contracts/filters';

/**
 * What the requests lists filter on, as the console's controls hold it, and `rest`: any other
 * filter a link brought (`createdAt[gte]:…`, `status[ne]:…`), kept as it came.
 */
export type RequestFilterChoice = { request_type?: readonly string[]; status?: readonly string[]; rest?: string };

const CONTROLLED = (f: { field: string; operator: string }) =>
  f.operator === 'eq' && (f.field === 'request_type' || f.field === 'status');

/**
 * The `filters` parameter of `GET /dashboard/users/requests` (spec points 5 and 7) for a choice:
 * each non-empty list is one `eq` filter, so `{ request_type: ['deleteAccount'] }` is the
 * delete-account sub-list's `request_type[eq]:deleteAccount`. Null when nothing is chosen.
 */
export function requestFilters(choice: RequestFilterChoice): string | null {
  const parts = (['request_type', 'status'] as const)
    .filter((field) => (choice[field]?.length ?? 0) > 0)
    .map((field) => ({ field, operator: 'eq', values: choice[field] ?? [], inputType: 'select', type: 'string' }));
  return [serializeFilters(parts), choice.rest].filter(Boolean).join(',') || null;
}

/** The choice a `filters` parameter holds (its `eq` filters); a malformed one reads as no choice. */
export function readRequestFilters(text: string | null): {
  request_type: TRequestType[];
  status: TRequestStatus[];
  rest: string;
} {
  try {
    const parsed = parseFilters(text);
    const values = (field: string) => parsed.find((f) => CONTROLLED(f) && f.field === field)?.values ?? [];
    const others = parsed.filter((f) => !CONTROLLED(f)).map((f) => ({ ...f, inputType: 'text', type: 'string' }));
    return {
      request_type: values('request_type') as TRequestType[],
      status: values('status') as TRequestStatus[],
      rest: serializeFilters(others),
    };
  } catch {
    return { request_type: [], status: [], rest: '' };
  }
}
