import { IB_LEAD_FIELDS, IB_LEAD_REQUIRED_FIELDS, type TIbLeadField, type TIbLeadMapping } from '@crm/contracts';
import { AppError } from '../../http/app-error.ts';

/** Header words IBs use for each field, compared without case, spaces, dashes or underscores. */
const SYNONYMS: Record<TIbLeadField, readonly string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'name', 'forename', 'fname'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'e-mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'telephone', 'tel', 'cell', 'mobilephone'],
  country: ['country', 'countrycode', 'nationality', 'residence', 'countryofresidence'],
  utm_source: ['utmsource', 'source'],
  utm_medium: ['utmmedium', 'medium'],
  utm_campaign: ['utmcampaign', 'campaign'],
  utm_term: ['utmterm', 'term', 'keyword'],
  utm_content: ['utmcontent', 'content'],
};

const squash = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');

/** The mapping read from the headers: each field to the first column whose header names it. */
export function guessMapping(headers: readonly string[]): TIbLeadMapping {
  const squashed = headers.map(squash);
  const taken = new Set<number>();
  const mapping: TIbLeadMapping = {};
  for (const field of IB_LEAD_FIELDS) {
    const column = squashed.findIndex((h, i) => !taken.has(i) && SYNONYMS[field].map(squash).includes(h));
    mapping[field] = column === -1 ? null : column;
    if (column !== -1) taken.add(column);
  }
  return mapping;
}

/** Refuses a mapping to a column the file lacks, two fields on one column, or a required field left out. */
export function checkMapping(mapping: TIbLeadMapping, columnCount: number): void {
  const details: { path: string; message: string }[] = [];
  const seen = new Map<number, string>();
  for (const field of IB_LEAD_FIELDS) {
    const column = mapping[field];
    if (column === undefined || column === null) {
      if (IB_LEAD_REQUIRED_FIELDS.includes(field)) details.push({ path: `mapping.${field}`, message: 'Required' });
      continue;
    }
    if (column >= columnCount)
      details.push({ path: `mapping.${field}`, message: `The file has ${columnCount} columns` });
    const other = seen.get(column);
    if (other) details.push({ path: `mapping.${field}`, message: `Column already used for ${other}` });
    seen.set(column, field);
  }
  if (details.length > 0) throw new AppError('ibLeadsMappingInvalid', 'The column mapping is not usable', { details });
}
