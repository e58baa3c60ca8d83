import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
  // The public site the brand's marketing links point at (the UTM builder builds on it only, so no
  // link made here can send a client anywhere else); null until set.
  landingUrl: text('landing_url'),
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
    /** When the user's two-factor sign-in (TOTP) was confirmed; null while they have none. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The console language the user picked in the profile block (issue 18); applied at sign-in. */
    language: text('language').notNull().default('en'),
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
    check('staff_language_check', sql`${t.language} in ('en', 'el')`),
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
    /** Where the session was started from (the request's address and user agent), shown to administrators. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('sessions_staff_idx').on(t.staffId),
    index('sessions_actor_idx').on(t.actorId),
    // Sign-ins per day of a brand (the tools' analytics).
    index('sessions_brand_created_idx').on(t.brandId, t.createdAt),
  ],
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

/**
 * Sign-in tries not (yet) proven right, for throttling per (email, address) pair, per email and per
 * address (modules/auth/login-throttle.ts); kept in the database so every instance agrees. The
 * refusal counters mark the row that started a throttle, so it is audited once, not per refused try.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    pairRefusals: integer('pair_refusals').notNull().default(0),
    addressRefusals: integer('address_refusals').notNull().default(0),
  },
  (t) => [
    index('login_failures_email_ip_at_idx').on(t.email, t.ip, t.at),
    index('login_failures_email_at_idx').on(t.email, t.at),
    index('login_failures_ip_at_idx').on(t.ip, t.at),
    index('login_failures_at_idx').on(t.at),
  ],
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
    // The caller's address (behind the balancer, the client's: TRUST_PROXY); null for the system
    // and for records written before it was kept.
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.seq),
    index('audit_log_actor_idx').on(t.actorId, t.seq),
    index('audit_log_brand_idx').on(t.brandId, t.seq),
    // The log viewer's filters (audit/list-audit-records.ts), each walked newest first: one action,
    // one object (a client's log too), and a date range.
    index('audit_log_action_idx').on(t.action, t.seq),
    index('audit_log_entity_id_idx').on(t.entityId, t.seq),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * Audit records as written by the changes they describe, in the same transaction, before they are
 * chained: appending here takes no shared lock, so audited writes do not queue behind each other.
 * The sealer moves them into `audit_log` in order, hashing each onto the chain (audit/seal-audit.ts).
 */
export const auditInbox = pgTable('audit_inbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
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
  ip: text('ip'),
});

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
    // What an identity document or a proof of address must match (the document review shows them
    // beside the file); unknown for clients registered before they were asked.
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
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
    // Settled deposits less what was given back and what was withdrawn, in USD at each
    // transaction's own rate (migration 0019); the UTM report sums it per registration cohort.
    netDepositsUsd: bigint('net_deposits_usd_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Soft delete (an undone IB leads import): the row, who removed it and why stay; its e-mail is free again.
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by').references(() => staff.id),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    uniqueIndex('clients_brand_readable_key').on(t.brandId, t.readableId),
    uniqueIndex('clients_brand_email_key').on(t.brandId, t.email).where(sql`${t.deletedAt} is null`),
    index('clients_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    index('clients_brand_kyc_created_idx').on(t.brandId, t.kycStatus, t.createdAt),
    // A sales agent's clients (the lists' `sales_agent` filter, `none` being IS NULL), by registration day.
    index('clients_brand_agent_created_idx').on(t.brandId, t.salesAgentId, t.createdAt),
    // One index per sort key of the lists, ending in id like their ORDER BY: a page is a walk from
    // the cursor's row (see modules/clients/client-order.ts).
    index('clients_brand_country_idx').on(t.brandId, t.country, t.id),
    // Clients per device (the dashboard's demographics) count from this index alone.
    index('clients_brand_device_idx').on(t.brandId, t.deviceType),
    index('clients_brand_last_name_idx').on(t.brandId, t.lastName, t.id),
    index('clients_brand_deposits_idx').on(t.brandId, t.totalDepositsUsd, t.id),
    index('clients_brand_ftd_idx').on(t.brandId, t.ftdAmountUsd, t.id),
    // The first-time deposits list: the clients whose first deposit falls in a period, newest first,
    // walked from this index instead of finding every client's first deposit among the transactions.
    index('clients_brand_first_deposit_idx')
      .on(t.brandId, t.firstDepositAt, t.id)
      .where(sql`${t.firstDepositAt} is not null and ${t.deletedAt} is null`),
    // text_pattern_ops: the quick search matches platform ids by prefix (LIKE '123%'), which a
    // default-collation btree cannot serve; equality still can.
    index('clients_brand_ctrader_idx').on(t.brandId, t.ctraderId.op('text_pattern_ops')),
    index('clients_brand_mt5_idx').on(t.brandId, t.mt5Id.op('text_pattern_ops')),
    index('clients_brand_account_idx').on(t.brandId, t.account.op('text_pattern_ops')),
    // The Client ID and the internal id are found by prefix too: their text, in the same kind of index.
    index('clients_brand_readable_text_idx').using('btree', t.brandId, sql`(${t.readableId}::text) text_pattern_ops`),
    index('clients_brand_id_text_idx').using('btree', t.brandId, sql`(${t.id}::text) text_pattern_ops`),
    index('clients_brand_phone_idx').on(t.brandId, t.phone),
    // Phone digits anywhere in the number.
    index('clients_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('clients_name_trgm_idx').using('gin', sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`),
    index('clients_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('clients_email_lower', sql`${t.email} = lower(${t.email})`),
    check('clients_deletion_check', sql`(${t.deletedAt} is null) = (${t.deleteReason} is null)`),
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
    // AML: a document is never erased. Deleting one takes it out of every list, lookup and the KYC
    // status, and keeps the record, the file, who deleted it and why.
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by').references(() => staff.id),
    deleteReason: text('delete_reason'),
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
    check('client_documents_deletion_check', sql`(${t.deletedAt} is null) = (${t.deleteReason} is null)`),
  ],
);

/**
 * Trading accounts. The simulated platform adapter keeps them here (product-map §6); a real
 * connector would keep only the link. `login_id` is the platform's own number, unique per platform.
 */
export const tradingAccounts = pgTable(
  'trading_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    platform: text('platform').notNull(),
    environment: text('environment').notNull(),
    loginId: bigint('login_id', { mode: 'number' }).notNull().default(sql`nextval('trading_login_id_seq')`),
    tier: text('tier').notNull().default('standard'),
    groupName: text('group_name').notNull(),
    accountType: text('account_type').notNull().default('hedged'),
    currency: text('currency').notNull().default('USD'),
    leverage: integer('leverage').notNull().default(100),
    canTrade: boolean('can_trade').notNull().default(true),
    canDeposit: boolean('can_deposit').notNull().default(true),
    canWithdraw: boolean('can_withdraw').notNull().default(true),
    canTransfer: boolean('can_transfer').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trading_accounts_platform_login_key').on(t.platform, t.loginId),
    index('trading_accounts_client_idx').on(t.clientId, t.environment),
    index('trading_accounts_brand_idx').on(t.brandId, t.environment, t.createdAt),
    // The quick search's Account ID: a login of any platform by prefix, among accounts not deleted.
    index('trading_accounts_brand_login_text_idx')
      .using('btree', t.brandId, sql`(${t.loginId}::text) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    check('trading_accounts_platform_check', sql`${t.platform} in ('ctrader','mt4','mt5')`),
    check('trading_accounts_environment_check', sql`${t.environment} in ('live','demo')`),
    check('trading_accounts_tier_check', sql`${t.tier} in ('standard','vip','vipblack')`),
    check('trading_accounts_type_check', sql`${t.accountType} in ('hedged','netted')`),
    check('trading_accounts_leverage_check', sql`${t.leverage} between 1 and 1000`),
  ],
);

/**
 * Ledger books (product-map §5): the balance and the credit of each trading account, and the
 * brand's own side of every movement (house cash, house credit, fees), one per currency.
 * `balance` is a cache of the sum of the book's postings, kept by a trigger on `postings` in the
 * same transaction; `held` is the sum of its active holds. The CHECK keeps a book that may not go
 * negative from ever showing less than nothing available, whatever the code does.
 */
export const ledgerBooks = pgTable(
  'ledger_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    tradingAccountId: uuid('trading_account_id').references(() => tradingAccounts.id),
    currency: text('currency').notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_books_account_kind_key').on(t.tradingAccountId, t.kind),
    uniqueIndex('ledger_books_house_key').on(t.brandId, t.kind, t.currency).where(sql`${t.tradingAccountId} is null`),
    check(
      'ledger_books_kind_check',
      sql`${t.kind} in ('client_balance','client_credit','house_cash','house_credit','house_fees','house_trading','house_fx','house_operating')`,
    ),
    check('ledger_books_available_check', sql`${t.allowNegative} or ${t.balance} - ${t.held} >= 0`),
    check('ledger_books_held_check', sql`${t.held} >= 0`),
  ],
);

/** A journal entry: one money movement, whose postings sum to zero per currency. Append-only. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    type: text('type').notNull(),
    /** The entry this one corrects or refunds; the original is never changed. */
    linkedEntryId: uuid('linked_entry_id'),
    memo: text('memo'),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('journal_entries_brand_idx').on(t.brandId, t.createdAt)],
);

/** One side of an entry: a signed amount in minor units on one book. Append-only. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    bookId: uuid('book_id')
      .notNull()
      .references(() => ledgerBooks.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    index('postings_book_idx').on(t.bookId),
    check('postings_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A reservation on a book (a pending withdrawal): active until posted or released, exactly once. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => ledgerBooks.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('active'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('ledger_holds_book_idx').on(t.bookId, t.status),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
    check('ledger_holds_status_check', sql`${t.status} in ('active','posted','released')`),
  ],
);

/**
 * Money movements as staff and clients see them (spec point 3 "Transaction", types of point 9),
 * each pointing at the journal entry that moved the money.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    tradingAccountId: uuid('trading_account_id')
      .notNull()
      .references(() => tradingAccounts.id),
    counterAccountId: uuid('counter_account_id').references(() => tradingAccounts.id),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    // The amount in USD cents at the rate of the transaction's reporting day, and that rate (USD
    // per major unit): set once by the database when the row is written (migration 0019), so a
    // report figure never changes when later rates arrive.
    // Written by the database's trigger whatever an insert says: the placeholders only satisfy the type.
    usdAmount: bigint('usd_amount', { mode: 'number' })
      .notNull()
      .$defaultFn(() => 0),
    usdRate: numeric('usd_rate', { precision: 30, scale: 12 })
      .notNull()
      .$defaultFn(() => '1'),
    // A transfer between accounts of different currencies: what arrived on the counter account, in
    // its currency's minor units, and the rate applied (counter major units per major unit of
    // `currency`, 12 significant digits: a BTC→MRD rate needs more than 12 decimals, so no scale).
    counterAmount: bigint('counter_amount', { mode: 'number' }),
    counterCurrency: text('counter_currency'),
    exchangeRate: numeric('exchange_rate'),
    method: text('method'),
    comment: text('comment'),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_brand_updated_idx').on(t.brandId, t.updatedAt, t.id),
    // A report's drill-down: the transactions of some reporting days (created_at), in any order. Without
    // it a day range walked the updated_at index past every newer row (about 1.5 s at a million clients).
    index('transactions_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    index('transactions_client_idx').on(t.clientId, t.createdAt),
    index('transactions_account_idx').on(t.tradingAccountId, t.createdAt),
    check(
      'transactions_type_check',
      sql`${t.type} in ('deposit','withdrawal','balance_operation_deposit','balance_operation_withdrawal','credit_operation_deposit','credit_operation_withdrawal','transfer_between_accounts')`,
    ),
    check('transactions_amount_check', sql`${t.amount} > 0`),
    check('transactions_refund_check', sql`${t.refundAmount} >= 0 and ${t.refundAmount} <= ${t.amount}`),
    // A row is never changed before it was made: the lists' day filters on created_at bound the
    // updated_at walk by it (transaction-where.ts).
    check('transactions_updated_after_created_check', sql`${t.updatedAt} >= ${t.createdAt}`),
  ],
);

/**
 * Client requests (spec points 4 and 9): raised by the client (or by staff for them), carried out,
 * rejected or delayed by staff. A pending withdrawal or transfer holds its amount (`hold_id`); a
 * withdrawal or crypto deposit has a pending transaction from the start (`transaction_id`).
 * `first_approved_by` is the first of two staff on a withdrawal over the four-eyes threshold.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    tradingAccountId: uuid('trading_account_id')
      .notNull()
      .references(() => tradingAccounts.id),
    counterAccountId: uuid('counter_account_id').references(() => tradingAccounts.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    leverage: integer('leverage'),
    method: text('method'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    methods: text('methods'),
    fee: bigint('fee', { mode: 'number' }),
    rejectReason: text('reject_reason'),
    delayedReason: text('delayed_reason'),
    delayedAt: timestamp('delayed_at', { withTimezone: true, mode: 'date' }),
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    createdBy: uuid('created_by').references(() => staff.id),
    firstApprovedBy: uuid('first_approved_by').references(() => staff.id),
    processedBy: uuid('processed_by').references(() => staff.id),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_requests_brand_status_idx').on(t.brandId, t.status, t.type, t.createdAt),
    index('client_requests_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    index('client_requests_client_idx').on(t.clientId, t.createdAt),
    check(
      'client_requests_type_check',
      sql`${t.type} in ('deleteAccount','withdrawFromAccount','depositCryptoToAccount','transferFundsBetweenAccounts','changeAccountLeverage','balanceOperation','creditOperation','refundTransaction')`,
    ),
    check('client_requests_status_check', sql`${t.status} in ('pending','processed','reject')`),
    check('client_requests_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
    check('client_requests_fee_check', sql`${t.fee} is null or (${t.fee} >= 0 and ${t.fee} < ${t.amount})`),
    // A request leaves `pending` only with the staff member who did it.
    check('client_requests_processed_check', sql`${t.status} = 'pending' or ${t.processedBy} is not null`),
  ],
);

/**
 * Replies of money-moving POSTs by `Idempotency-Key`, per staff user: the same key and body get the
 * saved reply, another body is refused. The row is written in the transaction that moves the money,
 * so a key is saved exactly when its posting is. Keys older than the retention are pruned
 * (http/idempotency-retention.ts), oldest first by `created_at`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);

/**
 * The simulated trading platform's own record of each account (product-map §6), keyed as the
 * platform keys it: platform and login. Kept apart from the ledger on purpose: the platform's
 * balance and credit are what a real platform would report, so reconciliation compares two
 * records, not one with itself. Money in the account currency's minor units.
 */
export const simulatedAccounts = pgTable(
  'simulated_accounts',
  {
    platform: text('platform').notNull(),
    loginId: bigint('login_id', { mode: 'number' }).notNull(),
    environment: text('environment').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    leverage: integer('leverage').notNull(),
    groupName: text('group_name').notNull(),
    accountType: text('account_type').notNull(),
    canTrade: boolean('can_trade').notNull().default(true),
    canDeposit: boolean('can_deposit').notNull().default(true),
    canWithdraw: boolean('can_withdraw').notNull().default(true),
    canTransfer: boolean('can_transfer').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.loginId] }),
    check('simulated_accounts_platform_check', sql`${t.platform} in ('ctrader','mt4','mt5')`),
    check('simulated_accounts_type_check', sql`${t.accountType} in ('hedged','netted')`),
    check('simulated_accounts_credit_check', sql`${t.credit} >= 0`),
  ],
);

/** The simulated feed's current price per instrument, an integer of 10^-digits (contracts `INSTRUMENTS`). */
export const simulatedPrices = pgTable('simulated_prices', {
  instrumentId: integer('instrument_id').primaryKey(),
  price: bigint('price', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Positions on the simulated platform. Volume in hundredths of a lot; prices in the instrument's
 * integer points; swap, commission and realised P/L in the account currency's minor units
 * (`realised_pnl` is what the close put on the balance: profit, swap and commission together,
 * after negative-balance protection).
 */
export const simulatedPositions = pgTable(
  'simulated_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform: text('platform').notNull(),
    loginId: bigint('login_id', { mode: 'number' }).notNull(),
    instrumentId: integer('instrument_id').notNull(),
    side: text('side').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    openPrice: bigint('open_price', { mode: 'number' }).notNull(),
    closePrice: bigint('close_price', { mode: 'number' }),
    openTime: timestamp('open_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closeTime: timestamp('close_time', { withTimezone: true, mode: 'date' }),
    swap: bigint('swap', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    realisedPnl: bigint('realised_pnl', { mode: 'number' }),
    status: text('status').notNull(),
  },
  (t) => [
    index('simulated_positions_account_idx').on(t.platform, t.loginId, t.status, t.openTime),
    index('simulated_positions_status_idx').on(t.status, t.openTime),
    check('simulated_positions_side_check', sql`${t.side} in ('buy','sell')`),
    check('simulated_positions_volume_check', sql`${t.volume} > 0`),
    check(
      'simulated_positions_status_check',
      sql`${t.status} in ('POSITION_STATUS_OPEN','POSITION_STATUS_CLOSED','POSITION_STATUS_CREATED','POSITION_STATUS_ERROR')`,
    ),
    check(
      'simulated_positions_closed_check',
      sql`${t.status} <> 'POSITION_STATUS_CLOSED' or (${t.closePrice} is not null and ${t.closeTime} is not null and ${t.realisedPnl} is not null)`,
    ),
  ],
);

/**
 * The simulated platform's deal history: each position's open and close, and each balance or
 * credit change. `amount` is the change to the balance (or credit), signed, in minor units;
 * `entry_id` names the ledger entry that moved the same money, when there is one.
 */
export const simulatedDeals = pgTable(
  'simulated_deals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform: text('platform').notNull(),
    loginId: bigint('login_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    positionId: bigint('position_id', { mode: 'number' }),
    instrumentId: integer('instrument_id'),
    side: text('side'),
    volume: bigint('volume', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    comment: text('comment'),
    entryId: uuid('entry_id'),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('simulated_deals_account_idx').on(t.platform, t.loginId, t.time),
    check('simulated_deals_kind_check', sql`${t.kind} in ('open','close','balance','credit')`),
  ],
);

/** One run of the ledger-to-platform reconciliation (modules/platform/reconcile.ts). */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    accountsChecked: integer('accounts_checked').notNull().default(0),
    differences: integer('differences').notNull().default(0),
  },
  (t) => [index('reconciliation_runs_started_idx').on(t.startedAt)],
);

/** What one run found: an account whose ledger and platform disagree, and on what. */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id),
    brandId: text('brand_id').notNull(),
    tradingAccountId: uuid('trading_account_id')
      .notNull()
      .references(() => tradingAccounts.id),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    ledgerAmount: bigint('ledger_amount', { mode: 'number' }),
    platformAmount: bigint('platform_amount', { mode: 'number' }),
  },
  (t) => [
    index('reconciliation_differences_run_idx').on(t.runId, t.brandId),
    check('reconciliation_differences_kind_check', sql`${t.kind} in ('balance','credit','missing','deleted')`),
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
  auditInbox,
  clients,
  clientNotes,
  clientDocuments,
  tradingAccounts,
  ledgerBooks,
  journalEntries,
  postings,
  ledgerHolds,
  transactions,
  clientRequests,
  idempotencyKeys,
  simulatedAccounts,
  simulatedPrices,
  simulatedPositions,
  simulatedDeals,
  reconciliationRuns,
  reconciliationDifferences,
};
export type Schema = typeof schema;
