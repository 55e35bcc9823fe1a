/**
 * The journey root follows the core: it routes when `shouldRoute` says so (a DECLINE decision even
 * while the state is pending), and polls the status in one loop with the core's limits.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { BASE_PATH, POLL_WAITING_ATTEMPTS } from '@heloc/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import type { Application, Status } from '../../api/types';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { machineSnapshotStore } from '../../lib/storage';
import { HelocRoot } from './heloc-root';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const APP = `/service-application/api/v1/application/heloc/${U}`;
const STATUS = `/service-krang-heloc/borrower/secure/api/v1/${U}/status`;

const status = (state: string, extra: Partial<Status> = {}): Status =>
  ({ applicationUuid: U, state, pendingSince: null, ...extra }) as Status;
const application = (s: Status): Application =>
  ({
    uuid: U,
    loanNumber: 'HL20260000001',
    status: s,
    offers: [],
    name: null,
    contact: null,
    statedIncome: null,
    originationFeePercent: null,
    property: null,
  }) as unknown as Application;

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

let server: FakeServer;
beforeEach(() => {
  sessionStorage.clear();
  server = fakeServer();
  server.on('GET', '/service-profile/api/v1/profile', () => ({
    uuid: 'p1',
    email: 'ann@example.com',
    creditPulls: [],
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderJourney(screen: string) {
  return renderWithProviders(
    <Routes>
      <Route path={`${BASE_PATH}/:uuid`} element={<HelocRoot />}>
        <Route path="*" element={<Where />} />
      </Route>
      {/* Where the journey sends the borrower out of it: the site root, the dashboard. */}
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: `${BASE_PATH}/${U}/${screen}` },
  );
}

/** Runs the fake clock forward in small steps, letting React and the queries settle between them. */
async function runClock(ms: number) {
  for (let t = 0; t < ms; t += 250) await act(() => vi.advanceTimersByTimeAsync(250));
}

describe('HelocRoot', () => {
  it('routes on a DECLINE decision while the state is still pending', async () => {
    const declined = status('WAITING_FOR_INITIAL_OFFERS', { uwDecision: 'DECLINE' } as Partial<Status>);
    server.on('GET', APP, () => application(declined));
    server.on('GET', STATUS, () => declined);
    renderJourney('start/profile');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/error/decline`));
  });

  it('lets the borrower open a way to verify income while the state says income/review, and routes from anything else', async () => {
    const income = status('INCOME_VERIFICATION');
    server.on('GET', APP, () => application(income));
    server.on('GET', STATUS, () => income);
    const { unmount } = renderJourney('income/link/TRUV_PAYROLL');
    // The root has its application and status (it routed nothing), and the borrower is still where they chose to be.
    await waitFor(() => expect(server.count('GET', STATUS)).toBeGreaterThan(0));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/income/link/TRUV_PAYROLL`);
    unmount();
    renderJourney('start/profile');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/income/review`));
  });

  it('leaves a borrower on an upload opened from income/review', async () => {
    const income = status('INCOME_VERIFICATION');
    server.on('GET', APP, () => application(income));
    server.on('GET', STATUS, () => income);
    renderJourney('income/upload/MANUAL_PAYSTUB');
    await waitFor(() => expect(server.count('GET', STATUS)).toBeGreaterThan(0));
    await screen.findByTestId('where');
    // Give the root every chance to move: it must not.
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/income/upload/MANUAL_PAYSTUB`);
  });

  it('carries pop-webchat, and nothing else, across its own redirect to the decided screen (§2)', async () => {
    const income = status('INCOME_VERIFICATION');
    server.on('GET', APP, () => application(income));
    server.on('GET', STATUS, () => income);
    renderJourney('start/contact?pop-webchat=1&utm_source=mail');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`${BASE_PATH}/${U}/income/review?pop-webchat=1`),
    );
  });

  it('routes a borrower at income verification from an unrelated screen to income/review', async () => {
    const income = status('INCOME_VERIFICATION');
    server.on('GET', APP, () => application(income));
    server.on('GET', STATUS, () => income);
    renderJourney('start/contact');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/income/review`));
  });

  it('does not route while a pending state polls without a decision', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const waiting = status('WAITING_FOR_INITIAL_OFFERS');
    server.on('GET', APP, () => application(waiting));
    server.on('GET', STATUS, () => waiting);
    renderJourney('start/profile');
    await runClock(3000);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/start/profile`);
    expect(server.count('GET', STATUS)).toBeGreaterThan(1);
  });

  it('polls a waiting state in one loop, at most the core’s limit, then shows the timeout screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const waiting = status('WAITING_FOR_AVM_DATA');
    server.on('GET', APP, () => application(waiting));
    server.on('GET', STATUS, () => waiting);
    renderJourney('start/profile');
    await runClock(5 * 60_000);
    expect(server.count('GET', STATUS)).toBe(POLL_WAITING_ATTEMPTS);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/error/timeout`);
  });

  it('polls the summary while it is prepared, quietly, and stops once it is ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let answers = 0;
    server.on('GET', APP, () => application(status('GEN_SUMMARY_DISCLOSURE')));
    server.on('GET', STATUS, () => (++answers < 3 ? status('GEN_SUMMARY_DISCLOSURE') : status('APP_SUBMISSION')));
    renderJourney('start/hmda');
    await runClock(60_000);
    expect(server.count('GET', STATUS)).toBe(3);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/start/app-summary`);
    expect(screen.queryByText(/processing/i)).toBeNull();
  });

  it('keeps refreshing the summary and the flood certificate quietly, without a limit, and never shows the timeout screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const preparing = status('GEN_SUMMARY_DISCLOSURE');
    server.on('GET', APP, () => application(preparing));
    server.on('GET', STATUS, () => preparing);
    const { unmount } = renderJourney('start/app-summary');
    await runClock(5 * 60_000);
    // Far more reads than the waiting states' limit, and the borrower is still on the summary.
    expect(server.count('GET', STATUS)).toBeGreaterThan(POLL_WAITING_ATTEMPTS + 10);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/start/app-summary`);
    expect(screen.queryByText(/processing/i)).toBeNull();
    unmount();

    const flood = status('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true } as Partial<Status>);
    server.on('GET', APP, () => application(flood));
    server.on('GET', STATUS, () => flood);
    const before = server.count('GET', STATUS);
    renderJourney('error/flood-cert');
    await runClock(5 * 60_000);
    expect(server.count('GET', STATUS) - before).toBeGreaterThan(POLL_WAITING_ATTEMPTS + 10);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/error/flood-cert`);
  });

  it('follows the server on complete through the right to cancel, recording and funding, then routes to the site root (decision 089, amendment 6)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const walk = ['RESCISSION', 'RECORDING', 'FUNDING_DECISION', 'COMPLETE'];
    let at = 0;
    server.on('GET', APP, () => application(status(walk[at] as string)));
    server.on('GET', STATUS, () => status(walk[at] as string));
    renderJourney('complete');
    await runClock(2_000);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/complete`);
    // Days in the right to cancel: read again at the quiet pace, never the timeout screen.
    await runClock(10 * 60_000);
    expect(server.count('GET', STATUS)).toBeGreaterThan(POLL_WAITING_ATTEMPTS + 10);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/complete`);
    const appReads = server.count('GET', APP);
    at = 1;
    await runClock(20_000);
    // The state moved: the application is read again with it, and the borrower stays on complete.
    expect(server.count('GET', APP)).toBeGreaterThan(appReads);
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/complete`);
    at = 3;
    await runClock(20_000);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    // Funded and closed (§4.1: COMPLETE → the site root): nothing is read any more.
    const reads = server.count('GET', STATUS);
    await runClock(60_000);
    expect(server.count('GET', STATUS)).toBe(reads);
  });

  it('reads the application again while co-signers book their notary visits, and not otherwise', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const waiting = status('NOTARY_WAITING_PERIOD');
    const withSigners = (s: Status) =>
      ({ ...application(s), helocSigners: [{ uuid: 's1', name: 'Sam Lee', signed: true }] }) as unknown as Application;
    server.on('GET', APP, () => withSigners(waiting));
    server.on('GET', STATUS, () => waiting);
    const { unmount } = renderJourney('notary/intro');
    await runClock(2_000);
    const first = server.count('GET', APP);
    await runClock(3 * 60_000);
    expect(server.count('GET', APP) - first).toBeGreaterThanOrEqual(10);
    unmount();

    // No co-signer: the application is read once, and again only when the state moves.
    const alone = status('NOTARY_WAITING_PERIOD');
    server.on('GET', APP, () => application(alone));
    server.on('GET', STATUS, () => alone);
    const before = server.count('GET', APP);
    renderJourney('notary/intro');
    await runClock(3 * 60_000);
    expect(server.count('GET', APP) - before).toBe(1);
  });

  it('a new tab at a state with no row of its own (LIEN_ATTESTATION) is placed by the server’s record, not sent to start/profile', async () => {
    const attesting = status('LIEN_ATTESTATION');
    server.on('GET', APP, () => application(attesting));
    server.on('GET', STATUS, () => attesting);
    renderJourney('start/profile');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/merchant/lien-attestation`),
    );
  });

  it('discards a stored snapshot naming a state the machine does not have, logs an error, and the tab works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    machineSnapshotStore(U).set({
      status: 'active',
      value: 'somewhereElse',
      context: { heloc: { uuid: U }, profile: {} },
      children: {},
      historyValue: {},
    });
    const attesting = status('LIEN_ATTESTATION');
    server.on('GET', APP, () => application(attesting));
    server.on('GET', STATUS, () => attesting);
    renderJourney('start/profile');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/merchant/lien-attestation`),
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Discarded a stored fallback machine snapshot'));
    // What is stored now is the machine's real state.
    expect(machineSnapshotStore(U).get()).toMatchObject({ value: 'lienAttestation' });
    error.mockRestore();
  });

  it('a decline during a late wait shows the decline notice, not the screen the machine was on (the bank form)', async () => {
    machineSnapshotStore(U).set({
      status: 'active',
      value: 'ach',
      context: { heloc: { uuid: U }, profile: {} },
      children: {},
      historyValue: {},
    });
    const declined = status('WAITING_FOR_ID_VERIFICATION', { uwDecision: 'DECLINE' } as Partial<Status>);
    server.on('GET', APP, () => application(declined));
    server.on('GET', STATUS, () => declined);
    renderJourney('bank/disburse');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/error/decline`));
  });

  it('points to the conditions from any screen while one is owed, keeps the borrower on identity answering one, and not elsewhere', async () => {
    const CONDITIONS = `/service-conditions/external/api/v1/applications/${U}/conditions/external-applicants`;
    const atBank = status('DISBURSEMENT_ACCOUNT');
    server.on('GET', APP, () => application(atBank));
    server.on('GET', STATUS, () => atBank);
    server.on('GET', CONDITIONS, () => [
      { uuid: 'c-1', categoryEnum: 'ID_VERIFICATION_FAILURE', created: '2026-11-01T00:00:00Z', actionNeeded: true },
    ]);
    renderJourney('identity?conditionUuid=c-1');
    // Answering the ID condition: no notice (it would point at this page), and no routing away.
    await waitFor(() => expect(server.count('GET', CONDITIONS)).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Your conditions (1 to do)' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'View conditions' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/identity`);
  });

  it('routes identity without a condition back to the decided screen, and shows the notice there', async () => {
    const CONDITIONS = `/service-conditions/external/api/v1/applications/${U}/conditions/external-applicants`;
    const atBank = status('DISBURSEMENT_ACCOUNT');
    server.on('GET', APP, () => application(atBank));
    server.on('GET', STATUS, () => atBank);
    server.on('GET', CONDITIONS, () => [
      { uuid: 'c-1', categoryEnum: 'MISSING_PHONE_NUMBER', created: '2026-11-01T00:00:00Z', actionNeeded: true },
    ]);
    renderJourney('identity');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/bank/disburse`));
    expect(await screen.findByRole('link', { name: 'View conditions' })).toHaveAttribute(
      'href',
      `${BASE_PATH}/${U}/conditions`,
    );
    expect(screen.getByText('We need one more thing from you.')).toBeInTheDocument();
  });

  it('a failed profile fetch says "Failed to fetch profile details." and goes to the dashboard (issue 26, item 8)', async () => {
    server.on(
      'GET',
      '/service-profile/api/v1/profile',
      () =>
        new Response(JSON.stringify({ errors: ['Down for maintenance'] }), {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'content-type': 'application/json' },
        }),
    );
    const s = status('OFFER_SELECTION');
    server.on('GET', APP, () => application(s));
    server.on('GET', STATUS, () => s);
    renderWithProviders(
      <Routes>
        <Route path={`${BASE_PATH}/:uuid/*`} element={<HelocRoot />} />
        <Route path="/dashboard" element={<Where />} />
      </Routes>,
      { path: `${BASE_PATH}/${U}/product/select` },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(await screen.findByText('Failed to fetch profile details.')).toBeInTheDocument();
  });

  it('on small screens the loan officer bar is at the top of the page, before the screen (issue 26, item 11)', async () => {
    const referrerUuid = '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
    const s = status('OFFER_SELECTION');
    server.on('GET', APP, () => ({ ...application(s), referrer: { referrerUuid } }));
    server.on('GET', STATUS, () => s);
    server.on('GET', `/service-lead-portal/api/lo/${referrerUuid}`, () => ({
      originatorDisplayInfo: {
        originatorName: 'Dana Whitfield',
        brokerName: null,
        email: 'dana@example.com',
        phoneNumber: '4155550142',
        nmls: '2087341',
      },
    }));
    renderJourney('product/select');
    const bar = await screen.findByTestId('loan-officer-bar');
    const page = await screen.findByTestId('where');
    expect(bar.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar).toHaveClass('mantine-hidden-from-lg');
  });
});
