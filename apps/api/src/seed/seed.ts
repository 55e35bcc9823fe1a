/** Idempotent seed: organisations, their loan officers and brokers, and a sandbox chat agent per organisation. */
import { sql } from 'drizzle-orm';
import { CS_AGENT_TYPE } from '@heloc/core';
import type { Db } from '../db/client.js';
import { organizations, users } from '../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { SEED_ORGS } from './orgs.js';

/**
 * The customer-service agent each organisation's console signs in with (apps/api/README.md). A
 * sandbox account with a published password: it sees only sandbox conversations of its organisation.
 */
export const SANDBOX_AGENT = { email: (org: string) => `agent@${org}.sandbox`, password: 'sandbox-agent-console-2026' } as const;

let agentHash: Promise<string> | undefined;

export async function seed(db: Db): Promise<void> {
  for (const org of SEED_ORGS) {
    await db
      .insert(organizations)
      .values({ code: org.code, data: org.data as unknown as Record<string, unknown> })
      .onConflictDoUpdate({ target: organizations.code, set: { data: sql`excluded.data` } });
  }
  const existing = await db.select({ email: users.email }).from(users).where(sql`${users.type} = ${CS_AGENT_TYPE}`);
  for (const org of SEED_ORGS) {
    const email = SANDBOX_AGENT.email(org.code);
    if (existing.some((u) => u.email === email)) continue;
    // One scrypt per process, not per organisation and test database: the slow hash is the point of scrypt.
    agentHash ??= hashPassword(SANDBOX_AGENT.password);
    await db
      .insert(users)
      .values({ email, orgCode: org.code, type: CS_AGENT_TYPE, passwordHash: await agentHash, profile: { name: { firstName: 'Sandbox', lastName: 'Agent' } } })
      .onConflictDoNothing();
  }
}
