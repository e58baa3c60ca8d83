import { ZInstanceStats, ZServerInstance } from '@crm/contracts';
import { elServerStatus } from '@crm/contracts/locales/el/server-status';
import { enServerStatus } from '@crm/contracts/locales/en/server-status';
import { describe, expect, it } from 'vitest';

/** The page names an instance's state and its runner's by key: every value the contract allows has one. */
describe('server status: state labels', () => {
  it('has a text for every instance state and runner state, in English and Greek', () => {
    const runner = ZInstanceStats.shape.runner.unwrap();
    const keys = [
      ...ZServerInstance.shape.state.options.map((s) => `serverStatus.state.${s}`),
      ...runner.shape.state.options.map((s) => `serverStatus.runnerState.${s}`),
    ];
    expect(keys.length).toBe(6);
    for (const key of keys) {
      expect(Object.hasOwn(enServerStatus, key), key).toBe(true);
      expect(Object.hasOwn(elServerStatus, key), key).toBe(true);
    }
  });
});
