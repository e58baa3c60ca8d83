import { z } from 'zod';
import { ZId, ZPlainText } from './common.ts';
import { ZCountryCode } from './countries.ts';
import { NO_SALES_AGENT } from './sales-agents.ts';

/** A sales agent of the brand as the sales-assignment page shows them, with their current clients. */
export const ZRotationAgent = z.object({
  _id: ZId,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Disabled agents stay listed (they keep their clients) but take no new ones. */
  active: z.boolean(),
  sales_rotation_countries: z.array(z.string()),
  /** Clients of the brand (within the caller's countries) assigned to this agent now. */
  clients: z.number().int(),
});
export type TRotationAgent = z.infer<typeof ZRotationAgent>;

/** `GET /dashboard/salesassignment`: the brand's agents, its default agent and the unassigned count. */
export const ZSalesAssignmentOverview = z.object({
  default_agent_id: ZId.nullable(),
  agents: z.array(ZRotationAgent),
  /** Clients of the brand (within the caller's countries) with no agent: the clients list's `sales_agent=none`. */
  unassigned: z.number().int(),
});
export type TSalesAssignmentOverview = z.infer<typeof ZSalesAssignmentOverview>;

/** `PUT /dashboard/salesassignment/default`: the agent who takes every new client, or null for rotation. */
export const ZSetDefaultAgentRequest = z.strictObject({ agent_id: ZId.nullable() });

/** A client-app key of the brand; the key itself is shown once, when it is made. */
export const ZIntakeKey = z.object({
  _id: ZId,
  name: z.string(),
  /** The key's first characters, so staff can tell keys apart without the key. */
  prefix: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TIntakeKey = z.infer<typeof ZIntakeKey>;
export const ZCreateIntakeKeyRequest = z.strictObject({ name: ZPlainText.trim().min(1).max(80) });
export type TCreateIntakeKeyRequest = z.infer<typeof ZCreateIntakeKeyRequest>;
export const ZCreatedIntakeKey = ZIntakeKey.extend({ key: z.string() });

/** Whose clients a bulk move takes: an agent's id, or `none` for the unassigned clients. */
const ZMoveSource = z.union([ZId, z.literal(NO_SALES_AGENT)]);
/** Where they go: an agent's id, or `rotation` (each client the next agent of its country, as a new client). */
export const ROTATION_TARGET = 'rotation';
const ZMoveTarget = z.union([ZId, z.literal(ROTATION_TARGET)]);

/** A comma list of countries in a query (`cy,gr`); empty means every country. */
const ZCountryList = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').filter((c) => c.trim() !== ''))
  .pipe(z.array(ZCountryCode));

export const ZReassignPreviewQuery = z.object({ from: ZMoveSource, countries: ZCountryList.optional() });
export const ZReassignPreview = z.object({ count: z.number().int() });

export const ZReassignRequest = z.strictObject({
  from: ZMoveSource,
  to: ZMoveTarget,
  countries: z.array(ZCountryCode).max(300).optional(),
});
export type TReassignRequest = z.infer<typeof ZReassignRequest>;
/**
 * A bulk reassignment run in the background (more clients than `REASSIGN_SYNC_LIMIT`): its
 * progress, polled by the console until `done`. `error`: the last batch's failure, tried again.
 */
export const ZReassignment = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  countries: z.array(z.string()),
  status: z.enum(['queued', 'running', 'done']),
  total: z.number().int(),
  processed: z.number().int(),
  moved: z.number().int(),
  by_agent: z.record(z.string(), z.number().int()),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TReassignment = z.infer<typeof ZReassignment>;

export const ZReassignReply = z.object({
  /** Clients moved by the request itself (0 when the move went to the background). */
  moved: z.number().int(),
  /** How many went to each agent (`none`: left unassigned, no agent of their country in the rotation). */
  by_agent: z.record(z.string(), z.number().int()),
  /** Present when the move is too large for one request: it runs in the background; poll it. */
  reassignment: ZReassignment.optional(),
});

/** `POST /api/clients/register`: what the brokerage's client app sends when someone signs up. */
export const ZRegisterClientRequest = z.strictObject({
  first_name: ZPlainText.trim().min(1).max(100),
  last_name: ZPlainText.trim().min(1).max(100),
  email: z
    .email()
    .max(254)
    .transform((s) => s.toLowerCase()),
  /** Any common way of writing it; stored as E.164 after a check for the client's country. */
  phone: ZPlainText.trim().min(3).max(32).optional(),
  country: ZCountryCode,
  date_of_birth: z.iso.date().optional(),
  address: ZPlainText.trim().min(1).max(300).optional(),
  device_type: z.enum(['win', 'android', 'ios', 'multi']).optional(),
  utm_source: ZPlainText.max(200).optional(),
  utm_medium: ZPlainText.max(200).optional(),
  utm_campaign: ZPlainText.max(200).optional(),
  utm_term: ZPlainText.max(200).optional(),
  utm_content: ZPlainText.max(200).optional(),
});
export type TRegisterClientRequest = z.input<typeof ZRegisterClientRequest>;
export const ZRegisterClientReply = z.object({
  _id: ZId,
  readable_id: z.number().int(),
  /** The agent the rotation gave the client; null when none matched. */
  sales_agent_id: ZId.nullable(),
});
