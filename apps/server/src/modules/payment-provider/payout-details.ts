import type { TClientPayoutDetails, TPayoutDetailsUpdate } from '@crm/contracts';
import { ZPayoutDetailsUpdate } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import { friendlyFormatIBAN } from 'ibantools';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField, notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { checkedBic, checkedIban } from './bank-details.ts';
import { holderIsClient } from './holder-name.ts';
import type { PayoutBeneficiary } from './payment-provider.ts';
import { paymentProvider } from './providers.ts';

type ClientRow = typeof clients.$inferSelect;

/** The client in the caller's brand and countries, or 404 as if it did not exist. */
async function clientInScope(db: Executor, ctx: RequestContext, clientId: string): Promise<ClientRow> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), dataScope(ctx.auth, { brand: clients.brandId, country: clients.country })));
  if (!row) throw notFound('Client');
  return row;
}

function replyOf(client: ClientRow, details: PayoutBeneficiary | null): TClientPayoutDetails {
  return {
    client: { _id: client.id, readable_id: client.readableId, name: `${client.firstName} ${client.lastName}` },
    provider: paymentProvider.name,
    details: details && {
      iban: details.iban,
      iban_display: friendlyFormatIBAN(details.iban) ?? details.iban,
      bic: details.bic,
      holder: details.holder,
      updated_at: details.updatedAt.toISOString(),
    },
  };
}

/** `GET …/payoutDetails/:clientId`: the payout bank details the provider holds for the client. */
export async function getPayoutDetails({ db }: Deps, ctx: RequestContext, clientId: string) {
  const client = await clientInScope(db, ctx, clientId);
  return replyOf(client, await paymentProvider.readBeneficiary(db, client.id));
}

/**
 * `PUT …/payoutDetails/:clientId`: new payout bank details at the provider. IBAN and BIC are
 * checked by ibantools; the holder must be the client (normalised names) unless the staff member
 * confirms another holder with a reason. The provider's change and the audit record (before and
 * after, the confirmation and its reason) commit together.
 */
export async function updatePayoutDetails(
  deps: Deps,
  ctx: RequestContext,
  clientId: string,
  input: TPayoutDetailsUpdate,
): Promise<TClientPayoutDetails> {
  const body = ZPayoutDetailsUpdate.parse(input);
  const iban = checkedIban(body.iban);
  const bic = checkedBic(body.bic);
  return deps.db.transaction(async (tx) => {
    const client = await clientInScope(tx, ctx, clientId);
    const matches = holderIsClient(body.holder, client);
    if (!matches && !body.holder_confirmed) {
      throw new AppError(
        'payoutHolderMismatch',
        `The account holder is not the client's name (${client.firstName} ${client.lastName}): confirm it with a reason`,
        { details: [{ path: 'holder', message: 'Not the client’s name: confirm with a reason, or correct it' }] },
      );
    }
    const reason = body.confirm_reason ?? '';
    if (!matches && reason.length < 5) {
      throw invalidField(
        'confirm_reason',
        'Say why the account holder differs from the client (at least 5 characters)',
      );
    }
    const before = await paymentProvider.readBeneficiary(tx, client.id);
    const saved = await paymentProvider.saveBeneficiary(tx, {
      brandId: client.brandId,
      clientId: client.id,
      iban,
      bic,
      holder: body.holder,
      at: deps.clock(),
    });
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'client.payoutDetails.update',
      entityType: 'client',
      entityId: client.id,
      before: before && { iban: before.iban, bic: before.bic, holder: before.holder },
      after: {
        iban,
        bic,
        holder: body.holder,
        provider: paymentProvider.name,
        holder_matches_client: matches,
        ...(matches ? {} : { holder_confirmed: true, confirm_reason: reason }),
      },
    });
    return replyOf(client, saved);
  });
}
