import { CLIENT_FILTERS, DEVICE_LABELS } from '@crm/contracts/client-filters';
import type { enClients } from '@crm/contracts/locales/en/clients';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

// Spec point 5's map runs from label to stored value (Android → android, iOS → iOS, Windows → win);
// clients store `ios` in lower case, so the way back ignores case.
const LABEL_OF = new Map(Object.entries(DEVICE_LABELS).map(([label, value]) => [value.toLowerCase(), label]));

/** How a stored device type reads: through the spec's map; `multi` (no label there) as several devices. */
export const deviceLabel = (value: string): string =>
  LABEL_OF.get(value.toLowerCase()) ?? (value === 'multi' ? 'Several devices' : value);

/** The same in the console's language: the platforms' names stay as they are, `multi` is translated. */
export const deviceText = (value: string, t: TTranslateOf<typeof enClients>): string =>
  value === 'multi' ? t('clients.device.multi') : deviceLabel(value);

/** The device types a client can have (the Device Type filter's values), each with its label. */
export const deviceOptions = (t: TTranslateOf<typeof enClients>) =>
  (CLIENT_FILTERS.find((f) => f.name === 'device_type')?.values ?? []).map((value) => ({
    value,
    label: deviceText(value, t),
  }));
