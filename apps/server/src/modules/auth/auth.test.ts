import { ErrorCode } from '@crm/contracts';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, errorOf, startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { staff } from '../../db/schema.ts';
import { digestRefreshToken } from './refresh-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const current = (token: string, query = '') => t.call('GET', `/dashboard/crmusers/current${query}`, { token });

describe('sign-in', () => {
  it('returns an access token, a refresh token and the current user', async () => {
    const res = await t.call<{ token: string; refresh_token: string; user: Record<string, unknown> }>(
      'POST',
      '/dashboard/auth/login',
      { body: { email: 'Admin@Demo.test', password: DEMO_PASSWORD } },
    );
    expect(res.status).toBe(200);
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(res.body.refresh_token.length).toBeGreaterThanOrEqual(40);
    expect(res.body.user).toMatchObject({
      email: 'admin@demo.test',
      department: 'admin',
      selectedBrand: 'meridian',
      brands: ['meridian', 'northwind'],
      role: { name: 'admin' },
      active: true,
      viewAs: null,
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const unknown = await t.call('POST', '/dashboard/auth/login', {
      body: { email: 'nobody@demo.test', password: DEMO_PASSWORD },
    });
    const wrong = await t.call('POST', '/dashboard/auth/login', {
      body: { email: 'sales@demo.test', password: 'nope' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(errorOf(unknown)).toEqual(errorOf(wrong));
    expect(errorOf(wrong).code).toBe(ErrorCode.invalidCredentials);
  });

  it('refuses a disabled staff user with the same message', async () => {
    await t.database.db.update(staff).set({ active: false }).where(eq(staff.email, 'accounting@demo.test'));
    const res = await t.call('POST', '/dashboard/auth/login', {
      body: { email: 'accounting@demo.test', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(errorOf(res).message).toBe('Invalid email or password');
    await t.database.db.update(staff).set({ active: true }).where(eq(staff.email, 'accounting@demo.test'));
  });

  it('makes one email and address wait after 5 failures, known email or not', async () => {
    for (const email of ['marketing@demo.test', 'ghost@demo.test']) {
      for (let i = 0; i < 5; i++) {
        const res = await t.call('POST', '/dashboard/auth/login', { body: { email, password: `wrong-${i}` } });
        expect(res.status).toBe(401);
      }
      // The pair that failed waits, even with the right password; the first wait is short and
      // grows with each further failure (login-throttle.test.ts).
      const blocked = await t.call('POST', '/dashboard/auth/login', { body: { email, password: DEMO_PASSWORD } });
      expect(blocked.status).toBe(429);
      expect(errorOf(blocked).code).toBe(ErrorCode.tooManyRequests);
      expect(Number(blocked.headers.get('retry-after'))).toBe(1);
    }
    // Another email from the same address is not affected by these.
    expect(
      (await t.call('POST', '/dashboard/auth/login', { body: { email: 'dealing@demo.test', password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('lets no more than 5 tries of one email and address through when they arrive at the same time', async () => {
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/dashboard/auth/login', { body: { email: 'compliance@demo.test', password: `parallel-${i}` } }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    // Five free failures; after them the pair waits 1 s, then 2, 4 … after its latest failure. On a
    // loaded machine the burst itself can outlast a wait, and a try after a wait is rightly let in.
    const seconds = (performance.now() - started) / 1000;
    const waitsPassed = seconds < 1 ? 0 : Math.floor(Math.log2(seconds)) + 1;
    const through = statuses.filter((s) => s === 401).length;
    expect(through).toBeGreaterThanOrEqual(5);
    expect(through).toBeLessThanOrEqual(5 + waitsPassed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - through);
  });

  it('rehashes a password stored with weaker parameters', async () => {
    const weak = await hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.database.db.update(staff).set({ passwordHash: weak }).where(eq(staff.email, 'support@demo.test'));
    await t.signIn('support@demo.test');
    const [row] = await t.database.db.select().from(staff).where(eq(staff.email, 'support@demo.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await t.signIn('support@demo.test');
  });
});

describe('access tokens', () => {
  it('answers 401 code 10 without a token', async () => {
    const res = await t.call('GET', '/dashboard/crmusers/current');
    expect(res.status).toBe(401);
    expect(errorOf(res).code).toBe(ErrorCode.unauthenticated);
  });

  it('answers 401 code 17 for an expired token and 14 for a forged one', async () => {
    const { token, user } = await t.signIn('sales@demo.test');
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ sid, brand: 'meridian' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('crm')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const expiredRes = await current(expired);
    expect(expiredRes.status).toBe(401);
    expect(errorOf(expiredRes).code).toBe(17);

    const forged = await new SignJWT({ sid, brand: 'meridian' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('crm')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const forgedRes = await current(forged);
    expect(forgedRes.status).toBe(401);
    expect(errorOf(forgedRes).code).toBe(14);
  });

  it('really expires after ACCESS_TOKEN_TTL_SECONDS', async () => {
    // Two seconds, not one: expiry is counted from the whole second the token was issued in, so a
    // one-second token signed late in a second could already be expired when first used.
    const short = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    try {
      const { token } = await short.signIn('sales@demo.test');
      expect((await short.call('GET', '/dashboard/crmusers/current', { token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 3100));
      const res = await short.call('GET', '/dashboard/crmusers/current', { token });
      expect(errorOf(res).code).toBe(17);
    } finally {
      await short.close();
    }
  });

  it('checks the brand parameter: not yours is 403, another brand than the token is 14', async () => {
    const sales = await t.signIn('sales@demo.test');
    const notMine = await current(sales.token, '?brand=northwind');
    expect(notMine.status).toBe(403);
    expect(errorOf(notMine).code).toBe(ErrorCode.brandForbidden);

    const admin = await t.signIn('admin@demo.test');
    const otherBrand = await current(admin.token, '?brand=northwind');
    expect(otherBrand.status).toBe(401);
    expect(errorOf(otherBrand).code).toBe(14);

    // Switching brand: refresh with the brand, then the new token works there.
    const switched = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: admin.refresh_token, brand: 'northwind' },
    });
    expect(switched.status).toBe(200);
    const there = await current(switched.body.token, '?brand=northwind');
    expect(there.status).toBe(200);
    expect(there.body).toMatchObject({ selectedBrand: 'northwind' });
  });
});

describe('proxies', () => {
  it('takes the client address from X-Forwarded-For only from a trusted hop', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      await proxied.call('POST', '/dashboard/auth/login', {
        body: { email: 'sales@demo.test', password: 'wrong' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      const admin = await proxied.signIn('admin@demo.test');
      const logs = await proxied.call<{ docs: { action: string; after: { ip: string } }[] }>(
        'GET',
        '/dashboard/users/userLogs?type=staff',
        { token: admin.token },
      );
      expect(logs.body.docs.find((d) => d.action === 'auth.loginFailed')?.after.ip).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});

/** Moves a refresh token's rotation back past the reuse leeway (config default 20 s). */
async function agePastLeeway(refreshToken: string): Promise<void> {
  await t.database.db.execute(
    sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where token_hash = ${digestRefreshToken(refreshToken)}`,
  );
}

describe('refresh tokens', () => {
  it('rotates on every use; reusing a rotated token ends the whole session', async () => {
    const first = await t.signIn('funding@demo.test');
    const second = await t.call<{ token: string; refresh_token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await current(second.body.token)).status).toBe(200);

    // Past the leeway for a lost answer (the rotation moved back in time; nothing sleeps).
    await agePastLeeway(first.refresh_token);
    const replay = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: first.refresh_token } });
    expect(replay.status).toBe(401);
    expect(errorOf(replay).code).toBe(ErrorCode.refreshTokenInvalid);

    // The family is gone: the newest refresh token and the access token both stop working.
    const after = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: second.body.refresh_token } });
    expect(errorOf(after).code).toBe(ErrorCode.refreshTokenInvalid);
    expect(errorOf(await current(second.body.token)).code).toBe(14);
  });

  it('trades a token rotated a moment ago again (its answer was lost), keeping the session', async () => {
    const first = await t.signIn('accounting@demo.test');
    // The answer to this refresh never reaches the tab (it was closed while the call was on the wire).
    const lost = await t.call<{ token: string; refresh_token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(lost.status).toBe(200);
    const again = await t.call<{ token: string; refresh_token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).not.toBe(lost.body.refresh_token);
    expect((await current(again.body.token)).status).toBe(200);
    const next = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: again.body.refresh_token } });
    expect(next.status).toBe(200);
    // The leeway runs from the first rotation and is not extended by the retry: past it, theft.
    await agePastLeeway(first.refresh_token);
    const late = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: first.refresh_token } });
    expect(errorOf(late).code).toBe(ErrorCode.refreshTokenInvalid);
    expect(errorOf(await current(again.body.token)).code).toBe(14);
  });

  it('refuses an unknown refresh token and a brand the user does not have', async () => {
    const res = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: 'made-up' } });
    expect(errorOf(res).code).toBe(ErrorCode.refreshTokenInvalid);
    const sales = await t.signIn('sales@demo.test');
    const brand = await t.call('POST', '/dashboard/auth/token', {
      body: { refresh_token: sales.refresh_token, brand: 'northwind' },
    });
    expect(brand.status).toBe(403);
  });
});

describe('brands taken away', () => {
  it('answers 14 for a token of a brand the user lost, and refreshes into a brand they have', async () => {
    const admin = await t.signIn('admin@demo.test');
    const north = await t.call<{ token: string; refresh_token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: admin.refresh_token, brand: 'northwind' },
    });
    await t.database.db.execute(
      sql`delete from staff_brands where brand_id = 'northwind' and staff_id = ${admin.user._id}`,
    );
    // Written straight into the database: the session cache hears it by notification (auth_changed).
    await expect.poll(async () => errorOf(await current(north.body.token)).code, { timeout: 5_000 }).toBe(14);
    const refreshed = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: north.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect((await current(refreshed.body.token)).body).toMatchObject({ selectedBrand: 'meridian' });
    await t.database.db.execute(
      sql`insert into staff_brands (staff_id, brand_id) values (${admin.user._id}, 'northwind')`,
    );
  });
});

describe('ending sessions', () => {
  it('logout ends every session of the user at once', async () => {
    const a = await t.signIn('dealing@demo.test');
    const b = await t.signIn('dealing@demo.test');
    const res = await t.call('POST', '/dashboard/auth/logout', { token: a.token });
    expect(res.status).toBe(200);
    for (const s of [a, b]) {
      expect(errorOf(await current(s.token)).code).toBe(14);
      const refresh = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: s.refresh_token } });
      expect(errorOf(refresh).code).toBe(ErrorCode.refreshTokenInvalid);
    }
  });

  it('a password change, disabling and deleting end the user’s sessions', async () => {
    const admin = await t.signIn('admin@demo.test');
    const make = async (email: string) => {
      const res = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
        token: admin.token,
        body: { first_name: 'Temp', last_name: 'User', email, password: 'Long-enough-pass-1', department: 'support' },
      });
      expect(res.status).toBe(201);
      return { id: res.body._id, session: await t.signIn(email, 'Long-enough-pass-1') };
    };
    const cases: [string, (id: string) => Promise<{ status: number }>][] = [
      [
        'pw@demo.test',
        (id) =>
          t.call('PATCH', `/dashboard/crmusers/${id}`, {
            token: admin.token,
            body: { password: 'Another-long-pass-2' },
          }),
      ],
      [
        'off@demo.test',
        (id) => t.call('PATCH', `/dashboard/crmusers/${id}`, { token: admin.token, body: { active: false } }),
      ],
      [
        'gone@demo.test',
        (id) => t.call('DELETE', `/dashboard/crmusers/${id}`, { token: admin.token, body: { reason: 'Left' } }),
      ],
    ];
    for (const [email, end] of cases) {
      const { id, session } = await make(email);
      expect((await current(session.token)).status).toBe(200);
      expect((await end(id)).status).toBe(200);
      expect(errorOf(await current(session.token)).code).toBe(14);
    }
    // The old password no longer signs in; the new one does.
    expect(
      (
        await t.call('POST', '/dashboard/auth/login', {
          body: { email: 'pw@demo.test', password: 'Long-enough-pass-1' },
        })
      ).status,
    ).toBe(401);
    await t.signIn('pw@demo.test', 'Another-long-pass-2');
  });
});
