/**
 * useStep through the real HTTP client (ky) against a fetch this test answers: what goes over the
 * wire for a step name, and what the journey hears back.
 */
import type { FallbackEventType } from '@heloc/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Application } from '../../api/types';
import { useConditions } from '../conditions/use-conditions';
import { JourneyContext, type Journey } from './journey-context';
import { useStep } from './use-step';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const APP_BASE = `/service-application/api/v1/application/heloc/${UUID}`;

interface Sent {
  method: string;
  path: string;
  contentType: string | null;
  json?: unknown;
  form?: Record<string, string | { name: string; type: string }>;
}

let sent: Sent[];
/** Telemetry, apart from the step's own request. */
let tracked: Sent[];
let answer: { status: number; body: unknown };
/** What the conditions list answers (the paystub condition, owed or answered). */
let conditionsAnswer: unknown[];

beforeEach(() => {
  sent = [];
  tracked = [];
  answer = { status: 200, body: { uuid: UUID, status: { state: 'COLLECT_ADDITIONAL_INFO' } } };
  conditionsAnswer = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const contentType = request.headers.get('content-type');
    const record: Sent = { method: request.method, path: new URL(request.url).pathname, contentType };
    if (contentType?.startsWith('multipart/form-data')) {
      const form = await request.formData();
      record.form = Object.fromEntries(
        [...form.entries()].map(([k, val]) => [k, typeof val === 'string' ? val : { name: val.name, type: val.type }]),
      );
    } else {
      const text = await request.text();
      record.json = text ? JSON.parse(text) : undefined;
    }
    if (record.path.startsWith('/service-conditions/'))
      return new Response(JSON.stringify(conditionsAnswer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (record.path.startsWith('/ft/')) {
      tracked.push(record);
      return new Response(JSON.stringify({ sessionKey: 'sess-1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    sent.push(record);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A journey that records what the hook tells it. */
function fakeJourney() {
  const applied: unknown[] = [];
  const events: { type: FallbackEventType; application?: unknown }[] = [];
  const journey = {
    uuid: UUID,
    application: { uuid: UUID } as Application,
    profile: {},
    status: { state: 'OFFER_SELECTION' },
    decision: null,
    machineState: 'selectOffer',
    applyApplication: (app: Application) => void applied.push(app),
    sendMachineEvent: (type: FallbackEventType, application?: Application) => void events.push({ type, application }),
  } as unknown as Journey;
  return { journey, applied, events };
}

/** A screen with one button per step call, showing the hook's state. */
function Steps() {
  const { run, submitting, error } = useStep();
  return (
    <>
      <button type="button" onClick={() => void run('selectOffer', { offerId: 'offer-2', drawAmount: 25_000 })}>
        Choose
      </button>
      <button type="button" onClick={() => void run('cancel', { reason: 'Found another lender' })}>
        Withdraw
      </button>
      <button type="button" onClick={() => void run('autopayConfirm', {})}>
        Confirm
      </button>
      <button
        type="button"
        onClick={() =>
          void run('identityUploaded', {
            type: 'PASSPORTFRONT',
            files: [new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' })],
          })
        }
      >
        Upload
      </button>
      <p>{submitting ? 'Sending' : 'Idle'}</p>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

/** The journey root's conditions notice, as the borrower reads it beside every screen. */
function Notice() {
  const conditions = useConditions(UUID);
  const owed = (conditions.data ?? []).filter((c) => c.actionNeeded !== false).length;
  return (
    <p data-testid="notice">
      {conditions.isFetched ? `owed ${owed}` : 'loading'}
      {conditions.announcement ? ` · ${conditions.announcement}` : ''}
    </p>
  );
}

function renderOn(screenPath: string, client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })) {
  const fake = fakeJourney();
  render(
    <QueryClientProvider client={client}>
      <JourneyContext value={fake.journey}>
        <MemoryRouter initialEntries={[`/account/heloc/${UUID}/${screenPath}`]}>
          <Notice />
          <Steps />
        </MemoryRouter>
      </JourneyContext>
    </QueryClientProvider>,
  );
  return fake;
}

describe('useStep', () => {
  // Issue 25, item 10: right after the two paystubs were uploaded the next screens announced
  // "Paystubs" as a new condition and "We need one more thing from you." until the 60 s poll.
  it('reads the conditions again after a step, so an answered condition is neither owed nor announced', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    renderOn('income/upload/MANUAL_PAYSTUB', client);
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent('owed 0'));
    // The upload screen reads the same list on opening it: the income check has asked for paystubs.
    conditionsAnswer = [
      {
        uuid: 'c-pay',
        categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        created: '2026-11-01T00:00:00Z',
        actionNeeded: true,
        xtraData: { numDocsRequired: 2 },
      },
    ];
    await client.refetchQueries({ queryKey: ['conditions', UUID] });
    await waitFor(() =>
      expect(screen.getByTestId('notice')).toHaveTextContent(
        'owed 1 · A new condition needs your attention: Paystubs.',
      ),
    );
    // The upload answers it on the server; the step's answer must bring the list up to date.
    conditionsAnswer = [
      { ...(conditionsAnswer[0] as object), actionNeeded: false, submittedAt: '2026-11-01T00:05:00Z' },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent(/^owed 0$/));
  });

  it('a step that succeeded is a key action: one STEP_COMPLETED event, deduplicated by the step’s name', async () => {
    renderOn('product/select');
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(tracked.filter((t) => t.path === '/ft/external/event')).toHaveLength(1));
    expect(tracked.find((t) => t.path === '/ft/external/event')?.json).toMatchObject({
      event: 'STEP_COMPLETED',
      applicationUuid: UUID,
      eventProperties: { step: 'selectOffer' },
      dedupeProperty: 'step',
      sessionKey: 'sess-1',
    });
  });

  it('sends a step by name with the method, path and body of its row, then applies the answer and sends the row’s event', async () => {
    const { applied, events } = renderOn('product/select');
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(events).toHaveLength(1));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `${APP_BASE}/offer`,
        contentType: 'application/json',
        json: { offerId: 'offer-2', drawAmount: 25_000 },
      },
    ]);
    expect(applied).toEqual([answer.body]);
    expect(events).toEqual([{ type: 'offerSelected', application: answer.body }]);
    expect(screen.getByText('Idle')).toBeInTheDocument();
  });

  it('sends the event of the step that ran, not of the screen it ran on (withdrawing from product/select chooses no offer)', async () => {
    const { applied, events } = renderOn('product/select');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${APP_BASE}/cancel`,
        contentType: 'application/json',
        json: { reason: 'Found another lender' },
      },
    ]);
    expect(events).toEqual([]);
  });

  it('sends a step without fields as an empty JSON object', async () => {
    const { applied } = renderOn('bank/confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(sent).toEqual([
      { method: 'POST', path: `${APP_BASE}/autopay/confirm`, contentType: 'application/json', json: {} },
    ]);
  });

  it('sends a multipart step as a form: its text fields and the files in field `file`', async () => {
    const { applied } = renderOn('identity');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    // jsdom's File crosses into Node's Request as a plain blob, so its name reads "blob" here (a
    // browser keeps it); the type and the field are what this test can see.
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${APP_BASE}/identity-documents`,
        contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) as string,
        form: { type: 'PASSPORTFRONT', file: { name: expect.any(String) as string, type: 'application/pdf' } },
      },
    ]);
  });

  it('shows the server’s message when the step is refused, and neither applies nor tells the machine anything', async () => {
    answer = { status: 409, body: { errors: ['The step selectOffer is not available in HMDA.'] } };
    const { applied, events } = renderOn('product/select');
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The step selectOffer is not available in HMDA.');
    expect(applied).toEqual([]);
    expect(events).toEqual([]);
    expect(screen.getByText('Idle')).toBeInTheDocument();
  });
});
