import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;

/** A code of the step before or after the current one still passes (clocks drift; people type slowly). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A new 160-bit secret in base32 (what the apps take). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://` URI the QR code carries: issuer the CRM's name, label the staff user's email. */
export const totpUri = (issuer: string, email: string, secret: string): string =>
  generateURI({ issuer, label: email, secret });

/**
 * The time step the code belongs to, or null when it is wrong or its step is not after
 * `afterTimeStep` (a code already used, or an older one: replay refused).
 */
export async function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
