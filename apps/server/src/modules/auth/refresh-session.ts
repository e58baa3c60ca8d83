import type { TTokenReply } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens, sessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { digestRefreshToken, newRefreshToken } from './refresh-tokens.ts';
import { findLiveSession, revokeSession } from './sessions-repository.ts';
import { viewAsRefusalFor } from './view-as-rules.ts';

type RefreshInput = { refreshToken: string; brand: string | undefined; requestId: string; ip: string };

const invalid = () => new AppError('refreshTokenInvalid', 'Sign in again');

/**
 * `POST /dashboard/auth/token`: trades a refresh token for a new access token and a new refresh
 * token (rotation). A token already traded is a sign it was stolen: the whole session ends.
 */
export async function refreshSession({ db, tokens, config }: Deps, input: RefreshInput): Promise<TTokenReply> {
  const digest = digestRefreshToken(input.refreshToken);
  const outcome = await db.transaction(async (tx) => {
    // The row lock makes two refreshes with one token run one after the other.
    const [stored] = await tx
      .select({
        rotatedAt: refreshTokens.rotatedAt,
        sessionId: refreshTokens.sessionId,
        // Database time on both sides: `rotated_at` is set from now() too.
        inLeeway: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${config.refreshReuseLeewaySeconds})`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, digest))
      .for('update');
    if (!stored) return { kind: 'invalid' as const };

    const live = await findLiveSession(tx, stored.sessionId);
    if (!live) return { kind: 'invalid' as const };
    const { session, staff } = live;
    const audit = {
      actorId: session.actorId ?? staff.id,
      viewedAsId: session.actorId ? staff.id : null,
      brandId: session.brandId,
      requestId: input.requestId,
      ip: input.ip,
    };

    // A token traded a moment ago, traded again: the client lost the answer (a tab closed or a page
    // left while the refresh was on the wire), not a thief. It gets a new pair of its own; the
    // token's rotation time stays, so the leeway is never extended by using it.
    const retried = stored.rotatedAt !== null && stored.inLeeway;
    if (stored.rotatedAt && !retried) {
      await revokeSession(tx, session.id, 'refresh token reuse');
      await appendAudit(tx, audit, { action: 'session.reuseDetected', entityType: 'session', entityId: session.id });
      return { kind: 'reused' as const };
    }

    // Without a brand asked for, keep the session's, or one the user still has if it was taken away.
    const brand =
      input.brand ?? (staff.brands.includes(session.brandId) ? session.brandId : (staff.brands[0] ?? session.brandId));
    if (!staff.brands.includes(brand)) return { kind: 'brand' as const, brand };
    if (session.actorId) {
      const refusal = await viewAsRefusalFor(tx, session.actorId, staff, brand);
      if (refusal) {
        await revokeSession(tx, session.id, 'view-as no longer allowed');
        await appendAudit(tx, audit, {
          action: 'session.viewAsEnded',
          entityType: 'session',
          entityId: session.id,
          after: { reason: refusal },
        });
        return { kind: 'invalid' as const };
      }
    }

    const next = newRefreshToken();
    if (!retried)
      await tx.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.tokenHash, digest));
    await tx.insert(refreshTokens).values({ tokenHash: digestRefreshToken(next), sessionId: session.id });
    if (brand !== session.brandId) await tx.update(sessions).set({ brandId: brand }).where(eq(sessions.id, session.id));
    await appendAudit(
      tx,
      { ...audit, brandId: brand },
      {
        action: 'session.refresh',
        entityType: 'session',
        entityId: session.id,
        ...(retried ? { after: { retriedWithinLeeway: true } } : {}),
      },
    );
    return { kind: 'ok' as const, staffId: staff.id, sessionId: session.id, brand, refreshToken: next };
  });

  switch (outcome.kind) {
    case 'invalid':
    case 'reused':
      throw invalid();
    case 'brand':
      throw new AppError('brandForbidden', `Brand ${outcome.brand} is not one of yours`);
    case 'ok': {
      const token = await tokens.sign({ staffId: outcome.staffId, sessionId: outcome.sessionId, brand: outcome.brand });
      return { token, refresh_token: outcome.refreshToken };
    }
  }
}
