import type { TClient } from '@crm/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
// The full metadata: the default (min) build only checks lengths loosely and takes 12345 for a German number.
import { type CountryCode, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { isUniqueViolation } from '../../db/errors.ts';
import { clients, staff, staffBrands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import { isCountryInScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { changeClient } from './change-client.ts';

/** `PUT /dashboard/users/{id}`: names, country and device. */
export const updateClient = (
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: { first_name?: string; last_name?: string; country?: string; device_type?: TClient['device_type'] },
) => {
  // Staff limited to some countries cannot move a client out of them: the client would leave
  // their own scope (and land in a colleague's) by their hand.
  if (body.country !== undefined && !isCountryInScope(ctx.auth, body.country)) {
    throw invalidField(
      'country',
      `You may place clients only in your countries (${ctx.auth.staff.whitelistCountries.join(', ').toUpperCase() || 'none'})`,
    );
  }
  return changeClient(deps, ctx, id, 'client.update', async () => ({
    firstName: body.first_name,
    lastName: body.last_name,
    country: body.country,
    deviceType: body.device_type,
  }));
};

/**
 * A phone as staff type it ("99 123456", "+357 99 123456", "0049 151…"), read for the client's
 * country unless it carries its own code, checked, and stored as E.164.
 */
export function toE164(text: string, country: string): string {
  try {
    const parsed = parsePhoneNumberWithError(text, country.toUpperCase() as CountryCode);
    if (!parsed.isValid()) throw new Error('invalid');
    return parsed.number;
  } catch {
    throw invalidField(
      'phone',
      `"${text}" is not a valid phone number for ${country.toUpperCase()} (or give it with its country code)`,
    );
  }
}

export const changePhone = (deps: Deps, ctx: RequestContext, id: string, phone: string) =>
  changeClient(deps, ctx, id, 'client.changePhone', async (_tx, client) => ({ phone: toE164(phone, client.country) }));

const EMAIL_TAKEN = 'Another client of this brand has this e-mail';
const emailTaken = () => new AppError('conflict', EMAIL_TAKEN, { details: [{ path: 'email', message: EMAIL_TAKEN }] });

/** `GET …/changeEmail?email=`: may this client take that e-mail (unique per brand)? */
export async function isClientEmailAvailable({ db }: Deps, ctx: RequestContext, id: string, email: string) {
  const [other] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.brandId, ctx.auth.brand), eq(clients.email, email), ne(clients.id, id)))
    .limit(1);
  return { email, available: !other };
}

export async function changeEmail(deps: Deps, ctx: RequestContext, id: string, email: string) {
  try {
    return await changeClient(deps, ctx, id, 'client.changeEmail', async () => ({ email }));
  } catch (error) {
    if (isUniqueViolation(error, 'clients_brand_email_key')) throw emailTaken();
    throw error;
  }
}

/** The agent must be an active sales staff user of the client's brand; null unassigns. */
export const changeSalesAgent = (deps: Deps, ctx: RequestContext, id: string, agentId: string | null) =>
  changeClient(deps, ctx, id, 'client.changeSalesAgent', async (tx, client) => {
    if (agentId) {
      const [agent] = await tx
        .select({ id: staff.id })
        .from(staff)
        .innerJoin(staffBrands, eq(staffBrands.staffId, staff.id))
        .where(
          and(
            eq(staff.id, agentId),
            eq(staffBrands.brandId, client.brandId),
            eq(staff.department, 'sales'),
            eq(staff.active, true),
            isNull(staff.deletedAt),
          ),
        );
      if (!agent) throw invalidField('sales_agent_id', 'Not an active sales agent of this brand');
    }
    return { salesAgentId: agentId };
  });

export const suspendClient = (deps: Deps, ctx: RequestContext, id: string, suspend: boolean) =>
  changeClient(deps, ctx, id, suspend ? 'client.suspend' : 'client.unsuspend', async () => ({ suspended: suspend }));

/** UTMs are replaced as a whole; empty values are dropped. */
export const changeUtms = (deps: Deps, ctx: RequestContext, id: string, utms: Record<string, string | undefined>) =>
  changeClient(deps, ctx, id, 'client.changeUtms', async () => ({
    utms: Object.fromEntries(Object.entries(utms).filter(([, v]) => v?.trim())),
  }));
