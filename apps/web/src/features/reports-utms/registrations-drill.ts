import { serializeFilters, type TFilterInput } from '@crm/contracts/filters';
import type { Drill } from '../../components/report/report-table.tsx';

/**
 * A UTM tag of a cohort: a value, `null` for the clients who came without one (the reports' null
 * group) or absent for any.
 */
export type CohortUtm = Partial<Record<'source' | 'medium' | 'campaign', string | null>>;

type Cohort = {
  from: string;
  to: string;
  countries: readonly string[];
  /** The report's agent filter; a breakdown's group without an agent is `none` (NO_SALES_AGENT). */
  agent: string | null;
  utm?: CohortUtm;
};

const filter = (field: string, operator: string, values: string[], type: string): TFilterInput => ({
  field,
  operator,
  values,
  type,
  inputType: type === 'date' ? 'date' : 'select',
});

const UTM_KEYS = ['source', 'medium', 'campaign'] as const;

/**
 * The clients behind a registration-cohort figure: the clients list filtered to the registration
 * days (reporting days on both sides: the list's from_date/to_date are reporting days too) and the
 * countries (spec point 9's filters), to KYC-approved clients for the verified figure, and with
 * the list's drill parameters to the agent and the UTM tags (`no_utm` for a tag the clients came
 * without), as the client facts group them.
 */
export function registrationsDrill(cohort: Cohort, verified: boolean, label: string): Drill {
  const filters = [
    filter('from_date', 'gte', [cohort.from], 'date'),
    filter('to_date', 'lte', [cohort.to], 'date'),
    ...(cohort.countries.length > 0 ? [filter('country', 'eq', [...cohort.countries], 'string')] : []),
    ...(verified ? [filter('kyc_approved', 'eq', ['true'], 'boolean')] : []),
  ];
  const utm = cohort.utm ?? {};
  return {
    to: '/clients',
    query: {
      filters: serializeFilters(filters),
      sales_agent: cohort.agent,
      utm_source: utm.source,
      utm_medium: utm.medium,
      utm_campaign: utm.campaign,
      no_utm: UTM_KEYS.filter((k) => utm[k] === null),
    },
    label,
  };
}
