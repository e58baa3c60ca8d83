import type { ScheduledFunction } from './scheduled-function.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job registry (app.ts fills it; main.ts adds what only it has and starts the runner). */
    jobs: JobRegistry;
  }
}

/**
 * Every function that runs on a schedule or in the background, by name. Modules add theirs when
 * the app is built (register-functions.ts); main.ts adds the few that need what only it has. The
 * runner (job-runner.ts) runs them; the scheduled-functions page lists and edits them.
 */
export class JobRegistry {
  readonly #functions = new Map<string, ScheduledFunction>();

  add<P>(fn: ScheduledFunction<P>): this {
    if (this.#functions.has(fn.name)) throw new Error(`Scheduled function ${fn.name} is registered twice`);
    this.#functions.set(fn.name, fn as unknown as ScheduledFunction);
    return this;
  }

  get(name: string): ScheduledFunction | undefined {
    return this.#functions.get(name);
  }

  all(): ScheduledFunction[] {
    return [...this.#functions.values()];
  }

  names(): string[] {
    return [...this.#functions.keys()];
  }
}
