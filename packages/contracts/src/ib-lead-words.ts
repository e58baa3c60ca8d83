import {
  IB_LEAD_FIELDS,
  type TIbLeadMatch,
  type TIbLeadProblem,
  type TIbLeadRow,
  type TIbLeadSkipWhy,
} from './ib-leads.ts';
import { enIbLeads } from './locales/en/ib-leads.ts';

/**
 * The words of an IB lead row's problems and skip reason, made from their codes by a `say` of the
 * `ibLeads` area: the console's `t` (its language), or `sayEnglish` (the server's English texts,
 * so the API's `message` and `skip_reason` are the console's English byte for byte).
 */
export type TIbLeadsKey = keyof typeof enIbLeads;
export type TIbLeadsSay = (key: TIbLeadsKey, values?: Record<string, string | number>) => string;

/** The `ibLeads` area's English with its `{{placeholders}}` filled, as the console's English renders it. */
export const sayEnglish: TIbLeadsSay = (key, values) =>
  enIbLeads[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values && values[name] !== undefined ? String(values[name]) : whole,
  );

const isField = (field: string): field is (typeof IB_LEAD_FIELDS)[number] =>
  (IB_LEAD_FIELDS as readonly string[]).includes(field);

/** What is wrong with the field; a problem without a code (checked before the codes) says its stored text. */
export function problemWords(say: TIbLeadsSay, problem: TIbLeadProblem): string {
  const why = problem.why;
  if (!why) return problem.message;
  switch (why.code) {
    case 'tooShort':
      return say('ibLeads.problem.tooShort', { min: why.min });
    case 'tooLong':
      return say('ibLeads.problem.tooLong', { max: why.max });
    case 'invalidPhone':
      return say('ibLeads.problem.invalidPhone', { phone: why.phone, country: why.country });
    default:
      return say(`ibLeads.problem.${why.code}`);
  }
}

/** "email: Invalid email address", each problem so and joined by "; ", as the preview shows them. */
export function problemsWords(say: TIbLeadsSay, problems: readonly TIbLeadProblem[]): string {
  return problems
    .map((p) => {
      const field = p.why && isField(p.field) ? say(`ibLeads.problemField.${p.field}`) : p.field;
      return say('ibLeads.problemLine', { field, problem: problemWords(say, p) });
    })
    .join('; ');
}

/** What matched: e-mail, phone, or both (the server lists e-mail first). */
export function matchWords(say: TIbLeadsSay, on: readonly TIbLeadMatch[]): string {
  if (on.includes('email') && on.includes('phone')) return say('ibLeads.why.on.both');
  return on.includes('phone') ? say('ibLeads.why.on.phone') : say('ibLeads.why.on.email');
}

/** Why a skipped row was skipped, from its code; a row skipped before the codes says its stored reason. */
export function skipWords(
  say: TIbLeadsSay,
  row: { skip_why: TIbLeadSkipWhy | null; skip_reason: string | null; problems: TIbLeadRow['problems'] },
): string | null {
  const why = row.skip_why;
  if (!why) return row.skip_reason;
  switch (why.code) {
    case 'dropped':
      return say('ibLeads.skip.dropped');
    case 'invalid':
      return problemsWords(say, row.problems);
    case 'duplicateClient':
      return why.on.length === 0
        ? say('ibLeads.skip.client', { client: why.client })
        : say('ibLeads.skip.clientOn', { client: why.client, on: matchWords(say, why.on) });
    case 'duplicateLine':
      return why.on.length === 0
        ? say('ibLeads.skip.line', { line: why.line })
        : say('ibLeads.skip.lineOn', { line: why.line, on: matchWords(say, why.on) });
    case 'registeredSince':
      return say('ibLeads.skip.registeredSince', { client: why.client, on: matchWords(say, [why.on]) });
  }
}
