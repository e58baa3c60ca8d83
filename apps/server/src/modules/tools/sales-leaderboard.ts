import { hasAnyPermission, type TLeaderboard, type TLeaderboardRow } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientDailyFacts as cf, ftdDailyFacts as ff, moneyDailyFacts as mf } from '../../db/schema-reports.ts';
import { agentNamesOf } from '../reports/agent-names.ts';
import { big, rateOf, usdOf } from '../reports/figures.ts';
import { depositsUsd, netDepositsUsd } from '../reports/money-expressions.ts';
import { dayBetween, filterWhere, type ReportCaller, rowsOf } from '../reports/report-sql.ts';

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
  const scope = (t: typeof cf | typeof ff | typeof mf) =>
    filterWhere(auth, { brand: t.brandId, country: t.country, salesAgent: t.salesAgentId }, {});
  const m = {
    type: sql`${mf.type}`,
    status: sql`${mf.status}`,
    usd: sql`${mf.usd}`,
    refundedUsd: sql`${mf.refundedUsd}`,
    reversedUsd: sql`${mf.reversedUsd}`,
  };
  type Row = { agent: string | null; a: string | null; b: string | null };
  const [registrations, ftds, money] = await Promise.all([
    seesFtds
      ? rowsOf<Row>(
          db,
          sql`select ${cf.salesAgentId}::text as agent, sum(${cf.registered})::text as a, sum(${cf.ftdClients})::text as b from ${cf}
              where ${scope(cf)} and ${dayBetween(cf.day, q.from, q.to)} group by 1`,
        )
      : [],
    seesFtds
      ? rowsOf<Row>(
          db,
          sql`select ${ff.salesAgentId}::text as agent, sum(${ff.n})::text as a, sum(${ff.usd})::text as b from ${ff}
              where ${scope(ff)} and ${dayBetween(ff.day, q.from, q.to)} group by 1`,
        )
      : [],
    seesMoney
      ? rowsOf<Row>(
          db,
          sql`select ${mf.salesAgentId}::text as agent, sum(${depositsUsd(m)})::text as a, sum(${netDepositsUsd(m)})::text as b
              from ${mf}
              where ${scope(mf)} and ${dayBetween(mf.day, q.from, q.to)} and ${mf.type} in ('deposit', 'withdrawal')
              group by 1`,
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
  for (const r of money) {
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
