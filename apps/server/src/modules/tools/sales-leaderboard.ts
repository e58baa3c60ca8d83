import { hasAnyPermission, type TLeaderboard, type TLeaderboardRow } from '@crm/contracts';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  clientDailyFacts as cf,
  clientMonthlyFacts as cm,
  ftdDailyFacts as ff,
  ftdMonthlyFacts as fm,
  moneyMonthlyAgents as ma,
  moneyDailyFacts as mf,
} from '../../db/schema-reports.ts';
import { agentNamesOf } from '../reports/agent-names.ts';
import { big, rateOf, usdOf } from '../reports/figures.ts';
import { depositsUsd, netDepositsUsd } from '../reports/money-expressions.ts';
import {
  dayBetween,
  filterWhere,
  inMonths,
  outsideMonths,
  type ReportCaller,
  rowsOf,
  wholeMonthsOf,
} from '../reports/report-sql.ts';

type AgentFigures = {
  registrations: bigint;
  converted: bigint;
  ftdCount: bigint;
  ftdUsd: bigint;
  deposits: bigint;
  net: bigint;
};
const NO_AGENT = '';
const emptyFigures = (): AgentFigures => ({
  registrations: 0n,
  converted: 0n,
  ftdCount: 0n,
  ftdUsd: 0n,
  deposits: 0n,
  net: 0n,
});

/**
 * `GET /dashboard/tools/salesLeaderboard`: per sales agent over a range of reporting days, the
 * figures of the reports with the same definitions and facts: registrations (the agent's clients
 * registered in the range) and how many of them have deposited since (the FTD report's cohort
 * conversion), first-time deposits made in the range, settled deposits and net deposits.
 * The FTD figures need reports.first_time_deposits, the money reports.finances; ranked by net
 * deposits when the caller sees them, else by FTD count. Clients without an agent are one row.
 */
export async function salesLeaderboard(
  db: Executor,
  auth: ReportCaller,
  q: { from: string; to: string },
): Promise<TLeaderboard> {
  const seesFtds = hasAnyPermission(auth.staff, ['reports.first_time_deposits']);
  const seesMoney = hasAnyPermission(auth.staff, ['reports.finances']);
  const scope = (t: typeof cf | typeof ff | typeof mf | typeof cm | typeof fm | typeof ma) =>
    filterWhere(auth, { brand: t.brandId, country: t.country, salesAgent: t.salesAgentId }, {});
  // Whole months from the month grains (each keeps the agent and the country), the days around
  // them from the daily facts: an agent's eighteen months are a few rows per month, not every day's.
  const months = wholeMonthsOf(q.from, q.to);
  const daily = (day: Column) => sql`${dayBetween(day, q.from, q.to)} and ${outsideMonths(day, months)}`;
  const sums = (dailySql: SQL, monthlySql: SQL) =>
    sql`select agent, sum(a)::text as a, sum(b)::text as b
        from (${dailySql} ${months ? sql`union all ${monthlySql}` : sql``}) as g group by 1`;
  const money = (t: typeof mf | typeof ma) => {
    const m = {
      type: sql`${t.type}`,
      status: sql`${t.status}`,
      usd: sql`${t.usd}`,
      refundedUsd: sql`${t.refundedUsd}`,
      reversedUsd: sql`${t.reversedUsd}`,
    };
    return sql`select ${t.salesAgentId}::text as agent, sum(${depositsUsd(m)}) as a, sum(${netDepositsUsd(m)}) as b
      from ${t} where ${scope(t)} and ${t.type} in ('deposit', 'withdrawal')`;
  };
  const within = (month: Column) => (months ? inMonths(month, months) : sql`false`);
  type Row = { agent: string | null; a: string | null; b: string | null };
  const [registrations, ftds, moneyRows] = await Promise.all([
    seesFtds
      ? rowsOf<Row>(
          db,
          sums(
            sql`select ${cf.salesAgentId}::text as agent, sum(${cf.registered}) as a, sum(${cf.ftdClients}) as b from ${cf}
                where ${scope(cf)} and ${daily(cf.day)} group by 1`,
            sql`select ${cm.salesAgentId}::text, sum(${cm.registered}), sum(${cm.ftdClients}) from ${cm}
                where ${scope(cm)} and ${within(cm.month)} group by 1`,
          ),
        )
      : [],
    seesFtds
      ? rowsOf<Row>(
          db,
          sums(
            sql`select ${ff.salesAgentId}::text as agent, sum(${ff.n}) as a, sum(${ff.usd}) as b from ${ff}
                where ${scope(ff)} and ${daily(ff.day)} group by 1`,
            sql`select ${fm.salesAgentId}::text, sum(${fm.n}), sum(${fm.usd}) from ${fm}
                where ${scope(fm)} and ${within(fm.month)} group by 1`,
          ),
        )
      : [],
    seesMoney
      ? rowsOf<Row>(
          db,
          sums(sql`${money(mf)} and ${daily(mf.day)} group by 1`, sql`${money(ma)} and ${within(ma.month)} group by 1`),
        )
      : [],
  ]);

  const agents = new Map<string, AgentFigures>();
  const of = (agent: string | null) => {
    const key = agent ?? NO_AGENT;
    let figures = agents.get(key);
    if (!figures) {
      figures = emptyFigures();
      agents.set(key, figures);
    }
    return figures;
  };
  for (const r of registrations) {
    of(r.agent).registrations += big(r.a);
    of(r.agent).converted += big(r.b);
  }
  for (const r of ftds) {
    of(r.agent).ftdCount += big(r.a);
    of(r.agent).ftdUsd += big(r.b);
  }
  for (const r of moneyRows) {
    of(r.agent).deposits += big(r.a);
    of(r.agent).net += big(r.b);
  }

  const names = await agentNamesOf(
    db,
    [...agents.keys()].filter((k) => k !== NO_AGENT),
  );
  const rankedBy = seesMoney ? 'net_deposits' : 'ftd_count';
  const score = (f: AgentFigures) => (seesMoney ? f.net : f.ftdCount);
  const sorted = [...agents.entries()]
    .filter(([, f]) => f.registrations || f.ftdCount || f.ftdUsd || f.deposits || f.net)
    .sort(([ka, a], [kb, b]) => {
      const diff = score(b) - score(a);
      if (diff !== 0n) return diff > 0n ? 1 : -1;
      // Ties read in name order, the unassigned row last.
      return (names.get(ka) ?? '\uffff').localeCompare(names.get(kb) ?? '\uffff');
    });
  const figures = (f: AgentFigures): TLeaderboard['totals'] => ({
    registrations: seesFtds ? Number(f.registrations) : null,
    ftd_count: seesFtds ? Number(f.ftdCount) : null,
    ftd_usd: seesFtds ? usdOf(f.ftdUsd) : null,
    conversion_rate: seesFtds ? rateOf(f.converted, f.registrations) : null,
    deposits_usd: seesMoney ? usdOf(f.deposits) : null,
    net_deposits_usd: seesMoney ? usdOf(f.net) : null,
  });
  let rank = 0;
  let previous: bigint | null = null;
  const rows = sorted.map(([key, f], i): TLeaderboardRow => {
    if (previous === null || score(f) !== previous) rank = i + 1;
    previous = score(f);
    return {
      rank,
      sales_agent_id: key === NO_AGENT ? null : key,
      name: key === NO_AGENT ? null : (names.get(key) ?? null),
      ...figures(f),
    };
  });
  const team = emptyFigures();
  for (const f of agents.values()) for (const k of Object.keys(team) as (keyof AgentFigures)[]) team[k] += f[k];
  return { currency: 'USD', from: q.from, to: q.to, ranked_by: rankedBy, rows, totals: figures(team) };
}
