import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CLIENT_PROGRESS } from '../enums.js';
import {
  isRegistrationStep,
  originationFee,
  monthlyPayment,
  nextRegistrationStep,
  offerDetails,
  previousRegistrationStep,
  progressForScreen,
  progressLabels,
  progressStep,
  openableRegistrationStep,
  registrationStepFor,
  registrationStepper,
  registrationSteps,
  shouldSkipContactStep,
  showOfferPanel,
  stepperView,
} from './progress.js';
import { allAppScreenPaths } from './routes.js';

describe('progress stepper', () => {
  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ] as const)('%s → step %i', (progress, step) => expect(progressStep(progress)).toBe(step));
  it('labels the notary step by manual notary', () => {
    expect(progressLabels(false)).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
    ]);
    expect(progressLabels(true)[6]).toBe('Schedule Notary Session');
    expect(stepperView('ENOTARY', true)).toEqual({ labels: progressLabels(true), active: 6 });
  });
  it.each([
    ['start/profile', 'INITIAL'],
    ['credit/social', 'INITIAL'],
    ['product/select', 'PRODUCT_SELECT'],
    ['start/hmda', 'MORE_INFO'],
    ['income/review', 'LINK_INCOME'],
    ['identity', 'ID_UPLOAD'],
    ['review-app/signdocs', 'SIGNING'],
    ['notary/intro', 'ENOTARY'],
    ['complete', 'COMPLETE'],
  ])('%s belongs to %s', (screen, progress) => expect(progressForScreen(screen)).toBe(progress));
  // Issue 25, item 13: the bank screens said "step 6 of 7 — Sign Documents" before anything was signed.
  it.each(['bank/disburse', 'bank/manual-disburse', 'bank/autopay', 'bank/autopay-manual', 'bank/confirm'])(
    '%s is still verification (Verify Identity), not Sign Documents',
    (screen) => {
      expect(progressForScreen(screen)).toBe('ID_UPLOAD');
      expect(progressLabels(false)[progressStep(progressForScreen(screen))]).toBe('Verify Identity');
    },
  );
  it('manual notary', () => expect(progressForScreen('notary/reserve-manual', true)).toBe('MANUAL_NOTARY'));
  it('every catalogued screen has a progress value', () => {
    for (const p of allAppScreenPaths()) expect(CLIENT_PROGRESS).toContain(progressForScreen(p));
  });
});

describe('offer panel', () => {
  it('shows only with term, rate and amount above 0', () => {
    expect(showOfferPanel({ term: 10, rate: 8.5, amount: 50000 })).toBe(true);
    expect(showOfferPanel({ term: 0, rate: 8.5, amount: 50000 })).toBe(false);
    expect(showOfferPanel(null)).toBe(false);
    expect(offerDetails({ term: 10, rate: 0, amount: 5 })).toBeUndefined();
  });
  it('computes the details with the initial draw', () => {
    expect(offerDetails({ term: 10, rate: 9, amount: 100000, uwCalculatedDrawAmount: 50000 })).toEqual({
      aprPercent: 9,
      initialDraw: 50000,
      monthlyPayment: 633.38,
      termYears: 10,
      lineAmount: 100000,
    });
    expect(offerDetails({ term: 10, rate: 9, amount: 100000 })?.initialDraw).toBe(100000);
  });
  it('monthly payment: amortised, zero rate, no term', () => {
    expect(monthlyPayment(12000, 0, 1)).toBe(1000);
    expect(monthlyPayment(1000, 5, 0)).toBe(0);
  });
  fcTest.prop([
    fc.integer({ min: 15000, max: 400000 }),
    fc.double({ min: 0.5, max: 20, noNaN: true }),
    fc.constantFrom(5, 10, 15, 30),
  ])('payments cover at least the principal over the term', (p, r, t) => {
    expect(monthlyPayment(p, r, t) * t * 12).toBeGreaterThanOrEqual(p - 1);
  });
});

describe('registration', () => {
  const known = { email: 'a@b.co', phoneNumbers: ['5551234567'] };
  it('skips the contact step only with an email and a phone', () => {
    expect(shouldSkipContactStep(known)).toBe(true);
    expect(shouldSkipContactStep({ email: 'a@b.co', phoneNumbers: [] })).toBe(false);
    expect(shouldSkipContactStep({ email: '', phoneNumbers: ['1'] })).toBe(false);
    expect(registrationSteps(known)).not.toContain('contact-info');
    expect(registrationSteps()).toContain('contact-info');
  });
  it('walks the steps in order', () => {
    expect(nextRegistrationStep('birthdate')).toBe('contact-info');
    expect(nextRegistrationStep('birthdate', known)).toBe('login-info');
    expect(nextRegistrationStep('login-info')).toBeUndefined();
    expect(nextRegistrationStep('contact-info', known)).toBe('property-info');
    expect(previousRegistrationStep('property-info')).toBeUndefined();
    expect(previousRegistrationStep('login-info', known)).toBe('birthdate');
    expect(registrationStepFor('nonsense')).toBe('property-info');
    expect(registrationStepFor('contact-info', known)).toBe('property-info');
    expect(registrationStepFor('name')).toBe('name');
    expect(isRegistrationStep('name')).toBe(true);
  });
  it('groups the stepper', () => {
    const s = registrationStepper('birthdate');
    expect(s.groups.map((g) => g.label)).toEqual([
      'Property Info',
      'Income Info',
      'Personal Info',
      'Contact Info',
      'Login Info',
    ]);
    expect(s.active).toBe(2);
    expect(registrationStepper('login-info', known)).toMatchObject({ active: 3 });
    expect(registrationStepper('contact-info', known).active).toBe(0);
  });
});

describe('originationFee', () => {
  it('is the percent of the draw, to the cent, and 0 for no draw or no fee', () => {
    expect(originationFee(50_000, 2.99)).toBe(1495);
    expect(originationFee(12_345, 4.99)).toBe(616.02);
    expect(originationFee(0, 4.99)).toBe(0);
    expect(originationFee(10_000, 0)).toBe(0);
    expect(originationFee(Number.NaN, 1)).toBe(0);
  });
});

describe('openableRegistrationStep', () => {
  it('opens a later step only once every earlier step is done', () => {
    expect(openableRegistrationStep('login-info', [])).toBe('property-info');
    expect(openableRegistrationStep('name', ['property-info', 'sale-status'])).toBe('income-info');
    expect(openableRegistrationStep('name', ['property-info', 'sale-status', 'income-info'])).toBe('name');
  });
  it('always lets the borrower go back, or stay where they are', () => {
    expect(openableRegistrationStep('property-info', ['property-info', 'sale-status'])).toBe('property-info');
    expect(openableRegistrationStep('income-info', ['property-info', 'sale-status'])).toBe('income-info');
  });
  it('skips the contact step for a known contact, and treats unknown values as the start', () => {
    const known = { email: 'a@b.co', phoneNumbers: ['5550100'] };
    const beforeContact = ['property-info', 'sale-status', 'income-info', 'name', 'birthdate'];
    expect(openableRegistrationStep('login-info', beforeContact, known)).toBe('login-info');
    expect(openableRegistrationStep('nonsense', beforeContact)).toBe('property-info');
  });
});
