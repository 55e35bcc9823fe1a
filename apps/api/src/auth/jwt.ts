/**
 * Signed JWTs (HS256, jose) with expiry; the key is kept in the database so sessions survive restarts.
 * Verification is strict about the claims we rely on: a token without `exp`, issued in the future,
 * or whose `sub`/`sid` is not a uuid is invalid (401) — never trusted, never a 500 further down.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { insertSettingOnce, settingValue } from './repo.js';
import type { SessionUser } from '../http/context.js';

export interface VerifiedToken {
  user: SessionUser;
  sid: string;
  issuedAt: number;
  expiresAt: number;
}

export interface JwtKeys {
  readonly sign: (user: SessionUser, sid: string, now: Date) => Promise<string>;
  readonly verify: (token: string, now: Date) => Promise<VerifiedToken | 'expired' | 'invalid'>;
  readonly ttlSeconds: number;
  /** A MAC of `data` for one `purpose` (the chat nonce), with the same kept key: proof the server issued it. */
  readonly mac: (purpose: string, data: string) => string;
}

const ISSUER = 'heloc-sandbox';
/** Clocks differ a little between machines; more than this and `iat` is a forgery or a bug. */
export const CLOCK_SKEW_SECONDS = 60;
/** Checked tokens kept at most (one per signed-in borrower polling this server). */
const MAX_CHECKED = 20_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadJwtKeys(db: Db, ttlSeconds: number): Promise<JwtKeys> {
  let secretB64 = await settingValue(db, 'jwt-secret');
  if (!secretB64) {
    secretB64 = randomBytes(32).toString('base64');
    await insertSettingOnce(db, 'jwt-secret', secretB64);
    secretB64 = (await settingValue(db, 'jwt-secret')) ?? secretB64;
  }
  const secret = Buffer.from(secretB64, 'base64');
  /**
   * Tokens whose signature and claims were checked, by their exact text (decision 079): a poll
   * every few seconds with the same token costs a map look-up instead of an HMAC. Only the
   * time-bound checks depend on `now`; they are made again on every use, as jose makes them.
   */
  const checked = new Map<string, VerifiedToken & { notBefore?: number }>();
  const timely = (token: VerifiedToken & { notBefore?: number }, now: Date): VerifiedToken | 'expired' | 'invalid' => {
    const at = Math.floor(now.getTime() / 1000);
    if (token.notBefore !== undefined && token.notBefore > at) return 'invalid';
    if (token.expiresAt <= at) return 'expired';
    // jose checks `exp` but not an `iat` in the future; a token "issued" later would outlive its TTL.
    if (token.issuedAt > now.getTime() / 1000 + CLOCK_SKEW_SECONDS) return 'invalid';
    return token;
  };
  return {
    ttlSeconds,
    mac: (purpose, data) => createHmac('sha256', secret).update(`${purpose}\n${data}`).digest('base64url'),
    sign: (user, sid, now) => {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ email: user.email, org: user.orgCode, typ: user.type, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.uuid)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },
    verify: async (token, now) => {
      const known = checked.get(token);
      if (known) return timely(known, now);
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const { sub, sid, email, org, iat, exp } = payload;
        if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid)) return 'invalid';
        if (typeof email !== 'string' || typeof org !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
          return 'invalid';
        const verified = {
          user: {
            uuid: sub.toLowerCase(),
            email,
            orgCode: org,
            type: typeof payload.typ === 'string' ? payload.typ : 'CUSTOMER',
          },
          sid: sid.toLowerCase(),
          issuedAt: iat,
          expiresAt: exp,
          ...(typeof payload.nbf === 'number' ? { notBefore: payload.nbf } : {}),
        };
        const answer = timely(verified, now);
        if (answer !== verified) return answer;
        checked.set(token, verified);
        // Bounded: the oldest goes first (it is only checked again when next used).
        if (checked.size > MAX_CHECKED) checked.delete(checked.keys().next().value as string);
        const { notBefore: _, ...result } = verified;
        return result;
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
