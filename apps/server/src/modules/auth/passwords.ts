import { hash, verify } from '@node-rs/argon2';

/** argon2's `Algorithm.Argon2id`; the package's const enum cannot be imported under isolated modules. */
const ARGON2ID = 2;

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PARAMS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash is weaker than today's parameters (or not argon2id): rehash on sign-in. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [memory, time, lanes] = match.slice(1).map(Number) as [number, number, number];
  return memory < PARAMS.memoryCost || time < PARAMS.timeCost || lanes < PARAMS.parallelism;
}

/** Verified against when the email is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoyHash ??= hashPassword('decoy-password-never-matches-0');
  return decoyHash;
};
