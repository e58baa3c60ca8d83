import type { FastifyInstance } from 'fastify';
import type { Listen } from '../db/client.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's session cache (its state is shown to operators and read by tests). */
    sessionCache: SessionCache;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Starts the session cache on the database's notifications and ties it to the server: a change
 * made through this instance (a logout, a disabled user, a role's permissions) is in force on this
 * instance before its reply leaves, since the reply waits until the cache has heard it.
 */
export async function registerSessionCache(
  app: FastifyInstance,
  sessions: SessionCache,
  listen: Listen | undefined,
): Promise<void> {
  await sessions.start(listen);
  app.decorate('sessionCache', sessions);
  app.addHook('onSend', async (request, reply) => {
    if (WRITES.has(request.method) && request.url.startsWith('/dashboard') && reply.statusCode < 400) {
      await sessions.catchUp();
    }
  });
  app.addHook('onClose', () => sessions.stop());
}
