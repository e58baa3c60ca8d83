import type { TRegisterClientRequest } from '@crm/contracts';
import { fakerDE, fakerEN_GB, fakerES, fakerFR, fakerIT } from '@faker-js/faker';
import type { FastifyBaseLogger } from 'fastify';
import { type RunningJobs, startIntervalJobs } from '../../jobs/interval-jobs.ts';
import { cronForInterval, defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';

/**
 * The port: how the brokerage's client app hands over a sign-up. The adapter shipped is the real
 * HTTP intake (`httpIntake`), so the demo's registrations travel the path production's do: key
 * check, validation, rotation, audit.
 */
export type ClientIntake = {
  register(key: string, body: TRegisterClientRequest): Promise<{ status: number; body: unknown }>;
};

/** Calls `POST /api/clients/register` on a running server. */
export const httpIntake = (baseUrl: string): ClientIntake => ({
  async register(key, body) {
    const res = await fetch(`${baseUrl}/api/clients/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  },
});

/**
 * Where the demo's sign-ups come from: mostly countries the demo agents cover (cy, gr, de, at,
 * ch, ae; fr, be, it, es in the second brand), some nobody covers (gb, nl, br), which stay
 * unassigned and show in the page's count.
 */
const COUNTRIES = [
  { country: 'cy', faker: fakerEN_GB, weight: 4 },
  { country: 'gr', faker: fakerEN_GB, weight: 3 },
  { country: 'de', faker: fakerDE, weight: 5 },
  { country: 'at', faker: fakerDE, weight: 2 },
  { country: 'ch', faker: fakerDE, weight: 1 },
  { country: 'ae', faker: fakerEN_GB, weight: 2 },
  { country: 'fr', faker: fakerFR, weight: 3 },
  { country: 'be', faker: fakerFR, weight: 1 },
  { country: 'it', faker: fakerIT, weight: 3 },
  { country: 'es', faker: fakerES, weight: 3 },
  { country: 'gb', faker: fakerEN_GB, weight: 2 },
  { country: 'nl', faker: fakerEN_GB, weight: 1 },
  { country: 'br', faker: fakerES, weight: 1 },
] as const;
const TOTAL = COUNTRIES.reduce((n, c) => n + c.weight, 0);

const ascii = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase() || 'client';

/** One made-up sign-up, as a client app would send it. */
export function simulatedRegistration(random: () => number, now: Date): TRegisterClientRequest {
  const pick = random() * TOTAL;
  let sum = 0;
  const entry =
    COUNTRIES.find((c) => {
      sum += c.weight;
      return pick < sum;
    }) ?? COUNTRIES[0];
  const first = entry.faker.person.firstName();
  const last = entry.faker.person.lastName();
  const source = (['google', 'facebook', 'affiliate'] as const)[Math.floor(random() * 3)] ?? 'google';
  return {
    first_name: first,
    last_name: last,
    email: `${ascii(first)}.${ascii(last)}.${now.getTime().toString(36)}${Math.floor(random() * 1e6)}@mail.test`,
    country: entry.country,
    device_type: (['win', 'android', 'ios'] as const)[Math.floor(random() * 3)] ?? 'win',
    utm_source: source,
    utm_medium: source === 'affiliate' ? 'referral' : 'cpc',
    utm_campaign: 'app-signup',
  };
}

/**
 * The demo's client app: every `everyMs` one sign-up through the intake with one of the brands'
 * keys in turn. Started by main.ts in demo mode (never by tests unless a test asks); a refusal is
 * logged, not retried.
 */
export function startSimulatedClientApp(
  intake: ClientIntake,
  keys: readonly { brandId: string; key: string }[],
  everyMs: number,
  log: FastifyBaseLogger,
  random: () => number = Math.random,
  clock: () => Date = () => new Date(),
): RunningJobs {
  let turn = 0;
  return startIntervalJobs(log, [
    {
      name: 'simulated-client-app',
      everyMs,
      run: async () => {
        const target = keys[turn++ % keys.length];
        if (!target) return;
        const reply = await intake.register(target.key, simulatedRegistration(random, clock()));
        if (reply.status !== 201)
          log.warn({ status: reply.status, brand: target.brandId }, 'simulated registration refused');
      },
    },
  ]);
}

/**
 * The demo's client app as a function of the job registry (main.ts, demo mode): one sign-up per
 * run, every `everySeconds` by default, with the brands' keys in turn.
 */
export function simulatedClientAppFunction(
  intake: ClientIntake,
  keys: readonly { brandId: string; key: string }[],
  everySeconds: number,
) {
  let turn = 0;
  return defineFunction({
    name: 'simulated-client-app',
    description: 'The demo’s client app: registers a made-up client through the real HTTP intake.',
    cron: cronForInterval(everySeconds * 1000),
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => {
      const target = keys[turn++ % keys.length];
      if (!target) return null;
      const reply = await intake.register(target.key, simulatedRegistration(Math.random, new Date()));
      if (reply.status !== 201) throw new Error(`The intake refused the registration (${reply.status})`);
      return { brand: target.brandId, status: reply.status };
    },
  });
}
