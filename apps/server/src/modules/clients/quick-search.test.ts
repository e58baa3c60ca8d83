import type { TClientSearchResult } from '@crm/contracts';
import { and, eq, inArray, isNull, like, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients, tradingAccounts } from '../../db/schema.ts';

let t: TestApp;
let admin: string;
let made: Awaited<ReturnType<typeof addClientsWithAccounts>>;
const logins: Record<string, string> = {};
const readableIds: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeStart: async (db) => {
        made = await addClientsWithAccounts(db, {
          mira: { brand: 'meridian', name: 'Mira Four', country: 'cy', accounts: { miraMt4: 'mt4' } },
          mark: {
            brand: 'meridian',
            name: 'Mark Five',
            country: 'de',
            accounts: { markMt5: 'mt5', markCt: 'ctrader' },
          },
          gone: { brand: 'meridian', name: 'Gone Four', country: 'cy', accounts: { goneMt4: 'mt4' } },
          nora: { brand: 'northwind', name: 'Nora North', country: 'cy', accounts: { noraMt4: 'mt4' } },
        });
        await db
          .update(tradingAccounts)
          .set({ deletedAt: new Date() })
          .where(eq(tradingAccounts.id, made.accounts.goneMt4 ?? ''));
        const accounts = await db
          .select({ id: tradingAccounts.id, login: tradingAccounts.loginId })
          .from(tradingAccounts)
          .where(inArray(tradingAccounts.id, Object.values(made.accounts)));
        for (const [name, id] of Object.entries(made.accounts)) {
          logins[name] = String(accounts.find((a) => a.id === id)?.login);
        }
        const rows = await db
          .select({ id: clients.id, readableId: clients.readableId })
          .from(clients)
          .where(inArray(clients.id, Object.values(made.clients)));
        for (const [name, id] of Object.entries(made.clients)) {
          readableIds[name] = String(rows.find((r) => r.id === id)?.readableId);
        }
      },
    },
  );
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const search = (field: string, text: string, token = admin) =>
  t.call<TClientSearchResult[]>(
    'GET',
    `/dashboard/users/search?field=${field}&searchText=${encodeURIComponent(text)}&limit=5`,
    { token },
  );
const matches = async (field: string, text: string, token = admin) =>
  (await search(field, text, token)).body.map((r) => [r.first_name, r.matchedField, r.matchedValue]);

describe('quick search by prefix', () => {
  it('finds an MT4, MT5 or cTrader login by its start, names the platform, and skips deleted accounts', async () => {
    const mt4 = logins.miraMt4 ?? '';
    expect(await matches('account', mt4.slice(0, -1))).toContainEqual(['Mira', 'mt4_id', mt4]);
    expect(await matches('account', mt4)).toEqual([['Mira', 'mt4_id', mt4]]);
    expect(await matches('account', logins.markMt5 ?? '')).toEqual([['Mark', 'mt5_id', logins.markMt5]]);
    expect(await matches('account', logins.markCt ?? '')).toEqual([['Mark', 'ctrader_id', logins.markCt]]);
    expect(await matches('account', logins.goneMt4 ?? '')).toEqual([]);
  });

  it('finds a Client ID by its first digits and an internal id by its first characters', async () => {
    const mira = readableIds.mira ?? '';
    const found = (await search('readableId', mira.slice(0, -1))).body;
    expect(found.map((r) => r.readableId)).toContain(mira);
    expect(found.every((r) => r.readableId.startsWith(mira.slice(0, -1)) && r.matchedField === 'readableId')).toBe(
      true,
    );
    expect(await matches('readableId', mira)).toEqual([['Mira', 'readableId', mira]]);
    const id = made.clients.mark ?? '';
    expect(await matches('id', id.slice(0, 8))).toEqual([['Mark', 'id', id]]);
    expect(await matches('id', id.slice(0, 13).toUpperCase())).toEqual([['Mark', 'id', id]]);
    expect(await matches('id', id)).toEqual([['Mark', 'id', id]]);
    expect(await matches('id', 'zz')).toEqual([]);
    expect(await matches('readableId', '1%')).toEqual([]);
  });

  it('keeps to the brand and the country whitelist', async () => {
    expect(await matches('account', logins.noraMt4 ?? '')).toEqual([]);
    expect(await matches('id', (made.clients.nora ?? '').slice(0, 8))).toEqual([]);
    expect(await matches('readableId', readableIds.nora ?? '')).toEqual([]);
    const compliance = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=compliance@', { token: admin })
    ).body.docs[0];
    await t.call('PUT', `/dashboard/crmusers/${compliance?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['cy'] },
    });
    const limited = (await t.signIn('compliance@demo.test')).token;
    expect(await matches('account', logins.markMt5 ?? '', limited)).toEqual([]);
    expect(await matches('id', made.clients.mark ?? '', limited)).toEqual([]);
    expect(await matches('account', logins.miraMt4 ?? '', limited)).toEqual([['Mira', 'mt4_id', logins.miraMt4]]);
  });
});

describe('the prefix searches’ plans', () => {
  /**
   * The plan over 20,000 more clients with an account each (rolled back afterwards): on a few rows
   * any index, or none, costs the same, so only a table of some size shows which index serves.
   */
  async function plansOf(queries: SQL[]): Promise<string[]> {
    const plans: string[] = [];
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into clients (brand_id, first_name, last_name, email, country)
          select 'meridian', 'Bulk', 'Client' || n, 'bulk' || n || '@plan.test', 'cy' from generate_series(1, 20000) n`);
        // As autovacuum would on PostgreSQL before this many rows meet a query: without it the new
        // accounts' trigger (the books rollup) plans its client lookup for the table it knew.
        await tx.execute(sql`analyze clients`);
        await tx.execute(sql`insert into trading_accounts (brand_id, client_id, platform, environment, group_name)
          select brand_id, id, 'mt4', 'live', 'plan' from clients where email like 'bulk%'`);
        await tx.execute(sql`analyze clients`);
        await tx.execute(sql`analyze trading_accounts`);
        for (const query of queries) {
          const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
          plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (plans.length !== queries.length) throw error;
      });
    return plans;
  }
  const inBrand = eq(clients.brandId, 'meridian');

  it('are served by the text_pattern_ops indexes of migration 0017', async () => {
    const db = t.database.db;
    const plans = await plansOf([
      db
        .select()
        .from(clients)
        .where(and(inBrand, like(sql`${clients.readableId}::text`, '12%')))
        .getSQL(),
      db
        .select()
        .from(clients)
        .where(and(inBrand, like(sql`${clients.id}::text`, 'ab%')))
        .getSQL(),
      db
        .select()
        .from(tradingAccounts)
        .where(
          and(
            eq(tradingAccounts.brandId, 'meridian'),
            isNull(tradingAccounts.deletedAt),
            like(sql`${tradingAccounts.loginId}::text`, '12%'),
          ),
        )
        .getSQL(),
      // As the search asks it: lowest Client ID first, five at most, for a prefix nothing has.
      db
        .select()
        .from(clients)
        .where(and(inBrand, like(sql`${clients.readableId}::text`, '99999%')))
        .orderBy(clients.readableId)
        .limit(5)
        .getSQL(),
    ]);
    // The prefix is an index condition (~>=~ and ~<~), not a filter over the brand's rows.
    expect(plans[0]).toMatch(/clients_brand_readable_text_idx[\s\S]*Index Cond:.*~>=~/);
    expect(plans[1]).toMatch(/clients_brand_id_text_idx[\s\S]*Index Cond:.*~>=~/);
    expect(plans[2]).toMatch(/trading_accounts_brand_login_text_idx[\s\S]*Index Cond:.*~>=~/);
    // Not a walk of the whole brand in Client ID order, filtering each row.
    expect(plans[3]).toMatch(/clients_brand_readable_text_idx[\s\S]*Index Cond:.*~>=~/);
  });
});
