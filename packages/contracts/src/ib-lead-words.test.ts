import { describe, expect, it } from 'vitest';
import {
  problemsWords,
  problemWords,
  sayEnglish,
  skipWords,
  type TIbLeadsKey,
  type TIbLeadsSay,
} from './ib-lead-words.ts';
import {
  IB_LEAD_FIELDS,
  type TIbLeadProblem,
  type TIbLeadProblemWhy,
  type TIbLeadSkipWhy,
  ZIbLeadProblemWhy,
  ZIbLeadSkipWhy,
} from './ib-leads.ts';
import { elIbLeads } from './locales/el/ib-leads.ts';
import { enIbLeads } from './locales/en/ib-leads.ts';

/** One of each code, with figures: `satisfies` keeps the lists to the unions, the test to the schemas. */
const PROBLEMS = {
  required: { code: 'required' },
  invalidEmail: { code: 'invalidEmail' },
  tooShort: { code: 'tooShort', min: 3 },
  tooLong: { code: 'tooLong', max: 100 },
  controlCharacters: { code: 'controlCharacters' },
  unknownCountry: { code: 'unknownCountry' },
  invalidPhone: { code: 'invalidPhone', phone: '123', country: 'PT' },
  outsideWhitelist: { code: 'outsideWhitelist' },
} satisfies { [C in TIbLeadProblemWhy['code']]: Extract<TIbLeadProblemWhy, { code: C }> };
const SKIPS = {
  dropped: { code: 'dropped' },
  invalid: { code: 'invalid' },
  duplicateClient: { code: 'duplicateClient', client: 1042, on: ['email', 'phone'] },
  duplicateLine: { code: 'duplicateLine', line: 3, on: ['phone'] },
  registeredSince: { code: 'registeredSince', client: 1043, on: 'email' },
} satisfies { [C in TIbLeadSkipWhy['code']]: Extract<TIbLeadSkipWhy, { code: C }> };

/** Greek as i18next renders it for the console (flat keys, `{{name}}` filled, nothing escaped). */
const sayGreek: TIbLeadsSay = (key, values) =>
  elIbLeads[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values && values[name] !== undefined ? String(values[name]) : whole,
  );

/** Every key a say was asked for. */
function keysAsked(words: (say: TIbLeadsSay) => unknown): TIbLeadsKey[] {
  const asked: TIbLeadsKey[] = [];
  words((key, values) => {
    asked.push(key);
    return sayEnglish(key, values);
  });
  return asked;
}

const problem = (why: TIbLeadProblemWhy): TIbLeadProblem => ({ field: 'email', message: '', why });

describe('IB lead rows: problem and skip codes', () => {
  it('lists every code of the contracts', () => {
    expect(Object.keys(PROBLEMS).sort()).toEqual([...ZIbLeadProblemWhy.options.map((o) => o.shape.code.value)].sort());
    expect(Object.keys(SKIPS).sort()).toEqual([...ZIbLeadSkipWhy.options.map((o) => o.shape.code.value)].sort());
  });

  it('has English and Greek words for every code, with the same placeholders', () => {
    const asked = [
      ...Object.values(PROBLEMS).flatMap((why) => keysAsked((say) => problemsWords(say, [problem(why)]))),
      ...Object.values(SKIPS).flatMap((why) =>
        keysAsked((say) =>
          skipWords(say, { skip_why: why, skip_reason: null, problems: [problem({ code: 'required' })] }),
        ),
      ),
      ...IB_LEAD_FIELDS.map((field) => `ibLeads.problemField.${field}` as const),
    ];
    for (const key of new Set(asked)) {
      expect(enIbLeads[key], key).toBeTruthy();
      expect(elIbLeads[key], key).toBeTruthy();
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(elIbLeads[key]), key).toEqual(placeholders(enIbLeads[key]));
    }
    // Greek words of their own for each code (field names such as UTM source stay as they are).
    for (const why of Object.values(PROBLEMS))
      expect(problemWords(sayGreek, problem(why))).not.toBe(problemWords(sayEnglish, problem(why)));
    for (const why of Object.values(SKIPS)) {
      const row = { skip_why: why, skip_reason: null, problems: [problem({ code: 'required' })] };
      expect(skipWords(sayGreek, row)).not.toBe(skipWords(sayEnglish, row));
    }
  });

  it('words them in English as the page showed them before the codes', () => {
    const english = (why: TIbLeadProblemWhy) => problemsWords(sayEnglish, [problem(why)]);
    expect(english(PROBLEMS.required)).toBe('email: Required');
    expect(english(PROBLEMS.tooLong)).toBe('email: Too big: expected string to have <=100 characters');
    expect(english(PROBLEMS.invalidPhone)).toBe(
      'email: "123" is not a valid phone number for PT (or give it with its country code)',
    );
    const skip = (why: TIbLeadSkipWhy) =>
      skipWords(sayEnglish, {
        skip_why: why,
        skip_reason: null,
        problems: [
          { field: 'email', message: '', why: PROBLEMS.invalidEmail },
          { field: 'country', message: '', why: PROBLEMS.outsideWhitelist },
        ],
      });
    expect(skip(SKIPS.dropped)).toBe('Dropped by staff');
    expect(skip(SKIPS.invalid)).toBe(
      'email: Invalid email address; country: Outside your country whitelist: you cannot import this lead',
    );
    expect(skip(SKIPS.duplicateClient)).toBe('Duplicate of client 1042 (same e-mail and phone)');
    expect(skip({ code: 'duplicateClient', client: 7, on: [] })).toBe('Duplicate of client 7');
    expect(skip(SKIPS.duplicateLine)).toBe('Duplicate of line 3 (same phone)');
    expect(skip(SKIPS.registeredSince)).toBe('Duplicate of client 1043 (same e-mail), registered since the preview');
  });

  it('words them in Greek', () => {
    const row = { skip_why: SKIPS.duplicateLine, skip_reason: null, problems: [] };
    expect(skipWords(sayGreek, row)).toBe('Διπλότυπο της γραμμής 3 (ίδιο τηλέφωνο)');
    expect(problemsWords(sayGreek, [problem(PROBLEMS.required)])).toBe('E-mail: Υποχρεωτικό');
  });

  it('shows the stored English of a row checked or skipped before the codes', () => {
    const old = { field: 'email', message: 'Invalid email address' };
    expect(problemsWords(sayGreek, [old])).toBe('email: Invalid email address');
    expect(skipWords(sayGreek, { skip_why: null, skip_reason: 'Dropped by staff', problems: [] })).toBe(
      'Dropped by staff',
    );
    expect(skipWords(sayGreek, { skip_why: null, skip_reason: null, problems: [] })).toBeNull();
  });
});
