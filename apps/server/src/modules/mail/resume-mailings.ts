import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import { defineFunction } from '../../jobs/scheduled-function.ts';
import { CLIENT_MESSAGE_KIND, deliverMessage } from '../client-messages/deliver-message.ts';
import { MAILING_KIND } from '../daily-analysis/analysis-reply.ts';
import { markAnalysisSent } from '../daily-analysis/send-analysis.ts';
import { configuredMail } from './configured-mail.ts';
import { deliverQueued } from './deliver-queued.ts';
import { claimStaleMailing } from './mailing-claims.ts';

type ResumeDeps = Pick<Deps, 'db' | 'config' | 'clock'>;
type Analysis = { id: string; brand_id: string; subject: string; html: string };

/**
 * Finishes mailings a crash cut short: a daily analysis left `sending`, a client message with
 * log rows still `queued`, whose sender has not renewed its lease for `staleMinutes` (by the
 * injectable clock). Each is claimed first (`claimStaleMailing`: one instance wins), then only its
 * queued rows are sent, as the first sender would have; rows already sent or failed stay as they are.
 */
export async function resumeMailings(deps: ResumeDeps, staleMinutes: number): Promise<{ resumed: string[] }> {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - staleMinutes * 60_000);
  const resumed: string[] = [];
  const analyses = await queryRows<Analysis>(
    deps.db,
    sql`select id::text as id, brand_id, subject, html from daily_analyses where status = 'sending' order by id`,
  );
  for (const analysis of analyses) {
    const lease = await claimStaleMailing(deps.db, MAILING_KIND, analysis.id, now, staleBefore);
    if (!lease) continue;
    const mail = configuredMail(deps);
    try {
      const mailing = {
        kind: MAILING_KIND,
        id: analysis.id,
        brandId: analysis.brand_id,
        subject: analysis.subject,
        html: analysis.html,
      };
      const outcome = await deliverQueued(deps, mail, mailing, lease);
      if (!outcome.stopped) await markAnalysisSent(deps, analysis.id);
    } finally {
      await mail.close();
    }
    resumed.push(`${MAILING_KIND}:${analysis.id}`);
  }
  const messages = await queryRows<{ id: string }>(
    deps.db,
    sql`select distinct message_id::text as id from client_message_deliveries where outcome = 'queued' order by 1`,
  );
  for (const message of messages) {
    const lease = await claimStaleMailing(deps.db, CLIENT_MESSAGE_KIND, message.id, now, staleBefore);
    if (!lease) continue;
    await deliverMessage(deps, message.id, lease);
    resumed.push(`${CLIENT_MESSAGE_KIND}:${message.id}`);
  }
  return { resumed };
}

/** The registry's function: every minute and at each start (a crashed instance's restart resumes at once). */
export const resumeMailingsFunction = (deps: ResumeDeps) =>
  defineFunction({
    name: 'resume-mailings',
    description:
      'Finishes e-mail mailings (daily analysis, client messages) that a stopped server left half sent: only the recipients still queued.',
    cron: '0 * * * * *',
    runAtStart: true,
    parameters: z.object({ staleMinutes: z.number().int().min(1).max(1440) }).strict(),
    defaultParameters: { staleMinutes: 5 },
    run: ({ parameters }) => resumeMailings(deps, parameters.staleMinutes),
  });
