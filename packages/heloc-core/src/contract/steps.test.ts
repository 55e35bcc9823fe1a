import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STEP_EVENTS } from '../explorer/explorer.js';
import { FALLBACK_EVENT_TYPES } from '../journey/fallback-machine.js';
import { fallbackMachineGraph } from '../explorer/machine-graph.js';
import { MACHINE_STATE_SCREENS } from '../journey/machine-screen.js';
import { APP_SCREEN_PATHS, isCataloguedScreen } from '../journey/routes.js';
import {
  APPLICATION_API_PATH,
  isStepName,
  JOURNEY_STEPS,
  journeyStep,
  stepEvent,
  stepRequest,
  stepSchema,
  type StepName,
} from './steps.js';
import { arbStepCall, arbUuid, STEP_BODY_ARBITRARIES } from '../testing/arbitraries.js';

const names = JOURNEY_STEPS.map((row) => row.name);

describe('JOURNEY_STEPS', () => {
  it('names each step once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives each step its own method and path', () => {
    const routes = JOURNEY_STEPS.map((row) => `${row.method} ${row.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('takes each step from a catalogued screen (withdrawing alone has no screen of its own)', () => {
    for (const row of JOURNEY_STEPS) {
      if (row.screen === null) {
        expect(row.name).toBe('cancel');
        continue;
      }
      expect((APP_SCREEN_PATHS as readonly string[]).includes(row.screen), `${row.name}: ${row.screen}`).toBe(true);
      expect(isCataloguedScreen(row.screen.replace(':type', 'MANUAL_PAYSTUB')), row.screen).toBe(true);
    }
  });

  it('sends only events the fallback machine declares', () => {
    for (const row of JOURNEY_STEPS) {
      if (row.event !== null) expect(FALLBACK_EVENT_TYPES, row.name).toContain(row.event);
    }
  });

  it('sends each event where the machine state showing that screen accepts it', () => {
    const graph = fallbackMachineGraph();
    for (const row of JOURNEY_STEPS) {
      if (row.event === null) continue;
      const states = Object.entries(MACHINE_STATE_SCREENS)
        .filter(([, screen]) => screen.path === row.screen)
        .map(([state]) => state);
      expect(
        graph.edges.some((e) => states.includes(e.source) && e.event === row.event),
        `${row.name} → ${row.event}`,
      ).toBe(true);
    }
  });

  it('keeps paths relative: no leading slash, no uuid placeholder, no query', () => {
    for (const row of JOURNEY_STEPS) expect(row.path, row.name).toMatch(/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/);
  });

  it('declares the text fields of every multipart step', () => {
    for (const row of JOURNEY_STEPS) {
      if (row.body === 'multipart') expect('fields' in row && row.fields, row.name).toBeTruthy();
    }
  });
});

describe('looking a step up by name', () => {
  it('builds the URL under the application from the row', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), arbUuid, (name, uuid) => {
        const req = stepRequest(name, uuid);
        const row = journeyStep(name);
        expect(req).toEqual({
          method: row.method,
          url: `${APPLICATION_API_PATH}/${uuid}/${row.path}`,
          multipart: row.body === 'multipart',
        });
      }),
    );
  });

  it('knows its names and no others', () => {
    for (const name of names) expect(isStepName(name)).toBe(true);
    expect(isStepName('coDeedComplete')).toBe(false);
    expect(isStepName('toString')).toBe(false);
  });

  it('selectOffer is PUT offer, sending offerSelected', () => {
    expect(stepRequest('selectOffer', 'u1')).toEqual({
      method: 'PUT',
      url: '/service-application/api/v1/application/heloc/u1/offer',
      multipart: false,
    });
    expect(stepEvent('selectOffer')).toBe('offerSelected');
    expect(stepEvent('cancel')).toBeUndefined();
  });
});

describe('bodies', () => {
  it('every generated body parses with its step’s schema', () => {
    fc.assert(
      fc.property(arbStepCall, ({ name, body }) => {
        const result = v.safeParse(stepSchema(name), body);
        expect(
          result.issues?.map((i) => i.message),
          name,
        ).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('has a generator for every step, and a step for every generator', () => {
    expect(Object.keys(STEP_BODY_ARBITRARIES).sort()).toEqual([...names].sort());
  });

  it('keeps the server’s messages word for word', () => {
    const message = (name: StepName, body: unknown) => v.safeParse(stepSchema(name), body).issues?.[0]?.message;
    expect(message('profile', { ssn: '123-45-6789', softCreditConsent: false })).toBe(
      'You must agree to the soft credit check to continue',
    );
    expect(message('ssn', { ssn: '666-12-3456' })).toBe('Must be a valid Social Security number');
    expect(message('creditRetry', { pin: '12' })).toBe('Must be 4 to 10 digits');
    expect(message('delinquency', { explanation: 'short' })).toBe('Must be at least 10 characters');
    expect(message('estimatedValue', { estimatedValue: 10 })).toBe('Must be at least $50,000');
    expect(message('selectOffer', { offerId: 'a', drawAmount: 1.5 })).toBe('Must be whole dollars');
    expect(message('submit', { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: false })).toBe(
      'You must authorise the credit check to continue',
    );
    expect(message('liens', { attest: false })).toBe('You must confirm the liens on your property');
    expect(message('manualNotary', { requestedTime: 'tomorrow' })).toBe('Must be a date and time');
    expect(message('identityUploaded', { type: 'SELFIE' })).toBe(
      'Must be the front of a driver’s license, ID card, passport or permanent resident card',
    );
  });

  it('files an unknown or missing insurance type as hazard insurance', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.string().filter((s) => s !== 'PROOFOFFLOODINSURANCE'),
          { nil: undefined },
        ),
        (type) => {
          expect(v.parse(stepSchema('insuranceUploaded'), type === undefined ? {} : { type })).toEqual({
            type: 'PROOFOFHAZARDINSURANCE',
          });
        },
      ),
    );
    expect(v.parse(stepSchema('insuranceUploaded'), { type: 'PROOFOFFLOODINSURANCE' })).toEqual({
      type: 'PROOFOFFLOODINSURANCE',
    });
  });
});

describe('STEP_EVENTS (the flow explorer’s view by screen)', () => {
  it('is the table’s projection: a screen has an event exactly when a step taken there sends one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APP_SCREEN_PATHS), (screen) => {
        const sending = JOURNEY_STEPS.filter((row) => row.screen === screen && row.event !== null);
        expect(STEP_EVENTS[screen as keyof typeof STEP_EVENTS]).toBe(sending[0]?.event);
        expect(sending.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is what the explorer showed before the table existed', () => {
    expect(STEP_EVENTS).toEqual({
      'product/select': 'offerSelected',
      'start/contact': 'addProfileInfo',
      'start/hmda': 'addHmdaInfo',
      'start/app-summary': 'summarySigned',
    });
  });
});
