/** The borrower's privacy choice (kept in this browser) and the browser's Global Privacy Control. */
import { analyticsAllowed } from '@heloc/core';

const KEY = 'heloc_privacy_opt_out';

export const privacyChoice = {
  get(): boolean | null {
    try {
      const v = localStorage.getItem(KEY);
      return v === null ? null : v === '1';
    } catch {
      return null;
    }
  },
  set(optedOut: boolean): void {
    try {
      localStorage.setItem(KEY, optedOut ? '1' : '0');
    } catch {
      /* storage blocked: the choice lasts for this page */
    }
  },
};

export const globalPrivacyControl = (): boolean => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

export const mayTrack = (): boolean => analyticsAllowed({ optedOut: privacyChoice.get(), globalPrivacyControl: globalPrivacyControl() });
