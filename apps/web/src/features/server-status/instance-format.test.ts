import type { TServerInstance } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { enServerStatus } from '@crm/contracts/locales/en/server-status';
import { describe, expect, it } from 'vitest';
import { registerEnglish, translateEnglish } from '../../lib/i18n/english.ts';
import { createTranslator } from '../../lib/i18n/i18next-translator.ts';
import { versionText } from './instance-format.ts';

const instance = (version: string, build?: TServerInstance['stats']['build']): TServerInstance => ({
  id: 'vm-1',
  hostname: 'vm',
  pid: 1,
  version,
  startedAt: '2026-11-25T05:50:00.000Z',
  heartbeatAt: '2026-11-25T05:50:05.000Z',
  stoppedAt: null,
  state: 'live',
  stats: build === undefined ? {} : { build },
});

/** The build's words are the console's: the server sends its parts beside its English `version`. */
describe('server status: an instance’s version', () => {
  const built = instance('0.0.0 · 3f2a9c1b7d04 · built 2026-11-25 05:43 UTC', {
    version: '0.0.0',
    commit: '3f2a9c1b7d04',
    builtAt: '2026-11-25T05:43:12.000Z',
  });

  it('says in English what the server says', () => {
    registerEnglish(enServerStatus);
    expect(versionText(translateEnglish, built)).toBe(built.version);
  });

  it('says "built" in Greek, and keeps a version without words as it is', async () => {
    const greek = await createTranslator('el', el);
    expect(versionText(greek, built)).toBe('0.0.0 · 3f2a9c1b7d04 · δημιουργήθηκε 2026-11-25 05:43 UTC');
    const noCommit = instance('1.2.0 · built 2026-11-25 05:43 UTC', {
      version: '1.2.0',
      commit: null,
      builtAt: '2026-11-25T05:43:12.000Z',
    });
    expect(versionText(greek, noCommit)).toBe('1.2.0 · δημιουργήθηκε 2026-11-25 05:43 UTC');
    expect(versionText(greek, instance('0.0.0+dev', null))).toBe('0.0.0+dev');
    expect(versionText(greek, instance('0.0.0+dev'))).toBe('0.0.0+dev');
  });
});
