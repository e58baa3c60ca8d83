import type { ZRegisterClientRequest } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { clientIntakeKeys } from '../../db/schema-sales-assignment.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { toE164 } from '../clients/edit-client.ts';
import { createClient } from './create-client.ts';
import { findLiveKey } from './intake-keys.ts';
import type { WindowLimiter } from './rate-limit.ts';

type Body = z.output<typeof ZRegisterClientRequest>;

/** What the audit records as the actor of a registration: no staff user, the client app and its key. */
export const CLIENT_APP_ACTOR = 'client app';

/** The key from `Authorization: Bearer <key>` or `X-Api-Key: <key>`. */
export function presentedKey(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice('Bearer '.length).trim() || null;
  const header = request.headers['x-api-key'];
  return typeof header === 'string' && header.trim() !== '' ? header.trim() : null;
}

const EMAIL_TAKEN = 'A client of this brand already has this e-mail';

/**
 * `POST /api/clients/register`: a new client of the key's brand, with the next sales agent of the
 * rotation, in one transaction with its audit record. The reporting facts follow from their insert
 * triggers like any other client's.
 */
export async function registerClient(
  { db }: Deps,
  limiter: WindowLimiter,
  request: FastifyRequest,
  body: Body,
): Promise<{ _id: string; readable_id: number; sales_agent_id: string | null }> {
  const presented = presentedKey(request);
  if (!presented) throw new AppError('intakeKeyInvalid', 'Send the client-app key as Authorization: Bearer <key>');
  const key = await findLiveKey(db, presented);
  if (!key) throw new AppError('intakeKeyInvalid', 'Unknown or revoked client-app key');
  const wait = limiter.take(key.id);
  if (wait !== null)
    throw new AppError('tooManyRequests', 'Too many registrations with this key; slow down', {
      headers: { 'retry-after': String(wait) },
    });
  // Checked (and normalised) before the transaction opens: a bad number names its field.
  const phone = body.phone ? toE164(body.phone, body.country) : null;
  const utms = Object.fromEntries(
    (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const)
      .map((k) => [k, body[k]?.trim()] as const)
      .filter(([, v]) => v),
  );
  try {
    return await db.transaction(async (tx) => {
      const made = await createClient(
        tx,
        { actorId: null, viewedAsId: null, brandId: key.brandId, requestId: request.id, ip: request.ip },
        key.brandId,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone,
          country: body.country,
          dateOfBirth: body.date_of_birth ?? null,
          address: body.address ?? null,
          deviceType: body.device_type ?? null,
          utms,
        },
        { actor: CLIENT_APP_ACTOR, key_id: key.id, key_name: key.name },
      );
      await tx.update(clientIntakeKeys).set({ lastUsedAt: sql`now()` }).where(eq(clientIntakeKeys.id, key.id));
      return { _id: made.id, readable_id: made.readableId, sales_agent_id: made.agentId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'clients_brand_email_key'))
      throw new AppError('conflict', EMAIL_TAKEN, { details: [{ path: 'email', message: EMAIL_TAKEN }] });
    throw error;
  }
}
