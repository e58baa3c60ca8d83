import { CLIENT_FILTERS, DEVICE_LABELS } from '@crm/contracts/client-filters';

// Spec point 5's map runs from label to stored value (Android → android, iOS → iOS, Windows → win);
// clients store `ios` in lower case, so the way back ignores case.
const LABEL_OF = new Map(Object.entries(DEVICE_LABELS).map(([label, value]) => [value.toLowerCase(), label]));

/** How a stored device type reads: through the spec's map; `multi` (no label there) as several devices. */
export const deviceLabel = (value: string): string =>
  LABEL_OF.get(value.toLowerCase()) ?? (value === 'multi' ? 'Several devices' : value);

/** The device types a client can have (the Device Type filter's values), each with its label. */
export const DEVICE_OPTIONS = (CLIENT_FILTERS.find((f) => f.name === 'device_type')?.values ?? []).map((value) => ({
  value,
  label: deviceLabel(value),
}));
