/**
 * scrypt hashes (auth/password.ts): a hash names its own cost, so a server verifies what any cost
 * made; a wrong password, a malformed or missing hash is refused; new hashes are at PASSWORD_COST
 * unless a cost is given (decision 092: only unit sandboxes give one).
 */
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from './password.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('hash at the production cost by default, salted, never containing the password', async () => {
    const [one, two] = await Promise.all([
      hashPassword('correct horse battery staple'),
      hashPassword('correct horse battery staple'),
    ]);
    expect(one).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COST.N}\\$${PASSWORD_COST.r}\\$${PASSWORD_COST.p}\\$`));
    expect(one).not.toBe(two);
    expect(one).not.toContain('horse');
    expect(await verifyPassword('correct horse battery staple', one)).toBe(true);
  });

  it('verify a hash at the cost it names, whatever cost the verifier would hash at', async () => {
    const cheap = await hashPassword('correct horse battery staple', CHEAP);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery staple', cheap)).toBe(true);
    expect(await verifyPassword('correct horse battery staple', cheap, CHEAP)).toBe(true);
    expect(await verifyPassword('correct horse battery stable', cheap, CHEAP)).toBe(false);
  });

  it('refuse a missing or malformed hash (after a hash of the same cost, so timing does not tell)', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$1024$8$1$salt', 'bcrypt$a$b$c$d$e'])
      expect(await verifyPassword('correct horse battery staple', stored, CHEAP)).toBe(false);
  });

  it('compare the NFKC form: the same password typed with composed or decomposed accents verifies', async () => {
    const stored = await hashPassword('café au lait on tuesday', CHEAP);
    expect(await verifyPassword('cafe\u0301 au lait on tuesday', stored, CHEAP)).toBe(true);
  });
});
