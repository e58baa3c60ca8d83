/**
 * Spec point 9: the default country, `cy`, from its own contracts file (no zod, so the shell may
 * import it), and the dialling prefix of a country from the contracts' country entries.
 */
export { DEFAULT_COUNTRY } from '@crm/contracts/default-country';
export { dialCodeOf } from '@crm/contracts/country-entries';
