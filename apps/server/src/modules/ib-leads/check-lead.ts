import { IB_LEAD_FIELDS, type TIbLeadField, type TIbLeadMapping, ZRegisterClientRequest } from '@crm/contracts';
import { COUNTRY_ENTRIES } from '@crm/contracts/country-entries';
import { AppError } from '../../http/app-error.ts';
import { isCountryInScope, type ScopeCaller } from '../../http/data-scope.ts';
import { toE164 } from '../clients/edit-client.ts';

export type LeadValues = Partial<Record<TIbLeadField, string>>;
export type LeadProblem = { field: string; message: string };
/** What a row becomes: its values, and either the lead ready for a client or what is wrong. */
export type CheckedLead = { values: LeadValues; lead: LeadValues; email: string | null; problems: LeadProblem[] };

const byName = new Map(COUNTRY_ENTRIES.map((c) => [c.name.toLowerCase(), c.iso2.toLowerCase()]));

/** A country as IBs write it: the ISO code in any case, or its English name. */
export function countryCodeOf(text: string): string {
  const t = text.trim().toLowerCase();
  return t.length === 2 ? t : (byName.get(t) ?? t);
}

/** The row's values: each mapped cell, or the staff's fix where there is one. */
export function valuesOf(cells: readonly string[], mapping: TIbLeadMapping, fixes: LeadValues): LeadValues {
  const values: LeadValues = {};
  for (const field of IB_LEAD_FIELDS) {
    const column = mapping[field];
    const value = fixes[field] ?? (column === null || column === undefined ? '' : (cells[column] ?? ''));
    if (value.trim() !== '') values[field] = value.trim();
  }
  return values;
}

/**
 * Checks a lead by the very rules of the client app's registration (its request schema, and the
 * phone read for the country and stored as E.164), plus the uploader's country whitelist: a lead
 * from a country the uploader may not see is not imported by them (it would become a client they
 * could neither see nor undo).
 */
export function checkLead(values: LeadValues, caller: ScopeCaller): CheckedLead {
  const country = values.country ? countryCodeOf(values.country) : undefined;
  const parsed = ZRegisterClientRequest.safeParse({ ...values, country });
  const problems: LeadProblem[] = [];
  const lead: LeadValues = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      const missing = values[field as TIbLeadField] === undefined;
      problems.push({ field, message: missing ? 'Required' : issue.message });
    }
  } else {
    const { data } = parsed;
    Object.assign(lead, data);
    if (data.phone) {
      try {
        lead.phone = toE164(data.phone, data.country);
      } catch (error) {
        problems.push({ field: 'phone', message: error instanceof AppError ? error.message : 'Not a phone number' });
      }
    }
    if (!isCountryInScope(caller, data.country))
      problems.push({ field: 'country', message: 'Outside your country whitelist: you cannot import this lead' });
  }
  const email = parsed.success ? parsed.data.email : (values.email?.toLowerCase() ?? null);
  return { values, lead: problems.length === 0 ? lead : {}, email, problems };
}
