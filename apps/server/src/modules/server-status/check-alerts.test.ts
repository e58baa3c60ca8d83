import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { simulatedAccounts, staff, tradingAccounts } from '../../db/schema.ts';
import { mailOutbox } from '../../db/schema-messaging.ts';
import { smtpMail } from '../mail/smtp-mail.ts';
import { alertOnCheck } from './check-alerts.ts';

/**
 * The administrators' e-mail on a failed brokerage-wide check: through the registry's own
 * reconciliation function and the mail port's outbox, once per failure episode, to the active
 * holders of `internal.server_status` only; and through a real SMTP peer.
 */
describe('check alerts by e-mail', () => {
  let t: TestApp;
  const now = new Date('2026-05-04T09:00:00.000Z');
  const clock = () => now;
  let platformAccount: ReturnType<typeof and>;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://console.broker.test' }, { clock });
    const db = t.database.db;
    // Marketing holds it by grant, developer by its role: both get the mail; support holds it but is
    // deactivated; the admin role alone does not pass.
    await db
      .update(staff)
      .set({ permissions: sql`array['internal.server_status']` })
      .where(eq(staff.email, 'marketing@demo.test'));
    await db
      .update(staff)
      .set({ permissions: sql`array['internal.server_status']`, active: false })
      .where(eq(staff.email, 'support@demo.test'));
    const made = await addClientsWithAccounts(db, {
      ada: { brand: 'meridian', name: 'Ada Alert', country: 'cy', accounts: { a: 'ctrader' } },
    });
    const [account] = await db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, made.accounts.a ?? ''));
    platformAccount = and(
      eq(simulatedAccounts.platform, account?.platform ?? ''),
      eq(simulatedAccounts.loginId, account?.loginId ?? 0),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const alerts = () =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like '[Alert]%'`)
      .orderBy(mailOutbox.createdAt);
  const reconciliation = () => {
    const fn = t.app.jobs.get('reconciliation');
    if (!fn) throw new Error('no reconciliation function');
    return fn.run({ parameters: {}, dueAt: now, log: t.app.log });
  };
  const moveplatform = (by: number) =>
    t.database.db
      .update(simulatedAccounts)
      .set({ balance: sql`${simulatedAccounts.balance} + ${by}` })
      .where(platformAccount);

  it('mails the holders once when reconciliation starts failing, not while it stays failed, and again after it recovers', async () => {
    await expect(reconciliation()).resolves.toMatchObject({ differences: 0 });
    expect(await alerts()).toHaveLength(0);

    await moveplatform(1);
    await expect(reconciliation()).rejects.toThrow(/difference/);
    const first = await alerts();
    expect(first.map((m) => m.toAddress).sort()).toEqual(['developer@demo.test', 'marketing@demo.test']);
    expect(first[0]?.subject).toBe('[Alert] Ledger reconciliation failed');
    expect(first[0]?.text).toContain('disagree on 1 point(s)');
    expect(first[0]?.text).toContain('https://console.broker.test/internals/server-status');
    expect(first[0]?.html).toContain('href="https://console.broker.test/internals/server-status"');

    await expect(reconciliation()).rejects.toThrow(/difference/);
    expect(await alerts()).toHaveLength(2);

    await moveplatform(-1);
    await expect(reconciliation()).resolves.toMatchObject({ differences: 0 });
    expect(await alerts()).toHaveLength(2);

    await moveplatform(1);
    await expect(reconciliation()).rejects.toThrow(/difference/);
    expect(await alerts()).toHaveLength(4);
    await moveplatform(-1);
    await expect(reconciliation()).resolves.toMatchObject({ differences: 0 });
  });

  it('keeps each check its own episode, and two instances seeing one failure send one alert', async () => {
    const deps = { db: t.database.db, config: t.config, clock };
    const sent = await Promise.all([
      alertOnCheck(deps, 'audit-verification', 'The audit chain is broken from position 7.'),
      alertOnCheck(deps, 'audit-verification', 'The audit chain is broken from position 7.'),
    ]);
    expect(sent.map((s) => s.alerted).sort()).toEqual([0, 2]);
    const mails = await alerts();
    expect(mails.at(-1)?.subject).toBe('[Alert] Audit-chain verification failed');
    expect(mails.at(-1)?.text).toContain('broken from position 7');
    expect(mails).toHaveLength(6);
    await alertOnCheck(deps, 'audit-verification', null);
  });

  it('goes through a real SMTP relay, and a failure no one could be told of alerts again on the next run', async () => {
    const received: string[] = [];
    let refuse = true;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(refuse ? new Error('451 try again later') : undefined);
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    try {
      const address = smtp.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const deps = {
        db: t.database.db,
        config: t.config,
        clock,
        mail: () => smtpMail(`smtp://127.0.0.1:${port}`),
      };
      expect(await alertOnCheck(deps, 'audit-verification', 'Broken at 9.')).toEqual({ alerted: 0 });
      refuse = false;
      expect(await alertOnCheck(deps, 'audit-verification', 'Broken at 9.')).toEqual({ alerted: 2 });
      expect(received).toHaveLength(2);
      expect(received[0]).toContain('Subject: [Alert] Audit-chain verification failed');
      expect(received.join('\n')).toContain('To: marketing@demo.test');
      expect(await alertOnCheck(deps, 'audit-verification', 'Broken at 9.')).toEqual({ alerted: 0 });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
