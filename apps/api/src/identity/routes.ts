/** Identity: email/password registration and login (JWT), identity-broker login/logout, figureinfo, identity. */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { documentedError } from '../http/openapi.js';
import * as v from 'valibot';
import {
  applicationUuidFromPath,
  BASE_PATH,
  BROKER_USER_TYPE,
  HANDOFF_MESSAGES,
  HANDOFF_TTL_MS,
  isAllowedRedirectUrl,
  LOGIN_PATH,
  MESSAGES,
  RESET_PASSWORD_PATH,
} from '@heloc/core';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { SharedCounters } from '../auth/rate-limit.js';
import {
  ADDRESS_FACTOR,
  clientAddress,
  LOGIN_THROTTLED,
  LOGIN_WINDOW_MS,
  loginThrottle,
  REGISTRATION_THROTTLED,
  registrationThrottle,
  tooManyRequests,
} from '../auth/throttle.js';
import { requireUser } from '../auth/middleware.js';
import { hashSecret, newSecret } from '../auth/secrets.js';
import { revokeAllSessions, revokeSession, startSession } from '../auth/sessions.js';
import { assertStrongPassword } from '../auth/strength.js';
import type { UserRow } from '../db/rows.js';
import { signerOn } from '../applications/repo.js';
import {
  claimHandoff,
  emailTaken,
  insertHandoff,
  insertPasswordReset,
  insertUser,
  passwordResetByHash,
  pendingInvitation,
  userByEmail,
  userByUuid,
} from './repo.js';
import {
  acceptInvitations,
  INVITATION_NOT_VALID,
  INVITEE_HAS_ACCOUNT,
  registerInvitee,
  replacePassword,
  RESET_INVALID,
  resetPassword,
} from './service.js';
import { findApplication } from '../pipeline/store.js';
import type { AppEnv, Deps, SessionUser } from '../http/context.js';
import { sendMessage } from '../outbox/repo.js';
import { apiError } from '../http/errors.js';
import { loadOrg } from '../http/orgs.js';
import { validate } from '../http/validate.js';
import { onEndpoint } from '../http/endpoint.js';

const Kind = v.object({ kind: v.picklist(['customer', 'agent'], 'Must be customer or agent') });
const BrokerLoginQuery = v.object({ redirectUrl: v.optional(v.string()) });

/** How long a password reset link works. */
export const RESET_TTL_MS = 30 * 60_000;
export const RESET_SENT = 'If that email has an account, we have sent it a link to reset the password.';
export { RESET_INVALID };

const profileNames = (profile: Record<string, unknown>) => {
  const name = (profile as { name?: { firstName?: string; lastName?: string } }).name;
  return [name?.firstName, name?.lastName];
};

export function identityRoutes() {
  // The counters live in the database (shared by every server); one set per app, made on first use.
  let throttles:
    | { login: ReturnType<typeof loginThrottle>; register: ReturnType<typeof registrationThrottle> }
    | undefined;
  const throttlesOf = (c: Context<AppEnv>) => {
    const { db, env } = c.get('deps');
    const counters = new SharedCounters(db);
    return (throttles ??= {
      login: loginThrottle(counters, env.LOGIN_RATE_LIMIT),
      register: registrationThrottle(counters, env.REGISTER_RATE_LIMIT),
    });
  };
  const app = new Hono<AppEnv>();

  const session = (u: UserRow): SessionUser => ({
    uuid: u.uuid,
    email: u.email,
    orgCode: u.orgCode,
    type: u.type,
  });

  /** A new session and its token: every sign-in starts one, sign-out and password changes end them. */
  const signIn = async (deps: Deps, user: UserRow) => {
    const at = deps.now();
    return deps.jwt.sign(session(user), await startSession(deps.db, user.uuid, at), at);
  };

  onEndpoint(
    app,
    'register',
    [
      describeRoute({
        tags: ['identity'],
        summary:
          'Register with email and password; returns a JWT. With inviteToken (from the invitation message), creates the invited additional signer’s account.',
      }),
    ],
    async (c) => {
      const deps = c.get('deps');
      const { db, now } = deps;
      const orgCode = c.get('orgCode');
      // Before any work: each registration costs a password hash and a row (see auth/throttle.ts).
      const wait = await throttlesOf(c).register.hit(clientAddress(c), now());
      if (wait !== undefined) throw tooManyRequests(REGISTRATION_THROTTLED, wait);
      await loadOrg(db, orgCode);
      const body = c.req.valid('json');
      if (body.inviteToken) {
        // Only a pending invitation, for this email, whose token came from the invitee's mailbox.
        const invite = await pendingInvitation(db, hashSecret(body.inviteToken), body.email, orgCode);
        if (!invite) throw apiError(400, INVITATION_NOT_VALID);
        // An account made since the invitation keeps its password: its owner signs in instead.
        if (await emailTaken(db, body.email, orgCode)) throw apiError(409, INVITEE_HAS_ACCOUNT);
        const name = (invite.profile as { name?: { firstName?: string; lastName?: string } }).name;
        assertStrongPassword(body.password, body.email, [name?.firstName, name?.lastName]);
        const passwordHash = await hashPassword(body.password, deps.passwordCost);
        // Claimed, made, linked, and the email's other invitations (other applications) accepted: together.
        const created = await registerInvitee(
          db,
          invite.uuid,
          {
            email: body.email,
            orgCode,
            type: 'CO_DEEDER',
            passwordHash,
            walletAddress: walletFor(body.email),
            profile: { name },
          },
          now(),
        );
        return c.json({ jwt: await signIn(deps, created), identityUuid: created.uuid }, 201);
      }
      if (await emailTaken(db, body.email, orgCode)) throw apiError(409, MESSAGES.identityExists);
      assertStrongPassword(body.password, body.email);
      const created = await insertUser(db, {
        email: body.email,
        orgCode,
        passwordHash: await hashPassword(body.password, deps.passwordCost),
        type: 'CUSTOMER',
        walletAddress: walletFor(body.email),
      });
      if (!created) throw apiError(500, MESSAGES.somethingUnexpected);
      return c.json({ jwt: await signIn(deps, created), identityUuid: created.uuid }, 201);
    },
  );

  onEndpoint(
    app,
    'login',
    [
      describeRoute({
        tags: ['identity'],
        summary: 'Email and password login; returns a JWT. Rate-limited per account and per address.',
        responses: {
          401: documentedError('Wrong email or password.'),
          429: documentedError('Too many attempts; wait and try again.'),
        },
      }),
    ],
    async (c) => {
      const deps = c.get('deps');
      const { db, now } = deps;
      const { email, password } = c.req.valid('json');
      // Failures only, per account, per address and per pair; the owner is never locked out by others' failures (auth/throttle.ts).
      const throttle = throttlesOf(c).login;
      const attempt = { org: c.get('orgCode'), email, address: clientAddress(c), now: now() };
      const wait = await throttle.blocked(attempt);
      if (wait !== undefined) throw tooManyRequests(LOGIN_THROTTLED, wait);
      const user = await userByEmail(db, email, attempt.org);
      const ok = await verifyPassword(password, user?.passwordHash, deps.passwordCost);
      if (!user || !ok) {
        await throttle.failed(attempt);
        throw apiError(401, 'The email or password is not correct.');
      }
      await throttle.succeeded(attempt);
      // Signing in with the account's own password is how an existing account accepts invitations.
      await acceptInvitations(db, user, now());
      return c.json({ jwt: await signIn(deps, user), identityUuid: user.uuid });
    },
  );

  onEndpoint(
    app,
    'changePassword',
    [
      describeRoute({
        tags: ['identity'],
        summary:
          'Change the password (current one required). Ends every session of the account and returns a fresh token for this one.',
      }),
      requireUser(),
    ],
    async (c) => {
      const deps = c.get('deps');
      const { db, now } = deps;
      const user = await currentUser(c);
      const body = c.req.valid('json');
      if (!(await verifyPassword(body.currentPassword, user.passwordHash, deps.passwordCost)))
        throw apiError(400, 'currentPassword: The current password is not correct.');
      assertStrongPassword(body.newPassword, user.email, profileNames(user.profile));
      await replacePassword(db, user.uuid, await hashPassword(body.newPassword, deps.passwordCost), now());
      return c.json({ jwt: await signIn(deps, user), identityUuid: user.uuid });
    },
  );

  onEndpoint(
    app,
    'forgotPassword',
    [
      describeRoute({
        tags: ['identity'],
        summary:
          'Sends a password reset link to the email’s mailbox (the sandbox outbox). Always 202, whether or not the email has an account.',
      }),
    ],
    async (c) => {
      const deps = c.get('deps');
      const { db, now } = deps;
      const orgCode = c.get('orgCode');
      await loadOrg(db, orgCode);
      const { email } = c.req.valid('json');
      const t = now().getTime();
      // Limited like sign-in (shared counters), so the outbox — a real mailbox in production — cannot be flooded.
      const counters = new SharedCounters(db);
      const perEmail = await counters.hit(`reset:${orgCode}:${email}`, LOGIN_WINDOW_MS, now());
      const perAddress = await counters.hit(`reset:addr:${clientAddress(c)}`, LOGIN_WINDOW_MS, now());
      const limit = deps.env.LOGIN_RATE_LIMIT;
      if (perEmail.count > limit || perAddress.count > ADDRESS_FACTOR * limit) {
        throw tooManyRequests(
          'Too many requests. Please wait a few minutes and try again.',
          Math.max(perEmail.retryAfterSeconds, perAddress.retryAfterSeconds),
        );
      }
      const user = await userByEmail(db, email, orgCode);
      // An invited signer who never accepted has no account (and no password to reset).
      if (user?.passwordHash) {
        const token = newSecret();
        await insertPasswordReset(db, {
          tokenHash: hashSecret(token),
          userUuid: user.uuid,
          expiresAt: new Date(t + RESET_TTL_MS),
          createdAt: now(),
        });
        await sendMessage(deps, {
          to: email,
          orgCode,
          kind: 'password-reset',
          subject: 'Reset your password',
          text: `Open the link within ${RESET_TTL_MS / 60_000} minutes to choose a new password. If you did not ask for this, ignore this message.`,
          link: `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
        });
      }
      return c.json({ message: RESET_SENT }, 202);
    },
  );

  onEndpoint(
    app,
    'resetPassword',
    [
      describeRoute({
        tags: ['identity'],
        summary:
          'Sets a new password with a reset token: single use, valid 30 minutes; ends every session of the account.',
      }),
    ],
    async (c) => {
      const { db, now, passwordCost } = c.get('deps');
      const body = c.req.valid('json');
      const at = now();
      const reset = await passwordResetByHash(db, hashSecret(body.token));
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= at.getTime()) throw apiError(400, RESET_INVALID);
      const user = await userByUuid(db, reset.userUuid);
      if (!user) throw apiError(400, RESET_INVALID);
      assertStrongPassword(body.password, user.email, profileNames(user.profile));
      // Spent, the new password, every other link void and every session ended: one transaction,
      // claimed first so that two requests racing with one token cannot both succeed.
      await resetPassword(db, reset.tokenHash, user.uuid, await hashPassword(body.password, passwordCost), at);
      // Whoever reset the password controls the email: their failed tries from here are forgiven.
      await throttlesOf(c).login.succeeded({
        org: user.orgCode,
        email: user.email,
        address: clientAddress(c),
        now: at,
      });
      return c.json({ reset: true, redirect: LOGIN_PATH });
    },
  );

  onEndpoint(
    app,
    'brokerLogin',
    [
      describeRoute({
        tags: ['identity'],
        summary: 'Identity-broker login: returns where to send the browser (the sandbox’s own sign-in page).',
      }),
      validate('param', Kind),
      validate('query', BrokerLoginQuery),
    ],
    (c) => {
      const { redirectUrl } = c.req.valid('query');
      const target = isAllowedRedirectUrl(redirectUrl)
        ? `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(redirectUrl)}`
        : LOGIN_PATH;
      return c.json({ redirect: target });
    },
  );

  onEndpoint(
    app,
    'brokerLogout',
    [
      describeRoute({
        tags: ['identity'],
        summary: 'Identity-broker logout: returns where to send the browser (fallback /auth/login).',
      }),
      validate('param', Kind),
      requireUser(),
    ],
    async (c) => {
      // The session ends here, server-side: the token (and any refreshed copy) is refused from now on.
      await revokeSession(c.get('deps').db, c.get('sid'), c.get('deps').now());
      return c.json({ redirect: LOGIN_PATH });
    },
  );

  onEndpoint(
    app,
    'signOutEverywhere',
    [
      describeRoute({
        tags: ['identity'],
        summary: 'Sign out of all devices: ends every session of the account, this one included.',
      }),
      requireUser(),
    ],
    async (c) => {
      await revokeAllSessions(c.get('deps').db, c.get('user').uuid, c.get('deps').now());
      return c.json({ redirect: LOGIN_PATH });
    },
  );

  onEndpoint(
    app,
    'brokerUser',
    [
      describeRoute({ tags: ['identity'], summary: 'The identity-broker user of the session.' }),
      validate('param', Kind),
      requireUser(),
    ],
    async (c) => {
      const user = await currentUser(c);
      return c.json({
        identityUuid: user.uuid,
        organizationCode: user.orgCode,
        userType: c.req.valid('param').kind === 'agent' ? BROKER_USER_TYPE : user.type,
        email: user.email,
        updatedAt: user.createdAt.toISOString(),
        isManageable: true,
        activeLegacyCustomerOrgs: [user.orgCode],
        isBroker: user.type === BROKER_USER_TYPE,
        wallet: { accountAddress: user.walletAddress, groupPolicyAddress: null },
      });
    },
  );

  onEndpoint(
    app,
    'createHandoff',
    [
      describeRoute({
        tags: ['identity'],
        summary:
          'Continue on your phone: a single-use link (5 minutes) that opens `path` — a page of one of the caller’s own applications — signed in as the caller, in a new session.',
        responses: { 400: documentedError('The path is not a page of one of your applications.') },
      }),
      requireUser(),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const { path } = c.req.valid('json');
      const userUuid = c.get('user').uuid;
      // Only into the caller's own application: a link is a sign-in, so it must not carry a person
      // to someone else's page (which would 404 anyway) or off the journey.
      const uuid = path.startsWith(`${BASE_PATH}/`) ? applicationUuidFromPath(path) : undefined;
      const row = uuid ? await findApplication(db, uuid) : undefined;
      const signs = row && row.ownerUuid !== userUuid ? (await signerOn(db, row.uuid, userUuid)) !== undefined : false;
      if (!row || (row.ownerUuid !== userUuid && !signs)) throw apiError(400, HANDOFF_MESSAGES.notYours);
      const token = newSecret();
      const at = now();
      const expiresAt = new Date(at.getTime() + HANDOFF_TTL_MS);
      await insertHandoff(db, { tokenHash: hashSecret(token), userUuid, path, expiresAt, createdAt: at });
      return c.json({ token, expiresAt: expiresAt.toISOString() }, 201);
    },
  );

  onEndpoint(
    app,
    'redeemHandoff',
    [
      describeRoute({
        tags: ['identity'],
        summary:
          'Redeems a hand-off token once: a new session (never the one that made the link) and the path to open. Rate-limited like login.',
        responses: {
          400: documentedError(HANDOFF_MESSAGES.invalid),
          429: documentedError('Too many attempts; wait and try again.'),
        },
      }),
    ],
    async (c) => {
      const deps = c.get('deps');
      const { db, now } = deps;
      const at = now();
      // Counted per address before the lookup, as sign-in failures are: guessing 256-bit tokens is
      // hopeless, but each try costs a query, and a flood of them should stop early.
      const hit = await new SharedCounters(db).hit(`handoff:addr:${clientAddress(c)}`, LOGIN_WINDOW_MS, at);
      if (hit.count > ADDRESS_FACTOR * deps.env.LOGIN_RATE_LIMIT)
        throw tooManyRequests(LOGIN_THROTTLED, hit.retryAfterSeconds);
      const tokenHash = hashSecret(c.req.valid('json').token);
      // Claimed atomically: two phones racing with one code cannot both get in.
      const claimed = await claimHandoff(db, tokenHash, at);
      if (!claimed || claimed.expiresAt.getTime() <= at.getTime()) throw apiError(400, HANDOFF_MESSAGES.invalid);
      const user = await userByUuid(db, claimed.userUuid);
      if (!user) throw apiError(400, HANDOFF_MESSAGES.invalid);
      return c.json({ jwt: await signIn(deps, user), path: claimed.path });
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
  onEndpoint(
    app,
    'legacyIdentity',
    [describeRoute({ tags: ['identity'], summary: 'Legacy identity of the session.' }), requireUser()],
    identity,
  );
  onEndpoint(
    app,
    'identity',
    [describeRoute({ tags: ['identity'], summary: 'Identity of the session (v1.1).' }), requireUser()],
    identity,
  );

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
  const user = await userByUuid(db, c.get('user').uuid);
  if (!user) throw apiError(401, MESSAGES.userNotFound);
  return user;
}
