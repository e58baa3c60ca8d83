import { ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';

export type SearchField = 'readableId' | 'account' | 'name' | 'email' | 'phone' | 'id';
export type ClientRow = typeof clients.$inferSelect;
export type SearchPlan = { where: SQL | undefined; matched: (row: ClientRow) => [string, string] };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Account logins and Client IDs are digits; an internal id is a UUID's hex and dashes. */
export const DIGITS = /^\d{1,20}$/;
const UUID_PREFIX = /^[0-9a-f-]{1,36}$/;

/**
 * How each key searches the client row, and which field of a found client matched (spec point 2).
 * Ids are found by prefix with a case-sensitive `LIKE 'prefix%'`, which the `text_pattern_ops`
 * indexes serve (migrations 0007 and 0017); names and e-mails by substring on trigram indexes.
 * Null when the text cannot match anything of that key.
 */
export function planSearch(field: SearchField, text: string): SearchPlan | null {
  const prefix = `${escapeLike(text)}%`;
  switch (field) {
    case 'readableId':
      return DIGITS.test(text)
        ? {
            where: like(sql`${clients.readableId}::text`, prefix),
            matched: (r) => ['readableId', String(r.readableId)],
          }
        : null;
    case 'account':
      return {
        where: or(like(clients.ctraderId, prefix), like(clients.mt5Id, prefix), like(clients.account, prefix)),
        matched: (r) =>
          r.ctraderId?.startsWith(text)
            ? ['ctrader_id', r.ctraderId]
            : r.mt5Id?.startsWith(text)
              ? ['mt5_id', r.mt5Id]
              : ['account', r.account ?? ''],
      };
    case 'name':
      return {
        where: ilike(
          sql`lower(${clients.firstName} || ' ' || ${clients.lastName})`,
          `%${escapeLike(text.toLowerCase())}%`,
        ),
        matched: (r) => ['name', `${r.firstName} ${r.lastName}`],
      };
    case 'email':
      return {
        where: ilike(clients.email, `%${escapeLike(text.toLowerCase())}%`),
        matched: (r) => ['email', r.email],
      };
    case 'phone': {
      const digits = text.replace(/\D/g, '');
      return digits ? { where: ilike(clients.phone, `%${digits}%`), matched: (r) => ['phone', r.phone ?? ''] } : null;
    }
    case 'id': {
      // UUIDs are stored and printed lower case; a pasted upper-case id is the same id.
      const lower = text.toLowerCase();
      return UUID_PREFIX.test(lower)
        ? { where: like(sql`${clients.id}::text`, `${lower}%`), matched: (r) => ['id', r.id] }
        : null;
    }
  }
}
