import { UTM_FIELD_NAMES, UTM_LINK_MESSAGES } from '@crm/contracts';
import { elTools } from '@crm/contracts/locales/el/tools';
import { enTools } from '@crm/contracts/locales/en/tools';
import { describe, expect, it } from 'vitest';
import { interpolate, type TValues } from '../../lib/i18n/english.ts';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { utmLinkMessage } from './utm-link-messages.ts';

const english = areaTranslate(enTools);
const greekTexts: Readonly<Record<string, string>> = elTools;
const greek = (key: string, values?: TValues) => interpolate(greekTexts[key] ?? key, values);

const contractMessages = [
  UTM_LINK_MESSAGES.nameRequired,
  UTM_LINK_MESSAGES.pathCharacters,
  UTM_LINK_MESSAGES.pathOffSite,
  ...Object.values(UTM_FIELD_NAMES).flatMap((f) => [UTM_LINK_MESSAGES.required(f), UTM_LINK_MESSAGES.utmCharacters(f)]),
];

describe('a UTM link’s messages', () => {
  it('says every contract message in English exactly as the contract does', () => {
    for (const message of contractMessages) expect(utmLinkMessage(message, english)).toBe(message);
  });

  it('says every contract message in Greek, and another message as it comes', () => {
    for (const message of contractMessages) expect(utmLinkMessage(message, greek)).not.toBe(message);
    expect(utmLinkMessage(UTM_LINK_MESSAGES.required('Campaign'), greek)).toBe('Το πεδίο Καμπάνια είναι υποχρεωτικό');
    expect(utmLinkMessage('Too big: expected string to have <=100 characters', greek)).toBe(
      'Too big: expected string to have <=100 characters',
    );
  });
});
