import { unstorableTextReason } from './storable-text.ts';

/**
 * The filter grammar of spec point 5, shared by the console (which writes it) and the server (which
 * reads it): `field[operator]:value`, several values of one filter joined with `|`, several
 * filters joined with `,`. Values are percent-encoded, so any text (commas, bars, colons, brackets
 * included) survives the round trip.
 */
export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;
export type TFilterOperator = (typeof FILTER_OPERATORS)[number];

export type TFilter = { field: string; operator: TFilterOperator; values: string[] };

/** A filter as the console's filter builder holds it (spec point 3 "Client filter definition"). */
export type TFilterInput = {
  field: string;
  operator: string;
  values: readonly string[] | readonly { value: string; label?: string }[];
  inputType: string;
  type: string;
};

export class FilterSyntaxError extends Error {}

/** Spec point 5, word for word. */
export const MIXED_FILTER_VALUES = 'Invalid filter value can only be a list of strings or objects not both';

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const isOperator = (op: string): op is TFilterOperator => (FILTER_OPERATORS as readonly string[]).includes(op);

/** The plain values of a filter; a list mixing strings and objects is refused (spec point 5). */
export function filterValues(values: TFilterInput['values']): string[] {
  const list = values as readonly unknown[];
  const strings = list.filter((v) => typeof v === 'string').length;
  if (strings !== 0 && strings !== list.length) throw new FilterSyntaxError(MIXED_FILTER_VALUES);
  return list.map((v) => (typeof v === 'string' ? v : String((v as { value: unknown }).value ?? '')));
}

/**
 * Writes a filter set. Spec point 5: a set in which any operator, value, input type or type is
 * empty is invalid and yields no filter: the empty string.
 */
export function serializeFilters(filters: readonly TFilterInput[]): string {
  const parts: string[] = [];
  for (const f of filters) {
    const values = filterValues(f.values);
    const empty = !f.operator || !f.inputType || !f.type || values.length === 0 || values.some((v) => v === '');
    if (empty || !FIELD.test(f.field) || !isOperator(f.operator)) return '';
    parts.push(`${f.field}[${f.operator}]:${values.map(encodeURIComponent).join('|')}`);
  }
  return parts.join(',');
}

/** Reads a filter set; a malformed one throws a FilterSyntaxError that names what is wrong. */
export function parseFilters(text: string | null | undefined): TFilter[] {
  if (!text?.trim()) return [];
  return text.split(',').map((part) => {
    const match = /^([^[\]:]+)\[([^\]]*)\]:(.*)$/.exec(part.trim());
    if (!match) throw new FilterSyntaxError(`Malformed filter "${part}": expected field[operator]:value`);
    const [, field = '', operator = '', raw = ''] = match;
    if (!FIELD.test(field)) throw new FilterSyntaxError(`Malformed filter field "${field}"`);
    if (!isOperator(operator)) {
      throw new FilterSyntaxError(`Unknown filter operator "${operator}" (use ${FILTER_OPERATORS.join(', ')})`);
    }
    const values = raw.split('|').map((v) => {
      try {
        return decodeURIComponent(v);
      } catch {
        throw new FilterSyntaxError(`Malformed filter value "${v}"`);
      }
    });
    if (values.some((v) => v === '')) throw new FilterSyntaxError(`Empty value in filter "${field}"`);
    // Percent-decoding can make what the URL could not carry as itself: a NUL (`%00`).
    const unstorable = values.map(unstorableTextReason).find((reason) => reason !== null);
    if (unstorable) throw new FilterSyntaxError(`Filter ${field}: ${unstorable}`);
    return { field, operator, values };
  });
}
