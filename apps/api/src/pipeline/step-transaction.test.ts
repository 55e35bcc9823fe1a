/**
 * A borrower step and what its route writes with it commit together or not at all (issue 23,
 * item 3): the files a step stores, the profile it changes, the signed copies it keeps run inside
 * the step's own transaction (`act`'s `within`). A failure there — a full disk, a lost connection,
 * a bug — leaves the application where it was, with none of the step's writes; the borrower's
 * retry then takes the step whole. Before, the step committed first and its writes followed, so a
 * failure in between left the step taken without its files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents, notifications } from '../db/schema.js';
import { runAction } from './lifecycle.js';
import { commitStep, findApplication, toRecord } from './store.js';
import { ssnRecord } from '../applications/schemas.js';
import { registerBorrower, startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb?.close());

async function profileStep(uuid: string) {
  const row = await findApplication(sb.deps.db, uuid);
  if (!row) throw new Error('no application');
  const now = new Date(sb.clock.t);
  return { row, now, step: runAction('profile', toRecord(row), ssnRecord('123-45-6789', uuid), now) };
}

const storedFile = (uuid: string, userUuid: string, now: Date) => ({
  applicationUuid: uuid,
  uploadedBy: userUuid,
  conditionUuid: null,
  type: 'OTHER',
  name: 'proof.pdf',
  mime: 'application/pdf',
  size: 4,
  sha256: '0'.repeat(64),
  content: Buffer.from('%PDF'),
  createdAt: now,
});

describe('a step and its route’s writes are one transaction', () => {
  it('a failure inside the step’s writes leaves neither the step nor any of its writes', async () => {
    const b = await registerBorrower(sb);
    const { row, now, step } = await profileStep(b.uuid);
    const before = row.state;
    await expect(
      commitStep(sb.deps.db, row, step, now, 0, async (tx) => {
        await tx.insert(documents).values(storedFile(b.uuid, row.ownerUuid, now));
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');

    expect((await findApplication(sb.deps.db, b.uuid))?.state).toBe(before);
    expect(await sb.deps.db.select().from(documents).where(eq(documents.applicationUuid, b.uuid))).toEqual([]);
    expect(await sb.deps.db.select().from(notifications).where(eq(notifications.userUuid, row.ownerUuid))).toEqual([]);
  });

  it('when they succeed, the step, its writes and what the step causes are all there', async () => {
    const b = await registerBorrower(sb);
    const { row, now, step } = await profileStep(b.uuid);
    const saved = await commitStep(sb.deps.db, row, step, now, 0, async (tx) => {
      await tx.insert(documents).values(storedFile(b.uuid, row.ownerUuid, now));
    });
    expect(saved.state).not.toBe(row.state);
    expect(await sb.deps.db.select().from(documents).where(eq(documents.applicationUuid, b.uuid))).toHaveLength(1);
  });
});
