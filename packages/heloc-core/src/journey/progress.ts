/**
 * Application progress (shared-surfaces §4), the offer panel, and the registration stepper
 * (shared-surfaces §2, §5).
 */
import type { ClientProgress } from '../enums.js';
import type { Heloc } from '../entities.js';
import type { AppScreenPath } from './routes.js';
import { REGISTRATION_STEPS, type RegistrationStep } from './routes.js';

export const PROGRESS_LABELS = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
] as const;
export const ENOTARY_LABEL = 'Talk to eNotary';
export const MANUAL_NOTARY_LABEL = 'Schedule Notary Session';
export const COMPLETE_STEP = 7;

const STEP_OF: Record<ClientProgress, number> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: COMPLETE_STEP,
};

export function progressStep(progress: ClientProgress): number {
  return STEP_OF[progress];
}

export function progressLabels(manualNotary: boolean): string[] {
  return [...PROGRESS_LABELS, manualNotary ? MANUAL_NOTARY_LABEL : ENOTARY_LABEL];
}

export interface StepperView {
  readonly labels: readonly string[];
  /** 0–6 the active step; 7 means every step is complete. */
  readonly active: number;
}

export function stepperView(progress: ClientProgress, manualNotary: boolean): StepperView {
  return { labels: progressLabels(manualNotary), active: progressStep(progress) };
}

/**
 * Which progress step a screen belongs to. The spec gives the enum, not the screens in each step;
 * this follows the journey (decision 004).
 */
export function progressForScreen(screen: AppScreenPath | string, manualNotary = false): ClientProgress {
  const [section = '', sub = ''] = screen.split('/');
  if (section === 'product') return 'PRODUCT_SELECT';
  if (section === 'start') return sub === 'profile' ? 'INITIAL' : 'MORE_INFO';
  if (section === 'income') return 'LINK_INCOME';
  // The bank accounts are the last thing verified before closing (their ownership is checked, and
  // autopay's authorization given): the verification step stays active until signing begins
  // (decision 055). BAD: 'Sign Documents' on bank/disburse — nothing is signed there.
  if (section === 'identity' || section === 'bank') return 'ID_UPLOAD';
  // The flood certificate is awaited at GEN_CLOSING_DISCLOSURE, just before the documents are signed.
  if (
    ['signing', 'merchant', 'liens', 'bpo', 'payoff'].includes(section) ||
    screen === 'review-app/signdocs' ||
    screen === 'error/flood-cert'
  ) {
    return 'SIGNING';
  }
  if (section === 'notary' || section === 'insurance') return manualNotary ? 'MANUAL_NOTARY' : 'ENOTARY';
  if (section === 'complete') return 'COMPLETE';
  return 'INITIAL';
}

/** The offer panel shows only when term, rate and amount are all above 0. */
export function showOfferPanel(heloc: Pick<Heloc, 'term' | 'rate' | 'amount'> | null | undefined): boolean {
  return (heloc?.term ?? 0) > 0 && (heloc?.rate ?? 0) > 0 && (heloc?.amount ?? 0) > 0;
}

/**
 * Monthly payment of a fixed-rate draw: the standard amortisation formula. `aprPercent` is 7.6 for
 * 7.60%; `termYears` the fixed term. Rounded to cents.
 */
export function monthlyPayment(principal: number, aprPercent: number, termYears: number): number {
  const n = Math.round(termYears * 12);
  if (!(principal > 0) || !(n > 0)) return 0;
  const r = aprPercent / 100 / 12;
  const payment = r > 0 ? (principal * r) / (1 - (1 + r) ** -n) : principal / n;
  return Math.round(payment * 100) / 100;
}

export interface OfferDetails {
  readonly aprPercent: number;
  readonly initialDraw: number;
  readonly monthlyPayment: number;
  readonly termYears: number;
  readonly lineAmount: number;
}

/** 'Your Offer Details', or undefined when the panel is hidden. Term is in years. */
export function offerDetails(
  heloc: Pick<Heloc, 'term' | 'rate' | 'amount' | 'uwCalculatedDrawAmount'> | null | undefined,
): OfferDetails | undefined {
  if (!heloc || !showOfferPanel(heloc)) return undefined;
  const term = heloc.term ?? 0;
  const rate = heloc.rate ?? 0;
  const amount = heloc.amount ?? 0;
  const draw =
    heloc.uwCalculatedDrawAmount && heloc.uwCalculatedDrawAmount > 0
      ? Math.min(heloc.uwCalculatedDrawAmount, amount)
      : amount;
  return {
    aprPercent: rate,
    initialDraw: draw,
    monthlyPayment: monthlyPayment(draw, rate, term),
    termYears: term,
    lineAmount: amount,
  };
}

/** The origination fee on a draw, in whole cents' dollars (a percent of the draw, deducted from it). */
export function originationFee(draw: number, feePercent: number): number {
  if (!Number.isFinite(draw) || !Number.isFinite(feePercent) || draw <= 0 || feePercent <= 0) return 0;
  return Math.round(draw * feePercent) / 100;
}

/* ---------- registration ---------- */

interface KnownContact {
  readonly email?: string | null;
  readonly phoneNumbers?: readonly (string | null | undefined)[] | null;
}

/** The contact step is skipped only when an email and at least one phone number are known. */
export function shouldSkipContactStep(known: KnownContact | null | undefined): boolean {
  return Boolean(known?.email?.trim()) && (known?.phoneNumbers ?? []).some((p) => Boolean(p?.trim()));
}

export function registrationSteps(known?: KnownContact | null): RegistrationStep[] {
  return REGISTRATION_STEPS.filter((s) => s !== 'contact-info' || !shouldSkipContactStep(known));
}

export function isRegistrationStep(value: unknown): value is RegistrationStep {
  return typeof value === 'string' && (REGISTRATION_STEPS as readonly string[]).includes(value);
}

/** The step for a `step` query value: unknown or missing values start at the beginning. */
export function registrationStepFor(value: unknown, known?: KnownContact | null): RegistrationStep {
  const steps = registrationSteps(known);
  return isRegistrationStep(value) && steps.includes(value) ? value : (steps[0] ?? 'property-info');
}

/**
 * The step a `step` query value may open, given the steps already done: a later step only once
 * every step before it is done, otherwise the first step not done. A fresh tab on
 * `?step=login-info` starts at the beginning rather than create an account with no application.
 */
export function openableRegistrationStep(
  value: unknown,
  completed: readonly string[],
  known?: KnownContact | null,
): RegistrationStep {
  const steps = registrationSteps(known);
  const wanted = registrationStepFor(value, known);
  const firstNotDone = steps.find((s) => !completed.includes(s)) ?? wanted;
  return steps.indexOf(wanted) <= steps.indexOf(firstNotDone) ? wanted : firstNotDone;
}

export function nextRegistrationStep(
  current: RegistrationStep,
  known?: KnownContact | null,
): RegistrationStep | undefined {
  const steps = registrationSteps(known);
  const at = steps.indexOf(current);
  return at < 0 ? steps[0] : steps[at + 1];
}

export function previousRegistrationStep(
  current: RegistrationStep,
  known?: KnownContact | null,
): RegistrationStep | undefined {
  const steps = registrationSteps(known);
  const at = steps.indexOf(current);
  return at <= 0 ? undefined : steps[at - 1];
}

export interface RegistrationStepperGroup {
  readonly label: string;
  readonly steps: readonly { readonly step: RegistrationStep; readonly label: string }[];
}

const REGISTRATION_GROUPS: readonly RegistrationStepperGroup[] = [
  {
    label: 'Property Info',
    steps: [
      { step: 'property-info', label: 'Address' },
      { step: 'sale-status', label: 'Sale Status' },
    ],
  },
  { label: 'Income Info', steps: [{ step: 'income-info', label: 'Income Info' }] },
  {
    label: 'Personal Info',
    steps: [
      { step: 'name', label: 'Name' },
      { step: 'birthdate', label: 'Birthdate' },
    ],
  },
  { label: 'Contact Info', steps: [{ step: 'contact-info', label: 'Contact Info' }] },
  { label: 'Login Info', steps: [{ step: 'login-info', label: 'Login Info' }] },
];

/** The registration stepper: its groups (Contact Info dropped when skipped) and the active group. */
export function registrationStepper(
  current: RegistrationStep,
  known?: KnownContact | null,
): { groups: RegistrationStepperGroup[]; active: number } {
  const skip = shouldSkipContactStep(known);
  const groups = REGISTRATION_GROUPS.filter((g) => !(skip && g.label === 'Contact Info'));
  const active = groups.findIndex((g) => g.steps.some((s) => s.step === current));
  return { groups, active: Math.max(active, 0) };
}
