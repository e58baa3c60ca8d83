import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import { marketingBrandOf } from '../mail/brand-mail-settings.ts';
import { configuredMail } from '../mail/configured-mail.ts';
import type { MailMessage, MailPort } from '../mail/mail-port.ts';
import { sanitizeMailHtml } from '../mail/sanitize-mail-html.ts';

/** The brokerage-wide checks whose failure e-mails the administrators. */
export type CheckName = 'reconciliation' | 'audit-verification';

const TITLES: Record<CheckName, string> = {
  reconciliation: 'Ledger reconciliation failed',
  'audit-verification': 'Audit-chain verification failed',
};

export type CheckAlertDeps = Pick<Deps, 'db' | 'config' | 'clock'> & {
  /** The mail port; `configuredMail` (SMTP or the outbox) unless a test gives its own. */
  mail?: () => MailPort;
};

type Recipient = { email: string; first_name: string; brand_id: string };

/**
 * Every active staff member who holds `internal.server_status` (their own grant or their role's;
 * the admin role does not pass on its own, the permission needs explicit grant). The checks cover
 * every brand, so every brand's holders are told. A recipient's brand only picks the sender
 * address: their first brand, or the first brand of all for a staff member without one.
 */
const recipientsOf = (db: Deps['db']) =>
  queryRows<Recipient>(
    db,
    sql`select s.email, s.first_name,
          coalesce((select min(sb.brand_id) from staff_brands sb where sb.staff_id = s.id),
                   (select min(b.id) from brands b)) as brand_id
        from staff s left join roles r on r.id = s.role_id
        where s.active and s.deleted_at is null
          and ('internal.server_status' = any(s.permissions) or 'internal.server_status' = any(coalesce(r.permissions, '{}')))
        order by s.email`,
  );

/**
 * Records whether the check failed and answers whether this run opened a failure episode: the row
 * flips only when its state changes (the conditional upsert is atomic, so of two instances seeing
 * the same failure one gets the flip). A check that stays failed flips nothing; one that passed in
 * between flips back, so its next failure alerts again.
 */
async function opensEpisode(deps: CheckAlertDeps, check: CheckName, failing: boolean): Promise<boolean> {
  const [row] = await queryRows<{ failing: boolean }>(
    deps.db,
    sql`insert into check_alert_states (check_name, failing, changed_at)
        values (${check}, ${failing}, ${deps.clock().toISOString()}::timestamptz)
        on conflict (check_name) do update set failing = excluded.failing, changed_at = excluded.changed_at
          where check_alert_states.failing <> excluded.failing
        returning failing`,
  );
  return row?.failing === true;
}

function alertMessage(deps: CheckAlertDeps, check: CheckName, what: string, to: Recipient, from: string): MailMessage {
  const link = `${deps.config.publicUrl}/internals/server-status`;
  const at = deps.clock().toISOString();
  const text = [
    `Dear ${to.first_name},`,
    '',
    `${TITLES[check]} at ${at}:`,
    what,
    '',
    `Server status: ${link}`,
    '',
    'You receive this alert once per failure: not again while the check stays failed, again if it recovers and fails later.',
  ].join('\n');
  // The details are ours, but a name or a check's message is escaped before it meets markup.
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = sanitizeMailHtml(
    [
      `<p>Dear ${escapeHtml(to.first_name)},</p>`,
      `<p><strong>${TITLES[check]}</strong> at ${at}:</p>`,
      `<p>${escapeHtml(what)}</p>`,
      `<p><a href="${escapeHtml(link)}">Open Server status</a></p>`,
      '<p><small>You receive this alert once per failure: not again while the check stays failed, again if it recovers and fails later.</small></p>',
    ].join('\n'),
  );
  return { brandId: to.brand_id, from, to: to.email, subject: `[Alert] ${TITLES[check]}`, html, text, headers: {} };
}

/**
 * After each run of a brokerage-wide check: `failure` says what failed (null: it passed). On the
 * first failure of an episode every holder of `internal.server_status` gets an e-mail through the
 * mail port, with what failed and a link to the server-status page. If no message could be sent
 * the episode is re-opened (state back to passing), so the next failed run tries again.
 */
export async function alertOnCheck(
  deps: CheckAlertDeps,
  check: CheckName,
  failure: string | null,
  log?: FastifyBaseLogger,
): Promise<{ alerted: number }> {
  if (!(await opensEpisode(deps, check, failure !== null)) || failure === null) return { alerted: 0 };
  const recipients = await recipientsOf(deps.db);
  if (recipients.length === 0) return { alerted: 0 };
  const mail = (deps.mail ?? (() => configuredMail(deps)))();
  try {
    const senders = new Map<string, string>();
    for (const brandId of new Set(recipients.map((r) => r.brand_id))) {
      senders.set(brandId, (await marketingBrandOf(deps.db, brandId)).fromAddress);
    }
    const outcomes = await Promise.allSettled(
      recipients.map((to) => mail.send(alertMessage(deps, check, failure, to, senders.get(to.brand_id) ?? ''))),
    );
    const alerted = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    if (refused.length > 0) log?.error({ check, refused }, 'check alert e-mail refused');
    if (alerted === 0) {
      await deps.db.execute(sql`update check_alert_states set failing = false where check_name = ${check}`);
    }
    return { alerted };
  } finally {
    await mail.close();
  }
}
