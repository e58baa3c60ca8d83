import { z } from 'zod';
import { ZUserLogsQuery } from './audit.ts';
import { ZId } from './common.ts';

const ZPerson = z.object({ _id: ZId, name: z.string(), email: z.string() });

/**
 * One live session of a staff user, as an administrator sees it on the user's page: where it was
 * started from, when, until when, and for a view-as session who looks at whom.
 */
export const ZStaffSession = z
  .object({
    _id: ZId,
    brand: z.string(),
    ip: z.string().nullable().describe('The address the session was started from (null before migration 0025).'),
    user_agent: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    viewAs: z
      .object({ actor: ZPerson, viewed: ZPerson })
      .nullable()
      .describe('Set for a view-as session: `actor` started it and sees the console as `viewed`.'),
    current: z.boolean().describe('The session this call was made in.'),
  })
  .meta({ id: 'StaffSession' });
export type TStaffSession = z.infer<typeof ZStaffSession>;

export const ZStaffSessionParams = z.object({ id: ZId, sessionId: ZId });
export const ZEndedSessions = z.object({ ended: z.number().int() });

/** The user's own activity: the audit log's paging (cursor, limit), the actor fixed by the path. */
export const ZStaffActivityQuery = ZUserLogsQuery.omit({ type: true });
