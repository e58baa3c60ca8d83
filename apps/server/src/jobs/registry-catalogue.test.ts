import { enScheduledFunctions } from '@crm/contracts/locales/en/scheduled-functions';
import { isScheduledFunctionName, SCHEDULED_FUNCTION_NAMES } from '@crm/contracts/scheduled-function-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { httpIntake, simulatedClientAppFunction } from '../modules/client-intake/simulated-client-app.ts';
import { JobRegistry } from './job-registry.ts';
import { registerFunctions } from './register-functions.ts';

/**
 * The console names each function's description in its own language from the catalogue
 * (`scheduled.fn.<name>`); the API keeps the registry's English. This holds the two together:
 * every registered function (the demo's client app of main.ts too) is in the contracts' list of
 * names and its English is the catalogue's byte for byte, and the list names nothing unregistered.
 */
describe('the job registry against the console catalogue', () => {
  let database: Database;
  let registry: JobRegistry;

  beforeAll(async () => {
    // Registering reads no table: an empty in-memory PGlite is enough for the functions' closures.
    database = await openDatabase({ driver: 'pglite' });
    registry = new JobRegistry();
    // Non-default settings, so a description that took a setting into its words would show here.
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
      DAILY_ANALYSIS_HOUR: '9',
      AUDIT_VERIFY_INTERVAL_MINUTES: '15',
    });
    registerFunctions(registry, database.db, config);
    registry.add(simulatedClientAppFunction(httpIntake('http://127.0.0.1:9'), [], 30));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('names every registered function in the contracts and gives its English exactly', () => {
    const strays = registry.names().filter((name) => !isScheduledFunctionName(name));
    expect(strays).toEqual([]);
    for (const fn of registry.all()) {
      const key = `scheduled.fn.${fn.name}` as keyof typeof enScheduledFunctions;
      expect({ name: fn.name, description: enScheduledFunctions[key] }).toEqual({
        name: fn.name,
        description: fn.description,
      });
    }
  });

  it('lists no name the registry does not have, and a catalogue entry for each name', () => {
    expect([...registry.names()].sort()).toEqual([...SCHEDULED_FUNCTION_NAMES].sort());
    const catalogued = Object.keys(enScheduledFunctions)
      .filter((key) => key.startsWith('scheduled.fn.'))
      .map((key) => key.slice('scheduled.fn.'.length));
    expect(catalogued.sort()).toEqual([...SCHEDULED_FUNCTION_NAMES].sort());
  });
});
