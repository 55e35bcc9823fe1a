/** Idempotent seed: organisations, their loan officers and brokers. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organizations } from '../db/schema.js';
import { SEED_ORGS } from './orgs.js';

export async function seed(db: Db): Promise<void> {
  for (const org of SEED_ORGS) {
    await db
      .insert(organizations)
      .values({ code: org.code, data: org.data as unknown as Record<string, unknown> })
      .onConflictDoUpdate({ target: organizations.code, set: { data: sql`excluded.data` } });
  }
}
