/**
 * Links from a screen to its story in Storybook. The screens with stories are listed here and a
 * test checks the list against the web app's story files, so a link never points nowhere.
 */
export const STORYBOOK_URL: string =
  (import.meta.env.VITE_STORYBOOK_URL as string | undefined) ?? 'http://localhost:6006/';

/** Screen paths (relative to the application) whose presentational component has stories. */
export const SCREENS_WITH_STORIES = [
  'bank/autopay',
  'bank/autopay-manual',
  'bank/confirm',
  'bank/disburse',
  'bank/manual-disburse',
  'bpo/condition',
  'bpo/estimate-value',
  'bpo/hold',
  'bpo/order-bpo',
  'bpo/waiting',
  'complete',
  'conditions',
  'conditions/phone-number',
  'conditions/upload-document',
  'credit/error',
  'credit/social',
  'document/disclosures',
  'error/credit',
  'error/decline',
  'error/flood-cert',
  'error/income',
  'error/timeout',
  'identity',
  'income/employer-verification',
  'income/pointserv-callback',
  'income/review',
  'income/upload/MANUAL_PAYSTUB',
  'insurance/requirements',
  'insurance/upload',
  'liens',
  'merchant/lien-attestation',
  'merchant/review',
  'notary/error',
  'notary/intro',
  'notary/reserve-manual',
  'notary/schedule-manual',
  'notary/session',
  'payoff/hold',
  'product/assets',
  'product/prequal-winback',
  'product/select',
  'review-app/datatree',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/signdocs',
  'review-app/uw',
  'signing/additional',
  'signing/intro',
  'signing/sign',
  'signing/support',
  'start/app-summary',
  'start/contact',
  'start/hmda',
  'start/profile',
] as const;

/** Storybook's id for the title `Screens/<path>` and its Default story. */
export const storyId = (screen: string) => `screens-${screen.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--default`;

/** The story of a screen; screens not built yet show "Step continues". */
export function storyUrl(screen: string): { url: string; label: string } {
  const has = (SCREENS_WITH_STORIES as readonly string[]).includes(screen);
  const id = has ? storyId(screen) : 'screens-step-continues--default';
  return {
    url: `${STORYBOOK_URL}?path=/story/${id}`,
    label: has ? `Story: Screens/${screen}` : 'Story: Step continues (not built yet)',
  };
}
