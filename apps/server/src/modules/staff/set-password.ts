import type { TPasswordLinkCheckReply, TSetPasswordRequest } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { digestRefreshToken } from '../auth/refresh-tokens.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import {
  endPasswordLinks,
  findPasswordLink,
  markPasswordLinkUsed,
  type PasswordLinkRow,
} from './password-links-repository.ts';
import { hashNewPassword } from './password-policy.ts';

/** One answer for every way a link can fail, so a token's fate is not told to whoever holds a wrong one. */
const invalidLink = () =>
  new AppError('passwordLinkInvalid', 'This link is not valid any more. Ask an administrator for a new one.');

type LinkOwner = { id: string; email: string; firstName: string; active: boolean; deletedAt: Date | null };

async function usableLink(
  db: Executor,
  token: string,
  now: Date,
  forUpdate: boolean,
): Promise<{ link: PasswordLinkRow; owner: LinkOwner }> {
  const link = await findPasswordLink(db, digestRefreshToken(token), forUpdate);
  if (!link || link.usedAt || link.endedAt || link.expiresAt.getTime() <= now.getTime()) throw invalidLink();
  const [owner] = await db
    .select({
      id: staff.id,
      email: staff.email,
      firstName: staff.firstName,
      active: staff.active,
      deletedAt: staff.deletedAt,
    })
    .from(staff)
    .where(eq(staff.id, link.staffId))
    .limit(1);
  // A disabled or deleted user's link does not work (enabling them again does not revive it).
  if (!owner?.active || owner.deletedAt) throw invalidLink();
  return { link, owner };
}

/** `POST /dashboard/auth/passwordLink`: whose link it is, so the page can greet them. Changes nothing. */
export async function checkPasswordLink({ db, clock }: Deps, token: string): Promise<TPasswordLinkCheckReply> {
  const { link, owner } = await usableLink(db, token, clock(), false);
  return { email: owner.email, first_name: owner.firstName, expiresAt: link.expiresAt.toISOString() };
}

/**
 * `POST /dashboard/auth/setPassword`: the policy is checked before anything is touched (a weak
 * password leaves the link usable). Then, in one transaction with the link locked: the password
 * is set, the link is used (a second use, even at the same moment, finds it used), any other open
 * link ends, every session of the user ends, and the use is audited with the user as actor.
 */
export async function setPasswordWithLink(
  { db, clock }: Deps,
  input: TSetPasswordRequest,
  request: { requestId: string; ip: string },
): Promise<void> {
  const passwordHash = await hashNewPassword(input.password);
  await db.transaction(async (tx) => {
    const now = clock();
    const { link, owner } = await usableLink(tx, input.token, now, true);
    await tx.update(staff).set({ passwordHash, updatedAt: now }).where(eq(staff.id, owner.id));
    await markPasswordLinkUsed(tx, link.id, now);
    await endPasswordLinks(tx, owner.id, now);
    const sessionsEnded = await revokeStaffSessions(tx, owner.id, 'password set by link');
    await appendAudit(
      tx,
      { actorId: owner.id, viewedAsId: null, brandId: null, requestId: request.requestId, ip: request.ip },
      {
        action: 'staff.passwordLink.use',
        entityType: 'staff',
        entityId: owner.id,
        after: { issuedBy: link.createdBy, issuedAt: link.createdAt.toISOString(), ip: request.ip, sessionsEnded },
      },
    );
  });
}
