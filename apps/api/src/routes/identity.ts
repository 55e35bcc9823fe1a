/** Identity: email/password registration and login (JWT), identity-broker login/logout, figureinfo, identity. */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { documentedError } from '../http/openapi.js';
import * as v from 'valibot';
import { isAllowedRedirectUrl, LOGIN_PATH, MESSAGES } from '@heloc/core';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { SharedCounters } from '../auth/rate-limit.js';
import { clientAddress, LOGIN_THROTTLED, loginThrottle, REGISTRATION_THROTTLED, registrationThrottle, tooManyRequests } from '../auth/throttle.js';
import { requireUser } from '../auth/middleware.js';
import { users } from '../db/schema.js';
import type { AppEnv, SessionUser } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { loadOrg } from '../http/orgs.js';
import { validate } from '../http/validate.js';

const Email = v.pipe(v.string('Required'), v.trim(), v.nonEmpty('Required'), v.maxLength(254, 'Cannot be more than 254 characters'), v.email('Must be a valid email'), v.toLowerCase());
const Password = v.pipe(v.string('Required'), v.minLength(10, 'Must be at least 10 characters'), v.maxLength(200, 'Must be at most 200 characters'));

export const RegisterBody = v.object({
  email: Email,
  password: Password,
  /** Sets the password of an invited additional signer. */
  inviteToken: v.optional(v.pipe(v.string(), v.minLength(20))),
});
const LoginBody = v.object({ email: Email, password: v.pipe(v.string('Required'), v.nonEmpty('Required')) });
const Kind = v.object({ kind: v.picklist(['customer', 'agent'], 'Must be customer or agent') });
const BrokerLoginQuery = v.object({ redirectUrl: v.optional(v.string()) });

export function identityRoutes() {
  // The counters live in the database (shared by every server); one set per app, made on first use.
  let throttles: { login: ReturnType<typeof loginThrottle>; register: ReturnType<typeof registrationThrottle> } | undefined;
  const throttlesOf = (c: Context<AppEnv>) => {
    const { db, env } = c.get('deps');
    const counters = new SharedCounters(db);
    return (throttles ??= { login: loginThrottle(counters, env.LOGIN_RATE_LIMIT), register: registrationThrottle(counters, env.REGISTER_RATE_LIMIT) });
  };
  const app = new Hono<AppEnv>();

  const session = (u: typeof users.$inferSelect): SessionUser => ({ uuid: u.uuid, email: u.email, orgCode: u.orgCode, type: u.type });

  app.post(
    '/identity/api/v1/registration/register',
    describeRoute({ tags: ['identity'], summary: 'Register with email and password; returns a JWT. With inviteToken, completes an additional signer’s account.' }),
    validate('json', RegisterBody),
    async (c) => {
      const { db, jwt, now } = c.get('deps');
      const orgCode = c.get('orgCode');
      // Before any work: each registration costs a password hash and a row (see auth/throttle.ts).
      const wait = await throttlesOf(c).register.hit(clientAddress(c), now());
      if (wait !== undefined) throw tooManyRequests(REGISTRATION_THROTTLED, wait);
      await loadOrg(db, orgCode);
      const body = c.req.valid('json');
      if (body.inviteToken) {
        const [invited] = await db.select().from(users).where(and(eq(users.inviteToken, body.inviteToken), eq(users.email, body.email)));
        if (!invited) throw apiError(400, 'This invitation is not valid for that email.');
        const [updated] = await db.update(users).set({ passwordHash: await hashPassword(body.password), inviteToken: null }).where(eq(users.uuid, invited.uuid)).returning();
        return c.json({ jwt: await jwt.sign(session(updated ?? invited), now()), identityUuid: invited.uuid }, 201);
      }
      const [existing] = await db.select({ uuid: users.uuid }).from(users).where(and(eq(users.email, body.email), eq(users.orgCode, orgCode)));
      if (existing) throw apiError(409, MESSAGES.identityExists);
      const [created] = await db
        .insert(users)
        .values({ email: body.email, orgCode, passwordHash: await hashPassword(body.password), type: 'CUSTOMER', walletAddress: walletFor(body.email) })
        .returning();
      if (!created) throw apiError(500, MESSAGES.somethingUnexpected);
      return c.json({ jwt: await jwt.sign(session(created), now()), identityUuid: created.uuid }, 201);
    },
  );

  app.post(
    '/identity/api/v1/login',
    describeRoute({ tags: ['identity'], summary: 'Email and password login; returns a JWT. Rate-limited per account and per address.', responses: { 401: documentedError('Wrong email or password.'), 429: documentedError('Too many attempts; wait and try again.') } }),
    validate('json', LoginBody),
    async (c) => {
      const { db, jwt, now } = c.get('deps');
      const { email, password } = c.req.valid('json');
      // Failures only, per account, per address and per pair; the owner is never locked out by others' failures (auth/throttle.ts).
      const throttle = throttlesOf(c).login;
      const attempt = { org: c.get('orgCode'), email, address: clientAddress(c), now: now() };
      const wait = await throttle.blocked(attempt);
      if (wait !== undefined) throw tooManyRequests(LOGIN_THROTTLED, wait);
      const [user] = await db.select().from(users).where(and(eq(users.email, email), eq(users.orgCode, attempt.org)));
      const ok = await verifyPassword(password, user?.passwordHash);
      if (!user || !ok) {
        await throttle.failed(attempt);
        throw apiError(401, 'The email or password is not correct.');
      }
      await throttle.succeeded(attempt);
      return c.json({ jwt: await jwt.sign(session(user), now()), identityUuid: user.uuid });
    },
  );

  app.post(
    '/identity-broker/:kind/api/v3/login',
    describeRoute({ tags: ['identity'], summary: 'Identity-broker login: returns where to send the browser (the sandbox’s own sign-in page).' }),
    validate('param', Kind),
    validate('query', BrokerLoginQuery),
    (c) => {
      const { redirectUrl } = c.req.valid('query');
      const target = isAllowedRedirectUrl(redirectUrl) ? `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(redirectUrl)}` : LOGIN_PATH;
      return c.json({ redirect: target });
    },
  );

  app.post(
    '/identity-broker/:kind/secure/api/v3/logout',
    describeRoute({ tags: ['identity'], summary: 'Identity-broker logout: returns where to send the browser (fallback /auth/login).' }),
    validate('param', Kind),
    requireUser(),
    (c) => c.json({ redirect: LOGIN_PATH }),
  );

  app.get(
    '/identity-broker/:kind/secure/api/v3/self/figureinfo',
    describeRoute({ tags: ['identity'], summary: 'The identity-broker user of the session.' }),
    validate('param', Kind),
    requireUser(),
    async (c) => {
      const user = await currentUser(c);
      return c.json({
        identityUuid: user.uuid,
        organizationCode: user.orgCode,
        userType: c.req.valid('param').kind === 'agent' ? 'AGENT' : user.type,
        email: user.email,
        updatedAt: user.createdAt.toISOString(),
        isManageable: true,
        activeLegacyCustomerOrgs: [user.orgCode],
        isBroker: user.type === 'AGENT',
        wallet: { accountAddress: user.walletAddress, groupPolicyAddress: null },
      });
    },
  );

  const identity = async (c: Parameters<typeof currentUser>[0]) => {
    const user = await currentUser(c);
    return c.json({
      uuid: user.uuid,
      aliases: [{ type: 'Email', value: user.email }],
      passwordExpired: false,
      twoFactorEnabled: false,
      totpVerified: false,
      profileType: user.type,
    });
  };
  app.get('/identity/secure/api/v1/identity', describeRoute({ tags: ['identity'], summary: 'Legacy identity of the session.' }), requireUser(), identity);
  app.get('/identity/secure/api/v1_1/identity', describeRoute({ tags: ['identity'], summary: 'Identity of the session (v1.1).' }), requireUser(), identity);

  return app;
}

/** A stable, fake wallet address per email for the shell's wallet card. */
export function walletFor(email: string): string {
  let h = 0n;
  for (const ch of email) h = (h * 131n + BigInt(ch.codePointAt(0) ?? 0)) % (1n << 160n);
  return `0x${h.toString(16).padStart(40, '0')}`;
}

export async function currentUser(c: Context<AppEnv>) {
  const { db } = c.get('deps');
  const [user] = await db.select().from(users).where(eq(users.uuid, c.get('user').uuid));
  if (!user) throw apiError(401, MESSAGES.userNotFound);
  return user;
}
