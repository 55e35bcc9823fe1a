/**
 * Single-use secrets sent by mail (invitations, password resets): 256 random bits, and only their
 * SHA-256 is stored — a leaked database row cannot be replayed. A fast hash is enough here because
 * the secret is random, not a human password.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
