import type { Deps } from '../../deps.ts';
import { type ChallengeTokens, createChallengeTokens } from './challenge-tokens.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';

type Keys = { box: SecretBox; challenges: ChallengeTokens };
const made = new WeakMap<Deps, Keys>();

/** The secret box and the challenge signer of this server, made once from its configuration. */
export function twoFactorKeys(deps: Deps): Keys {
  let keys = made.get(deps);
  if (!keys) {
    keys = {
      box: createSecretBox(deps.config.twoFactorKey),
      challenges: createChallengeTokens(deps.config.jwtSecret, () => deps.clock().getTime()),
    };
    made.set(deps, keys);
  }
  return keys;
}
