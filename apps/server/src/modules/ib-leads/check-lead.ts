import {
  IB_LEAD_FIELDS,
  type TIbLeadField,
  type TIbLeadMapping,
  type TIbLeadProblem,
  type TIbLeadProblemWhy,
  ZRegisterClientRequest,
} from '@crm/contracts';
import { COUNTRY_ENTRIES } from '@crm/contracts/country-entries';
import { problemWords, sayEnglish } from '@crm/contracts/ib-lead-words';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { isCountryInScope, type ScopeCaller } from '../../http/data-scope.ts';
import { toE164 } from '../clients/edit-client.ts';

export type LeadValues = Partial<Record<TIbLeadField, string>>;
export type LeadProblem = TIbLeadProblem;
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

/** A problem in the words of its code, which are the console's English. */
const coded = (field: string, why: TIbLeadProblemWhy): LeadProblem => ({
  field,
  message: problemWords(sayEnglish, { field, message: '', why }),
  why,
});

/**
 * A problem the check found in other words (the registration schema's, the phone reader's): it gets
 * the code that says the same, word for word, in the console's English; with no such code it keeps
 * its words alone (the console shows them as they are).
 */
function worded(field: string, message: string, guess: TIbLeadProblemWhy | null): LeadProblem {
  const problem = guess ? coded(field, guess) : null;
  return problem && problem.message === message ? problem : { field, message };
}

/** The code a registration schema's issue may be (`worded` keeps it only if its words are the issue's). */
function guessOf(field: string, issue: z.core.$ZodIssue): TIbLeadProblemWhy | null {
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'invalidEmail' };
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return { code: 'tooShort', min: issue.minimum };
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { code: 'tooLong', max: issue.maximum };
  if (issue.code === 'custom') return field === 'country' ? { code: 'unknownCountry' } : { code: 'controlCharacters' };
  return null;
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
      problems.push(missing ? coded(field, { code: 'required' }) : worded(field, issue.message, guessOf(field, issue)));
    }
  } else {
    const { data } = parsed;
    Object.assign(lead, data);
    if (data.phone) {
      try {
        lead.phone = toE164(data.phone, data.country);
      } catch (error) {
        const guess: TIbLeadProblemWhy = {
          code: 'invalidPhone',
          phone: data.phone,
          country: data.country.toUpperCase(),
        };
        problems.push(worded('phone', error instanceof AppError ? error.message : 'Not a phone number', guess));
      }
    }
    if (!isCountryInScope(caller, data.country)) problems.push(coded('country', { code: 'outsideWhitelist' }));
  }
  const email = parsed.success ? parsed.data.email : (values.email?.toLowerCase() ?? null);
  return { values, lead: problems.length === 0 ? lead : {}, email, problems };
}
