import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names everything under assets/ by its content hash: a changed file is a new URL. */
const HASHED = 'public, max-age=31536000, immutable';
/** The rest (index.html, logos, the favicon) keeps its name across builds: revalidate each time. */
const REVALIDATE = 'no-cache';

export type WebConsole = {
  /** Whether index.html is there now: a rebuild empties the folder for a moment. */
  isBuilt(): boolean;
};

/**
 * Serves the built console on the API's origin. Files are looked up on disk at each request
 * (the wildcard route), not listed once at start, so a console rebuilt under a running server is
 * served at once: its new hashed assets are found, and index.html, never cached, names them.
 * Unknown GET paths outside the API get index.html (see isConsolePath), so the console's own
 * routes survive a reload. Null when there is no build folder: the server is then API only.
 */
export async function registerWebConsole(app: FastifyInstance, webDist: string): Promise<WebConsole | null> {
  if (!existsSync(webDist)) return null;
  const assets = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: ['index.html'],
    // Our own cache-control below instead of send's `public, max-age=0`.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', file.startsWith(assets) ? HASHED : REVALIDATE);
    },
  });
  return { isBuilt: () => existsSync(path.join(webDist, 'index.html')) };
}

/**
 * Paths the console's router owns. Not the API's, and not /assets: a stale tab asking for a chunk
 * of the previous build gets a 404 it can act on, not index.html served as JavaScript.
 */
export const isConsolePath = (url: string): boolean => !/^\/(dashboard|api|docs|health|assets)(\/|$|\?)/.test(url);
