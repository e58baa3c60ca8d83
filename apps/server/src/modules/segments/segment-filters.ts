import { AppError } from '../../http/app-error.ts';
import { filtersToSql } from '../clients/filters-to-sql.ts';

/**
 * Checks a segment's filter text with the clients list's own parser (the grammar, the catalogue's
 * fields and operators, each field's values), so a segment saves only what the list would accept.
 * The list names its parameter `query.filters`; here the field at fault is the body's `filters`.
 */
export function checkSegmentFilters(filters: string): void {
  try {
    filtersToSql(filters);
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error;
    throw new AppError(error.codeName, error.message, {
      details: error.details.map((d) => (d.path === 'query.filters' ? { ...d, path: 'filters' } : d)),
    });
  }
}
