import type { TTwoFactorSecret } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { twoFactorKeys } from './keys.ts';
import { savePendingSecret } from './repository.ts';
import { newTotpSecret, totpUri } from './totp.ts';

/**
 * Starts an enrolment: a new secret, stored encrypted and not yet on, handed back once as text and
 * as the `otpauth://` URI of the QR code (issuer: the default brand's CRM name).
 */
export async function startEnrolment(
  deps: Deps,
  db: Executor,
  staffId: string,
  email: string,
): Promise<TTwoFactorSecret> {
  const secret = newTotpSecret();
  await savePendingSecret(db, staffId, twoFactorKeys(deps).box.seal(secret, staffId));
  const [brand] = await db.select({ crmName: brands.crmName }).from(brands).where(eq(brands.isDefault, true));
  return { secret, otpauth_uri: totpUri(brand?.crmName ?? 'CRM', email, secret) };
}
