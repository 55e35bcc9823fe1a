/**
 * A condition's answer is one transaction (issue 23, item 3): the files it stores and the mark that
 * it was answered commit together. A failure on the second of two files — here the database
 * refusing it — leaves neither file and the condition still open, so the borrower's retry sends the
 * whole answer again. Before, each file committed on its own and the first stayed behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { registerBorrower, startSandbox, type Sandbox } from '../testing/harness.js';
import { uploadedDocuments } from '../uploads/repo.js';
import { userByUuid } from '../identity/repo.js';
import { conditionOn } from './repo.js';
import { answerWithDocuments, answerWithProfile, openConditionAlone } from './service.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb?.close());

async function openPaystubCondition() {
  const b = await registerBorrower(sb);
  const at = new Date(sb.clock.t);
  const { condition } = await openConditionAlone(
    sb.deps.db,
    {
      applicationUuid: b.uuid,
      categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
      commentsToBorrower: null,
      numDocsRequired: 2,
    },
    at,
  );
  return { b, at, condition };
}

const paystub = (applicationUuid: string, uploadedBy: string, conditionUuid: string, at: Date) => ({
  applicationUuid,
  uploadedBy,
  conditionUuid,
  type: 'USER_UPLOADED_PAYSTUB',
  name: 'paystub.pdf',
  mime: 'application/pdf',
  size: 4,
  sha256: '0'.repeat(64),
  content: Buffer.from('%PDF'),
  createdAt: at,
});

const submittedAt = async (applicationUuid: string, conditionUuid: string) =>
  ((await conditionOn(sb.deps.db, applicationUuid, conditionUuid))?.xtraData as { submittedAt?: string } | null)
    ?.submittedAt;

describe('answering a condition is one transaction', () => {
  it('a failure on the second file leaves no file and the condition unanswered', async () => {
    const { b, at, condition } = await openPaystubCondition();
    const first = paystub(b.uuid, b.identityUuid, condition.uuid, at);
    // The second file names an uploader the database does not know: its foreign key refuses it.
    const refused = paystub(b.uuid, randomUUID(), condition.uuid, at);
    await expect(answerWithDocuments(sb.deps.db, condition, [first, refused], at)).rejects.toThrow();

    expect(await uploadedDocuments(sb.deps.db, b.uuid)).toEqual([]);
    expect(await submittedAt(b.uuid, condition.uuid)).toBeUndefined();
  });

  it('when every file is stored, the condition is answered with them', async () => {
    const { b, at, condition } = await openPaystubCondition();
    const files = [
      paystub(b.uuid, b.identityUuid, condition.uuid, at),
      paystub(b.uuid, b.identityUuid, condition.uuid, at),
    ];
    await answerWithDocuments(sb.deps.db, condition, files, at);

    expect(await uploadedDocuments(sb.deps.db, b.uuid)).toHaveLength(2);
    expect(await submittedAt(b.uuid, condition.uuid)).toBe(at.toISOString());
  });

  it('a condition that cannot be marked answered leaves the phone number unsaved', async () => {
    const { b, at, condition } = await openPaystubCondition();
    // The mark is the second write: a record that cannot be written as JSON fails it after the profile's.
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const profile = { phoneNumbers: ['415-555-0199'] };
    await expect(
      answerWithProfile(sb.deps.db, { ...condition, xtraData: cyclic }, b.identityUuid, profile, at),
    ).rejects.toThrow();
    expect((await userByUuid(sb.deps.db, b.identityUuid))?.profile).not.toEqual(profile);
    expect(await submittedAt(b.uuid, condition.uuid)).toBeUndefined();

    await answerWithProfile(sb.deps.db, condition, b.identityUuid, profile, at);
    expect((await userByUuid(sb.deps.db, b.identityUuid))?.profile).toEqual(profile);
    expect(await submittedAt(b.uuid, condition.uuid)).toBe(at.toISOString());
  });
});
