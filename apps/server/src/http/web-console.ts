import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built console on the API's origin. Unknown GET paths outside the API get
 * index.html, so the console's own routes survive a reload.
 */
export async function registerWebConsole(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  return true;
}

export const isConsolePath = (url: string): boolean => !/^\/(dashboard|api|docs|health)(\/|$|\?)/.test(url);
