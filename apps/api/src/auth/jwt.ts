/** Signed JWTs (HS256, jose) with expiry; the key is kept in the database so sessions survive restarts. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema.js';
import type { SessionUser } from '../http/context.js';

export interface JwtKeys {
  readonly sign: (user: SessionUser, now: Date) => Promise<string>;
  readonly verify: (token: string, now: Date) => Promise<{ user: SessionUser; issuedAt: number; expiresAt: number } | 'expired' | 'invalid'>;
  readonly ttlSeconds: number;
}

const ISSUER = 'heloc-sandbox';

export async function loadJwtKeys(db: Db, ttlSeconds: number): Promise<JwtKeys> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt-secret'));
  let secretB64 = row?.value;
  if (!secretB64) {
    secretB64 = randomBytes(32).toString('base64');
    await db.insert(settings).values({ key: 'jwt-secret', value: secretB64 }).onConflictDoNothing();
    const [stored] = await db.select().from(settings).where(eq(settings.key, 'jwt-secret'));
    secretB64 = stored?.value ?? secretB64;
  }
  const secret = Buffer.from(secretB64, 'base64');
  return {
    ttlSeconds,
    sign: (user, now) => {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ email: user.email, org: user.orgCode, typ: user.type })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.uuid)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },
    verify: async (token, now) => {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.org !== 'string') return 'invalid';
        return {
          user: { uuid: payload.sub, email: payload.email, orgCode: payload.org, type: typeof payload.typ === 'string' ? payload.typ : 'CUSTOMER' },
          issuedAt: payload.iat ?? 0,
          expiresAt: payload.exp ?? 0,
        };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
