/** The borrower's privacy choice (kept in this browser) and the browser's Global Privacy Control. */
import { analyticsAllowed } from '@heloc/core';
import { privacyOptOutStore } from './storage';

export const privacyChoice = privacyOptOutStore;

export const globalPrivacyControl = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

export const mayTrack = (): boolean =>
  analyticsAllowed({ optedOut: privacyChoice.get(), globalPrivacyControl: globalPrivacyControl() });
