/** Password hashing with scrypt (a slow KDF in Node's standard library; no native build). */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * The cost every server hashes new passwords at: N 2^15, r 8, p 1 (~0.25 s and 32 MiB a hash on
 * this machine). It is the only cost a server knows — no environment variable lowers it; only a
 * unit test's in-process sandbox passes a cheaper one (Deps.passwordCost, decision 092). A stored
 * hash names its own cost, so it verifies whatever cost made it.
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEYLEN = 32;
const maxmem = ({ N, r }: PasswordCost) => 128 * N * r * 2;

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem: maxmem(cost) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: PasswordCost = PASSWORD_COST,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time on unknown users (a hash at the server's cost) so timing does not reveal which emails exist.
    await scrypt(password, randomBytes(16), KEYLEN, { ...cost, maxmem: maxmem(cost) });
    return false;
  }
  const [, n, rr, pp, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 128 * Number(n) * Number(rr) * 2,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
