/**
 * The drop-off funnel an analyst reads in the flow explorer: page views the web app stored through
 * the real telemetry endpoint, read back per period and organisation, operator only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const U = '3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b';
async function pageView(sessionKey: string, screen: string, org = 'homestead') {
  sb.clock.t += 1000;
  const r = await sb.call('POST', '/ft/external/event', {
    headers: { 'x-org': org },
    body: { event: 'PAGE_VIEW', eventType: 'PAGE', pagePath: `/account/heloc/${U}/${screen}`, sessionKey },
  });
  expect(r.status).toBe(202);
}
const FUNNEL = '/sandbox/telemetry/funnel';

describe('GET /sandbox/telemetry/funnel', () => {
  it('counts sessions per screen, where they stopped and the steps between, per organisation', async () => {
    await pageView('f-a', 'start/profile');
    await pageView('f-a', 'product/select');
    await pageView('f-b', 'start/profile');
    await pageView('f-c', 'start/profile', 'summitridge');
    const all = await sb.call('GET', `${FUNNEL}?from=2026-11-23&to=2026-11-23`, { operator: true });
    expect(all.status).toBe(200);
    expect(all.body.sessions).toBe(3);
    expect(all.body.screens).toEqual([
      { screen: 'start/profile', name: 'Check your rate', phase: 'onboarding', reached: 3, stopped: 2 },
      { screen: 'product/select', name: 'Choose an offer', phase: 'offers', reached: 1, stopped: 1 },
    ]);
    expect(all.body.edges).toEqual([{ from: 'start/profile', to: 'product/select', sessions: 1 }]);
    const one = await sb.call('GET', `${FUNNEL}?from=2026-11-23&to=2026-11-23&org=summitridge`, { operator: true });
    expect(one.body).toMatchObject({
      org: 'summitridge',
      sessions: 1,
      screens: [{ screen: 'start/profile', reached: 1, stopped: 1 }],
    });
  });

  it('a period without views is empty; the period is [from, to)', async () => {
    const before = await sb.call('GET', `${FUNNEL}?from=2026-11-01&to=2026-11-22`, { operator: true });
    expect(before.body).toMatchObject({ sessions: 0, screens: [], edges: [] });
  });

  it('is the operator’s alone: anonymous and borrowers get 401 with errors', async () => {
    const anonymous = await sb.call('GET', FUNNEL);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]).toMatch(/operator token/);
  });

  it('refuses a malformed period or organisation with 400 and the field named', async () => {
    const bad = await sb.call('GET', `${FUNNEL}?from=yesterday`, { operator: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(' ')).toMatch(/from/);
    const backwards = await sb.call('GET', `${FUNNEL}?from=2026-11-24&to=2026-11-20`, { operator: true });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual(['from: Must be before to']);
    const org = await sb.call('GET', `${FUNNEL}?org=${encodeURIComponent("x' or 1=1")}`, { operator: true });
    expect(org.status).toBe(400);
  });
});
