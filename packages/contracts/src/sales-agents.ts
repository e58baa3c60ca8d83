/**
 * In a `sales_agent` filter, the clients with no agent (the reports' unassigned group):
 * `sales_agent=none` or `sales_agent=<id>,none`. Ids are UUIDs, so the word cannot be mistaken for
 * one. A plain value, so the console can import it without the schemas.
 */
export const NO_SALES_AGENT = 'none';
