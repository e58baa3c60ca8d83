import {
  type Faker,
  fakerDE,
  fakerEN_GB,
  fakerES,
  fakerFR,
  fakerIT,
  fakerNL,
  fakerPL,
  fakerPT_BR,
} from '@faker-js/faker';
import { and, eq } from 'drizzle-orm';
import { type CountryCode, getExampleNumber, isValidPhoneNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import type { Tx } from '../db/client.ts';
import { clients, staff, staffBrands } from '../db/schema.ts';
import { inChunks, seededRandom, weightedPick } from './seeded-random.ts';

type Locale = { country: string; weight: number; faker: Faker };

/** Where the demo brokerage's clients come from, with names and phones of each country. */
const LOCALES: Locale[] = [
  { country: 'cy', weight: 14, faker: fakerEN_GB },
  { country: 'gb', weight: 12, faker: fakerEN_GB },
  { country: 'de', weight: 14, faker: fakerDE },
  { country: 'es', weight: 10, faker: fakerES },
  { country: 'it', weight: 10, faker: fakerIT },
  { country: 'fr', weight: 9, faker: fakerFR },
  { country: 'nl', weight: 7, faker: fakerNL },
  { country: 'pl', weight: 8, faker: fakerPL },
  { country: 'br', weight: 8, faker: fakerPT_BR },
  { country: 'gr', weight: 8, faker: fakerEN_GB },
];
/** Cypriot and Greek clients get Greek names in Latin letters, as they are usually written. */
const GREEK = {
  first: ['Andreas', 'Maria', 'Giorgos', 'Eleni', 'Nikos', 'Christina', 'Kostas', 'Sofia', 'Panayiotis', 'Katerina'],
  last: ['Andreou', 'Georgiou', 'Christodoulou', 'Papadopoulos', 'Ioannou', 'Constantinou', 'Nikolaou', 'Charalambous'],
};

const ascii = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase() || 'client';

/** A mobile number valid for the country: the library's example with its last digits varied. */
function phoneFor(country: string, rand: () => number): string | null {
  const example = getExampleNumber(country.toUpperCase() as CountryCode, examples);
  if (!example) return null;
  const base = example.number.slice(0, -4);
  for (let i = 0; i < 5; i++) {
    const candidate = `${base}${String(Math.floor(rand() * 10_000)).padStart(4, '0')}`;
    if (isValidPhoneNumber(candidate)) return candidate;
  }
  return example.number;
}

const DAY = 86_400_000;

/**
 * `count` clients for one brand: countries, names, phones, devices, UTMs, KYC states, accounts and
 * deposits in proportions a retail CFD brokerage sees, over the last 18 months. Deterministic.
 */
export async function seedDemoClients(
  tx: Tx,
  brandId: string,
  count: number,
  seed: number,
  now = new Date(),
): Promise<void> {
  if (count <= 0) return;
  const rand = seededRandom(seed);
  const agents = await tx
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(staffBrands, eq(staffBrands.staffId, staff.id))
    .where(and(eq(staffBrands.brandId, brandId), eq(staff.department, 'sales')));

  const rows: (typeof clients.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const locale = weightedPick(
      rand,
      LOCALES.map((l) => [l, l.weight] as const),
    );
    locale.faker.seed(seed * 1_000_003 + i);
    const greek = locale.country === 'cy' || locale.country === 'gr';
    const firstName = greek
      ? (GREEK.first[Math.floor(rand() * GREEK.first.length)] ?? 'Maria')
      : locale.faker.person.firstName();
    const lastName = greek
      ? (GREEK.last[Math.floor(rand() * GREEK.last.length)] ?? 'Georgiou')
      : locale.faker.person.lastName();
    const createdAt = new Date(now.getTime() - Math.floor(rand() * 540 * DAY));
    const kycStatus = weightedPick(rand, [
      ['approved', 45],
      ['not_started', 30],
      ['pending', 15],
      ['pending_changes', 5],
      ['rejected', 5],
    ] as const);
    const liveAccounts = kycStatus === 'approved' ? 1 + Math.floor(rand() * 3) : 0;
    const deposited = liveAccounts > 0 && rand() < 0.7;
    const ftdCents = deposited ? (50 + Math.floor(rand() * 4950)) * 100 : null;
    const ctraderId = liveAccounts > 0 ? String(3_000_000 + Math.floor(rand() * 6_000_000)) : null;
    const mt5Id = liveAccounts > 1 ? String(50_000_000 + Math.floor(rand() * 40_000_000)) : null;
    const source = weightedPick(rand, [
      ['google', 35],
      ['facebook', 25],
      ['affiliate', 25],
      ['direct', 15],
    ] as const);
    rows.push({
      brandId,
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}.${seed}-${i}@mail.test`,
      phone: phoneFor(locale.country, rand),
      country: locale.country,
      kycStatus,
      deviceType: weightedPick(rand, [
        ['android', 35],
        ['win', 30],
        ['ios', 25],
        ['multi', 10],
      ] as const),
      suspended: rand() < 0.02,
      ctraderId,
      mt5Id,
      account: ctraderId ?? mt5Id,
      utms:
        source === 'direct'
          ? {}
          : {
              utm_source: source,
              utm_medium: source === 'affiliate' ? 'referral' : 'cpc',
              utm_campaign: `q${1 + Math.floor(rand() * 4)}-promo`,
            },
      salesAgentId: agents.length > 0 && rand() < 0.6 ? (agents[Math.floor(rand() * agents.length)]?.id ?? null) : null,
      liveAccounts,
      demoAccounts: Math.floor(rand() * 3),
      firstDepositAt: ftdCents ? new Date(createdAt.getTime() + Math.floor(rand() * 20 * DAY)) : null,
      ftdAmountUsd: ftdCents,
      totalDepositsUsd: ftdCents ? ftdCents * (1 + Math.floor(rand() * 20)) : 0,
      createdAt,
      updatedAt: createdAt,
      // From the client's own seeded faker, after everything else: the values above stay as they were.
      ...identityFacts(locale.faker, createdAt),
    });
  }
  await inChunks(rows, 500, (chunk) => tx.insert(clients).values(chunk));
}

/** What the client declared at registration, which their documents must match. */
function identityFacts(faker: Faker, registeredAt: Date): { dateOfBirth: string; address: string } {
  const born = faker.date.birthdate({ mode: 'age', min: 18, max: 75, refDate: registeredAt });
  return {
    dateOfBirth: born.toISOString().slice(0, 10),
    address: `${faker.location.streetAddress()}, ${faker.location.zipCode()} ${faker.location.city()}`,
  };
}
