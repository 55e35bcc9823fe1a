/**
 * Idempotent seed: organisations, their loan officers and brokers, and per organisation a sandbox chat
 * agent and a sandbox broker (agent login variant) account.
 */
import { BROKER_USER_TYPE, CS_AGENT_TYPE } from '@heloc/core';
import type { Db } from '../db/client.js';
import { emailsOfType, insertUserOnce, upsertOrganization } from './repo.js';
import { hashPassword } from '../auth/password.js';
import { SEED_ORGS } from './orgs.js';

/**
 * The customer-service agent each organisation's console signs in with (apps/api/README.md). A
 * sandbox account with a published password: it sees only sandbox conversations of its organisation.
 */
export const SANDBOX_AGENT = {
  email: (org: string) => `agent@${org}.sandbox`,
  password: 'sandbox-agent-console-2026',
} as const;

/**
 * The broker (agent, §6) each organisation's sandbox has: user type AGENT, so the identity broker's
 * user is isBroker and the tab uses the agent's paths. A sandbox account with a published password and
 * no applications of its own (apps/api/README.md).
 */
export const SANDBOX_BROKER = {
  email: (org: string) => `broker@${org}.sandbox`,
  password: 'sandbox-broker-portal-2026',
} as const;

let agentHash: Promise<string> | undefined;
let brokerHash: Promise<string> | undefined;

export async function seed(db: Db): Promise<void> {
  for (const org of SEED_ORGS) {
    await upsertOrganization(db, org.code, org.data as unknown as Record<string, unknown>);
  }
  const existing = await emailsOfType(db, [CS_AGENT_TYPE, BROKER_USER_TYPE]);
  // One scrypt per process, not per organisation and test database (and none when every account is
  // there): the slow hash is the point of scrypt.
  const staff = [
    {
      account: SANDBOX_AGENT,
      type: CS_AGENT_TYPE,
      lastName: 'Agent',
      hash: () => (agentHash ??= hashPassword(SANDBOX_AGENT.password)),
    },
    {
      account: SANDBOX_BROKER,
      type: BROKER_USER_TYPE,
      lastName: 'Broker',
      hash: () => (brokerHash ??= hashPassword(SANDBOX_BROKER.password)),
    },
  ] as const;
  for (const { account, type, lastName, hash } of staff) {
    for (const org of SEED_ORGS) {
      const email = account.email(org.code);
      if (existing.some((u) => u.email === email)) continue;
      await insertUserOnce(db, {
        email,
        orgCode: org.code,
        type,
        passwordHash: await hash(),
        profile: { name: { firstName: 'Sandbox', lastName } },
      });
    }
  }
}
