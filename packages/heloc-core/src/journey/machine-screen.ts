/**
 * Fallback machine state → screen (applicant-journey §4.2). A state with no row sends the user to
 * the site root and returns an error value for the caller to log.
 */
import type { Heloc } from '../entities.js';
import type { AppScreenPath } from './routes.js';
import { SITE_ROOT } from './routes.js';

interface MachineScreenRow {
  readonly path: AppScreenPath;
  /** A conditional alternative: the path to use when `when` holds. */
  readonly alternative?: {
    readonly when: string;
    readonly path: AppScreenPath;
    readonly test: (heloc: Heloc | undefined) => boolean;
  };
}

const crypto = {
  when: 'the application is crypto',
  path: 'signing/intro',
  test: (heloc: Heloc | undefined) => heloc?.isCrypto === true,
} as const;
const manualNotary = {
  when: 'a manual notary time was requested',
  path: 'notary/reserve-manual',
  test: (heloc: Heloc | undefined) => Boolean(heloc?.requestedManualNotaryTime),
} as const;

export const MACHINE_STATE_SCREENS = {
  profile: { path: 'start/profile' },
  ssnCredit: { path: 'credit/social' },
  errorCredit: { path: 'credit/error' },
  incorrectPin: { path: 'review-app/incorrect-pin' },
  noCredit: { path: 'review-app/no-credit' },
  noProperty: { path: 'review-app/property' },
  datatreeError: { path: 'review-app/datatree' },
  delinquency: { path: 'review-app/delinquency' },
  uwReview: { path: 'review-app/uw' },
  liens: { path: 'liens' },
  product: { path: 'product/select' },
  assetDepletion: { path: 'product/assets' },
  moreProfile: { path: 'start/contact' },
  hmda: { path: 'start/hmda' },
  waitSummary: { path: 'start/app-summary' },
  appSummary: { path: 'start/app-summary' },
  docVerify: { path: 'identity' },
  manualPaystubUpload: { path: 'income/upload/MANUAL_PAYSTUB' },
  incomeReview: { path: 'income/review' },
  emplVerify: { path: 'income/employer-verification' },
  waitMerchant: { path: 'merchant/review' },
  lienAttestation: { path: 'merchant/lien-attestation' },
  ach: { path: 'bank/disburse', alternative: crypto },
  autopay: { path: 'bank/autopay' },
  manualAutopay: { path: 'bank/autopay-manual' },
  waitSign: { path: 'signing/intro' },
  sign: { path: 'signing/intro' },
  codeed: { path: 'signing/additional' },
  waitNotary: { path: 'notary/intro', alternative: manualNotary },
  notary: { path: 'notary/intro', alternative: manualNotary },
  insurance: { path: 'insurance/upload' },
  waitFund: { path: 'complete' },
  declined: { path: 'error/decline' },
  dtiDeclined: { path: 'error/income' },
  creditScoreDeclined: { path: 'error/credit' },
  bpo: { path: 'bpo/condition' },
  bpoProcessing: { path: 'bpo/hold' },
} as const satisfies Record<string, MachineScreenRow>;

type ScreenedMachineState = keyof typeof MACHINE_STATE_SCREENS;

/** Every machine state: those with a screen, plus `complete` (which has none: site root). */
export const FALLBACK_MACHINE_STATES = [
  ...(Object.keys(MACHINE_STATE_SCREENS) as ScreenedMachineState[]),
  'complete',
] as const;
export type FallbackMachineState = ScreenedMachineState | 'complete';

type MachineScreenTarget =
  | { readonly path: AppScreenPath; readonly machineState: string; readonly when: string }
  | { readonly path: typeof SITE_ROOT; readonly machineState: string; readonly when: string; readonly error: string };

export function screenForMachineState(machineState: string, heloc?: Heloc): MachineScreenTarget {
  const row: MachineScreenRow | undefined = Object.hasOwn(MACHINE_STATE_SCREENS, machineState)
    ? MACHINE_STATE_SCREENS[machineState as ScreenedMachineState]
    : undefined;
  if (!row) {
    return {
      path: SITE_ROOT,
      machineState,
      when: 'no screen for this machine state',
      error: `No screen for fallback machine state ${JSON.stringify(machineState)}; going to the site root.`,
    };
  }
  if (row.alternative?.test(heloc)) return { path: row.alternative.path, machineState, when: row.alternative.when };
  return { path: row.path, machineState, when: row.alternative ? `not: ${row.alternative.when}` : 'always' };
}
