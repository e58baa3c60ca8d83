import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERMISSION_VALUES } from '../permissions.ts';
import * as groups from './index.ts';
import { ENDPOINTS } from './index.ts';

const nameOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('the endpoint list', () => {
  it('declares each method and path once', () => {
    const names = ENDPOINTS.map(nameOf);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('names each endpoint once: no group hides another under the same name', () => {
    const declared = Object.entries(groups)
      .filter(([name]) => name.endsWith('Endpoints'))
      .flatMap(([, group]) => Object.values(group as Record<string, object>))
      .flatMap((e) => ('method' in e ? [e] : Object.values(e)));
    expect(ENDPOINTS.length).toBe(declared.length);
  });

  it('guards with permissions of the catalogue only, and never with an empty list', () => {
    for (const { access, ...e } of ENDPOINTS) {
      if (access.kind !== 'anyOf') continue;
      expect(access.permissions.length, nameOf(e)).toBeGreaterThan(0);
      for (const permission of access.permissions) expect(PERMISSION_VALUES, nameOf(e)).toContain(permission);
    }
  });

  it('declares a params schema with exactly the path parameters', () => {
    for (const e of ENDPOINTS) {
      const inPath = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(declared, nameOf(e)).toEqual(inPath);
    }
  });

  it('honours Idempotency-Key only on calls that write', () => {
    for (const e of ENDPOINTS.filter((e) => e.idempotent)) expect(e.method, nameOf(e)).not.toBe('GET');
  });
});
