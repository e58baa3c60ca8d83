import { serializeFilters, type TFilterInput } from '@crm/contracts/filters';
import type { Drill } from '../../components/report/report-table.tsx';

type Cohort = { from: string; to: string; countries: readonly string[]; agent: string | null };

const filter = (field: string, operator: string, values: string[], type: string): TFilterInput => ({
  field,
  operator,
  values,
  type,
  inputType: type === 'date' ? 'date' : 'select',
});

/**
 * The clients behind a registration-cohort figure: the clients list filtered to the registration
 * days (reporting days on both sides: the list's from_date/to_date are reporting days too) and
 * the countries, and to KYC-approved clients for the verified figure. The list has no filter by
 * UTM nor by sales agent (client-filters.ts), so only a figure over every source can open its
 * rows, and none while a sales agent is chosen: a link whose list counts something else is worse
 * than none.
 */
export function registrationsDrill(cohort: Cohort, verified: boolean, label: string): Drill | null {
  if (cohort.agent) return null;
  const filters = [
    filter('from_date', 'gte', [cohort.from], 'date'),
    filter('to_date', 'lte', [cohort.to], 'date'),
    ...(cohort.countries.length > 0 ? [filter('country', 'eq', [...cohort.countries], 'string')] : []),
    ...(verified ? [filter('kyc_approved', 'eq', ['true'], 'boolean')] : []),
  ];
  return { to: '/clients', query: { filters: serializeFilters(filters) }, label };
}
