import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** The two brands; product configuration, inserted by a migration. */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  crmName: text('crm_name').notNull(),
  logoUrl: text('logo_url').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

/** Reusable permission sets; global, not per brand. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    permissions: textArray('permissions'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Staff users. Deleting one keeps the row (audit records point at it) and frees the email:
 * uniqueness holds among staff not deleted.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    department: text('department').notNull(),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    permissions: textArray('permissions'),
    salesRotationCountries: textArray('sales_rotation_countries'),
    enableCountryWhitelist: boolean('enable_country_whitelist').notNull().default(false),
    whitelistCountries: textArray('whitelist_countries'),
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_email_key').on(t.email).where(sql`${t.deletedAt} is null`),
    check('staff_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'staff_department_check',
      sql`${t.department} in ('sales','support','marketing','admin','funding','dealing','compliance','accounting','developer')`,
    ),
  ],
);

export const staffBrands = pgTable(
  'staff_brands',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.brandId] }), index('staff_brands_brand_idx').on(t.brandId)],
);

/**
 * A sign-in, or a view-as: one refresh-token family. `actorId` is the real staff user behind a
 * view-as session (the session's `staffId` is the viewed user).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    actorId: uuid('actor_id').references(() => staff.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_staff_idx').on(t.staffId), index('sessions_actor_idx').on(t.actorId)],
);

/** Refresh tokens are stored as SHA-256 digests; a rotated one is kept to detect reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed sign-ins, for throttling per email and per address (kept in the database so it holds across instances). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at), index('login_failures_ip_at_idx').on(t.ip, t.at)],
);

/**
 * Append-only, hash-chained audit log. `seq` is gapless (appends are serialised on `audit_head`),
 * so a deleted record shows as a gap and an edited one as a broken hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorId: uuid('actor_id'),
    viewedAsId: uuid('viewed_as_id'),
    brandId: text('brand_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.seq),
    index('audit_log_actor_idx').on(t.actorId, t.seq),
    index('audit_log_brand_idx').on(t.brandId, t.seq),
  ],
);

/** One row: the chain's last position and hash. Locking it serialises appends. */
export const auditHead = pgTable(
  'audit_head',
  {
    id: integer('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [check('audit_head_single_row', sql`${t.id} = 1`)],
);

/**
 * Trading clients. Each belongs to one brand; `readable_id` (the "Client ID" staff use) and the
 * email are unique per brand. Deposit facts are kept on the row so lists filter and sort on them
 * with an index (the money module keeps them up to date from the ledger).
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    readableId: bigint('readable_id', { mode: 'number' }).notNull().default(sql`nextval('clients_readable_id_seq')`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    kycStatus: text('kyc_status').notNull().default('not_started'),
    deviceType: text('device_type'),
    suspended: boolean('suspended').notNull().default(false),
    ctraderId: text('ctrader_id'),
    mt5Id: text('mt5_id'),
    account: text('account'),
    utms: jsonb('utms').notNull().default(sql`'{}'::jsonb`),
    salesAgentId: uuid('sales_agent_id').references(() => staff.id),
    liveAccounts: integer('live_accounts').notNull().default(0),
    demoAccounts: integer('demo_accounts').notNull().default(0),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true, mode: 'date' }),
    ftdAmountUsd: bigint('ftd_amount_usd_cents', { mode: 'number' }),
    totalDepositsUsd: bigint('total_deposits_usd_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_brand_readable_key').on(t.brandId, t.readableId),
    uniqueIndex('clients_brand_email_key').on(t.brandId, t.email),
    index('clients_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    index('clients_brand_kyc_created_idx').on(t.brandId, t.kycStatus, t.createdAt),
    // One index per sort key of the lists, ending in id like their ORDER BY: a page is a walk from
    // the cursor's row (see modules/clients/client-order.ts).
    index('clients_brand_country_idx').on(t.brandId, t.country, t.id),
    index('clients_brand_last_name_idx').on(t.brandId, t.lastName, t.id),
    index('clients_brand_deposits_idx').on(t.brandId, t.totalDepositsUsd, t.id),
    index('clients_brand_ftd_idx').on(t.brandId, t.ftdAmountUsd, t.id),
    index('clients_brand_ctrader_idx').on(t.brandId, t.ctraderId),
    index('clients_brand_mt5_idx').on(t.brandId, t.mt5Id),
    index('clients_brand_account_idx').on(t.brandId, t.account),
    index('clients_brand_phone_idx').on(t.brandId, t.phone),
    index('clients_name_trgm_idx').using('gin', sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`),
    index('clients_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('clients_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'clients_kyc_status_check',
      sql`${t.kycStatus} in ('not_started','pending','pending_changes','approved','rejected')`,
    ),
    check('clients_device_check', sql`${t.deviceType} is null or ${t.deviceType} in ('win','android','ios','multi')`),
    check('clients_deposits_check', sql`${t.totalDepositsUsd} >= 0`),
  ],
);

/** Notes and financial notes on a client (`kind`); author and times kept, pinning for notes. */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_notes_client_idx').on(t.clientId, t.kind, t.isPinned, t.createdAt),
    check('client_notes_kind_check', sql`${t.kind} in ('note','financial')`),
    check('client_notes_length_check', sql`length(${t.note}) between 1 and 5000`),
  ],
);

/**
 * KYC documents. The file lives in the file store under `storage_key` (a generated name); the
 * name the client gave is kept for display only. Older uploads of a kind stay as its history.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => staff.id),
    reviewedBy: uuid('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_documents_client_idx').on(t.clientId, t.kind, t.createdAt),
    index('client_documents_status_idx').on(t.status, t.createdAt),
    check('client_documents_kind_check', sql`${t.kind} in ('id_document','proof_of_address','other')`),
    check(
      'client_documents_status_check',
      sql`${t.status} in ('pending','pendingChanges','approved','rejected','error')`,
    ),
    check('client_documents_mime_check', sql`${t.mimeType} in ('image/jpeg','image/png','application/pdf')`),
  ],
);

export const schema = {
  brands,
  roles,
  staff,
  staffBrands,
  sessions,
  refreshTokens,
  loginFailures,
  auditLog,
  auditHead,
  clients,
  clientNotes,
  clientDocuments,
};
export type Schema = typeof schema;
