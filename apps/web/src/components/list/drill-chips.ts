import { COUNTRY_LABELS } from '@crm/contracts/country-labels';
import { NO_SALES_AGENT } from '@crm/contracts/sales-agents';
import { PLATFORM_LABELS } from '../report/report-filters.ts';

/** One URL parameter that narrows a list, as a chip says it ("Country: Cyprus, Greece"). */
export type DrillChip = { param: string; label: string };

const COUNTRY_NAMES = new Map(COUNTRY_LABELS.map((c) => [c.iso2.toLowerCase(), c.name]));
const UTM_NAMES: Record<string, string> = { source: 'source', medium: 'medium', campaign: 'campaign' };

const list = (value: string) => value.split(',').filter(Boolean);

/**
 * The chips of the parameters a report's figure adds to a list (country, sales agent, platform,
 * UTM tags), for those present in `get`. `agentName` names an agent's id (the console may not be
 * allowed to list the agents: then a short id stands in).
 */
export function drillChips(get: (param: string) => string | null, agentName: (id: string) => string | undefined) {
  const chips: DrillChip[] = [];
  const add = (param: string, label: (value: string) => string) => {
    const value = get(param);
    if (value) chips.push({ param, label: label(value) });
  };
  add(
    'country',
    (v) =>
      `Country: ${list(v)
        .map((c) => COUNTRY_NAMES.get(c.toLowerCase()) ?? c.toUpperCase())
        .join(', ')}`,
  );
  add(
    'sales_agent',
    (v) =>
      `Sales agent: ${list(v)
        .map((a) => (a === NO_SALES_AGENT ? 'no sales agent' : (agentName(a) ?? `${a.slice(0, 8)}…`)))
        .join(', ')}`,
  );
  add(
    'platform',
    (v) =>
      `Platform: ${list(v)
        .map((p) => PLATFORM_LABELS[p as keyof typeof PLATFORM_LABELS] ?? p)
        .join(', ')}`,
  );
  add('utm_source', (v) => `UTM source: ${v}`);
  add('utm_medium', (v) => `UTM medium: ${v}`);
  add('utm_campaign', (v) => `UTM campaign: ${v}`);
  add(
    'no_utm',
    (v) =>
      `No UTM ${list(v)
        .map((k) => UTM_NAMES[k] ?? k)
        .join(', ')}`,
  );
  return chips;
}
