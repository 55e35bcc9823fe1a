/**
 * The notifications that matter (issue 14), through real HTTP and a real database: a borrower who
 * walks the whole journey is told once at each moment — offers ready, documents ready to sign, a
 * new condition, a co-signer signed, funding scheduled, funded — each with one CTA to the screen
 * where they act; reading the status again (or two servers advancing the same application) never
 * adds a second one; the borrower marks them read; nobody else can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentNotification, NOTIFICATION_MOMENT_TEXT, type NotificationMoment } from '@heloc/core';
import { notifyMoment } from '../pipeline/notify.js';
import { registerBorrower, startSandbox, STATUS, walk, type Borrower, type Sandbox } from '../testing/harness.js';

const LIST = '/service-notifications/api/v1/notifications';

interface Listed {
  uuid: string;
  title: string;
  status: string;
  ctas: { title: string; redirectPath: string }[];
}

let sb: Sandbox;
let b: Borrower;
let walked: { visited: string[]; state: string };
const listOf = async (who: Borrower = b) => {
  const r = await sb.call<{ unreadCount: number; notifications: Listed[] }>('GET', LIST, { token: who.token });
  expect(r.status).toBe(200);
  return r.body;
};
const titled = (list: Listed[], moment: NotificationMoment) =>
  list.filter((n) => n.title === NOTIFICATION_MOMENT_TEXT[moment].title);

beforeAll(async () => {
  sb = await startSandbox();
  // Codeed: a co-deed signer must sign; income …222: manual paystubs with a condition.
  b = await registerBorrower(sb, { street1: '12 Codeed Street', annualIncome: 92_222 });
  walked = await walk(sb, b, { maxSteps: 120 });
}, 120_000);
afterAll(async () => sb.close());

describe('a walk to funding', () => {
  it('reaches COMPLETE through every moment', () => {
    expect(walked.state).toBe('COMPLETE');
    for (const s of ['OFFER_SELECTION', 'NOTE_SIGNING', 'CO_DEED_REQ', 'RESCISSION'])
      expect(walked.visited).toContain(s);
  });

  it.each(['offersReady', 'documentsReadyToSign', 'coSignerSigned', 'fundingScheduled', 'funded'] as const)(
    '%s: exactly one notification, with the core’s CTA',
    async (moment) => {
      const found = titled((await listOf()).notifications, moment);
      expect(found).toHaveLength(1);
      const expected = momentNotification(moment, b.uuid, 'x').ctas;
      expect(found[0]?.ctas).toEqual(expected);
    },
  );

  it('the paystub condition: exactly one "new condition", pointing at the checklist', async () => {
    const found = titled((await listOf()).notifications, 'newCondition');
    expect(found).toHaveLength(1);
    expect(found[0]?.ctas[0]?.redirectPath).toBe(`/account/heloc/${b.uuid}/conditions`);
  });

  it('reading the status again adds nothing; a moment reached twice is stored once', async () => {
    const before = (await listOf()).notifications.length;
    for (let i = 0; i < 3; i++) expect((await sb.call('GET', STATUS(b.uuid), { token: b.token })).status).toBe(200);
    // Two servers advancing the same application at once would both ask for the moment.
    await Promise.all([1, 2, 3].map(() => notifyMoment(sb.deps.db, b.uuid, 'funded', sb.deps.now())));
    expect((await listOf()).notifications).toHaveLength(before);
  });
});

describe('a condition opened by underwriting (the sandbox’s reviewer)', () => {
  it('notifies the owner once per condition', async () => {
    const other = await registerBorrower(sb);
    const opened = await sb.call('POST', `/sandbox/applications/${other.uuid}/conditions`, {
      operator: true,
      body: { categoryEnum: 'MISSING_PHONE_NUMBER' },
    });
    expect(opened.status).toBe(201);
    const found = titled((await listOf(other)).notifications, 'newCondition');
    expect(found).toHaveLength(1);
    expect(found[0]?.ctas[0]?.redirectPath).toBe(`/account/heloc/${other.uuid}/conditions`);
  });
});

describe('mark as read', () => {
  it('the owner marks one read; the unread count drops; another user gets 404', async () => {
    const { notifications, unreadCount } = await listOf();
    const first = notifications.find((n) => n.status === 'UNREAD');
    expect(first).toBeDefined();
    const stranger = await registerBorrower(sb);
    const theirs = await sb.call('PATCH', `${LIST}/${first?.uuid}`, {
      token: stranger.token,
      body: { status: 'READ' },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors).toBeDefined();
    expect(
      (await sb.call('PATCH', `${LIST}/${first?.uuid}`, { token: b.token, body: { status: 'READ' } })).status,
    ).toBe(204);
    const after = await listOf();
    expect(after.unreadCount).toBe(unreadCount - 1);
    expect(after.notifications.find((n) => n.uuid === first?.uuid)?.status).toBe('READ');
  });
});
