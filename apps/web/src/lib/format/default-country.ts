/**
 * Spec point 9: the default country, `cy`, from its own contracts file (no zod, no country data), so
 * any chunk, the shell included, may import it. Dialling codes are in `@crm/contracts/country-entries`.
 */
export { DEFAULT_COUNTRY } from '@crm/contracts/default-country';
