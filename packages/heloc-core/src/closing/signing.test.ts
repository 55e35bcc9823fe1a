import { describe, expect, it } from 'vitest';
import { DOCUMENTS_TO_SIGN, SIGN_ESIGN_MESSAGE } from './closing-documents.js';
import { RECORDING_FEES_MAX, RECORDING_TAX_MAX_PER_100K } from '../constants.js';
import { nextPoll } from '../journey/polling.js';
import { isCompanionScreen } from '../journey/screen-map.js';
import {
  adoptedSignature,
  afterFinalOfferAccepted,
  canSignNote,
  NOTE_PREPARING_MESSAGES,
  processingMessagesFor,
  screenExplainsWait,
  finalOfferTerms,
  signdocsView,
  signingIntroAction,
  signingProgress,
  supportHoursNow,
} from './signing.js';

const heloc = {
  term: 10,
  rate: 7.5,
  amount: 150_000,
  uwCalculatedDrawAmount: 100_000,
  payType: 'AUTOPAY' as const,
  autopayAccount: { mask: '6789' },
};

describe('finalOfferTerms', () => {
  it('gives every figure of the final offer from the application', () => {
    const t = finalOfferTerms(heloc, 2);
    expect(t).toMatchObject({
      lineAmount: 150_000,
      initialDraw: 100_000,
      aprPercent: 7.5,
      termYears: 10,
      originationFee: 2000,
      cashToBorrower: 98_000,
      payments: { kind: 'AUTOPAY', accountLast4: '6789' },
    });
    expect(t?.monthlyPayment).toBeCloseTo(1187.02, 2);
    expect(t?.recordingFees).toEqual({ min: 0, max: RECORDING_FEES_MAX });
    // Taxes per $100,000 of the line amount: 1.5 × the per-100k range.
    expect(t?.recordingTaxes).toMatchObject({ min: 0, max: 1.5 * RECORDING_TAX_MAX_PER_100K });
  });
  it('says manual payments when autopay was not chosen, and no fee when none is known', () => {
    expect(finalOfferTerms({ ...heloc, payType: 'MANUAL' }, null)).toMatchObject({
      payments: { kind: 'MANUAL' },
      originationFee: 0,
      cashToBorrower: 100_000,
    });
  });
  it('is undefined while no offer is held (the revalue branch)', () => {
    expect(finalOfferTerms({ ...heloc, term: 0, rate: 0 }, 2)).toBeUndefined();
    expect(finalOfferTerms(null, 2)).toBeUndefined();
  });
});

describe('signing/intro and signing/sign by state', () => {
  it('accepts in FINAL_OFFER, signs in NOTE_SIGNING, nothing otherwise', () => {
    expect(signingIntroAction('FINAL_OFFER')).toBe('accept');
    expect(signingIntroAction('NOTE_SIGNING')).toBe('sign');
    expect(signingIntroAction('GEN_NOTE_SIGNING')).toBe('none');
    expect(canSignNote('NOTE_SIGNING')).toBe(true);
    expect(canSignNote('FINAL_OFFER')).toBe(false);
  });
  it('"Accept and continue" continues: once the note is ready the borrower who accepted here goes on to signing/sign', () => {
    expect(afterFinalOfferAccepted('NOTE_SIGNING', true)).toBe('signing/sign');
    // The note is still being prepared: wait (the processing dialog says so).
    expect(afterFinalOfferAccepted('GEN_NOTE_SIGNING', true)).toBeNull();
    // Came back to signing/intro later, or has not accepted: the screen shows its own button.
    expect(afterFinalOfferAccepted('NOTE_SIGNING', false)).toBeNull();
    expect(afterFinalOfferAccepted('FINAL_OFFER', true)).toBeNull();
  });
  it('keeps the borrower on signing/sign and signing/support while signing/intro is decided', () => {
    expect(isCompanionScreen('signing/intro', 'signing/sign')).toBe(true);
    expect(isCompanionScreen('signing/intro', 'signing/support')).toBe(true);
    expect(isCompanionScreen('notary/intro', 'signing/sign')).toBe(false);
  });
});

describe('signdocsView', () => {
  it('is the timeout screen at once; it says it keeps checking while the journey still reads the status', () => {
    expect(signdocsView(nextPoll('GEN_CLOSING_DISCLOSURE', 1))).toEqual({ checking: true });
    expect(signdocsView(nextPoll('GEN_CLOSING_DISCLOSURE', 500))).toEqual({ checking: true });
    expect(signdocsView(nextPoll('GEN_NOTE_SIGNING', 1))).toEqual({ checking: true });
    const ranOut = nextPoll('GEN_NOTE_SIGNING', 100);
    expect(ranOut).toEqual({ kind: 'exhausted', state: 'GEN_NOTE_SIGNING' });
    expect(signdocsView(ranOut)).toEqual({ checking: false });
    expect(signdocsView(null)).toEqual({ checking: false });
  });
});

describe('signingProgress', () => {
  it('lists what is left, the unopened documents first', () => {
    const p = signingProgress({
      opened: [DOCUMENTS_TO_SIGN[0] as never],
      esignConsent: false,
      hasSignature: false,
      hasInitials: true,
    });
    expect(p.ready).toBe(false);
    expect(p.unopened).toEqual(DOCUMENTS_TO_SIGN.slice(1));
    expect(p.remaining).toEqual([
      'Open “Home equity line of credit agreement and note”',
      'Open “Notice of right to cancel”',
      SIGN_ESIGN_MESSAGE,
      'Adopt your signature (type your name or draw it)',
    ]);
  });
  it('is ready when every document is opened and everything is given', () => {
    expect(
      signingProgress({
        opened: new Set(DOCUMENTS_TO_SIGN),
        esignConsent: true,
        hasSignature: true,
        hasInitials: true,
      }),
    ).toEqual({ ready: true, unopened: [], remaining: [] });
  });
});

describe('supportHoursNow', () => {
  const hours = [1, 2, 3, 4, 5].map((d) => ({
    weekday: 'X',
    weekdayValue: d,
    isOpen: true,
    startTime: '06:00',
    endTime: '18:00',
  }));
  it('is open inside the Pacific-time hours of the day, closed outside them', () => {
    // Wednesday 2026-11-18 10:00 PST = 18:00 UTC.
    expect(supportHoursNow(hours, new Date('2026-11-18T18:00:00Z'))).toEqual({
      open: true,
      todayHours: '6:00 AM – 6:00 PM PT',
    });
    // 18:00 PST = 02:00 UTC the next day: closed at the end time.
    expect(supportHoursNow(hours, new Date('2026-11-19T02:00:00Z')).open).toBe(false);
    // Saturday: no hours.
    expect(supportHoursNow(hours, new Date('2026-11-21T18:00:00Z'))).toEqual({ open: false, todayHours: null });
    expect(supportHoursNow(undefined, new Date('2026-11-18T18:00:00Z')).open).toBe(false);
  });
});

describe('adoptedSignature', () => {
  it('adopts a typed name, or a drawing with the name it stands for', () => {
    expect(adoptedSignature({ mode: 'typed', name: ' Ann Lee ', image: null })).toEqual({
      ok: true,
      signature: { type: 'typed', name: 'Ann Lee' },
    });
    expect(adoptedSignature({ mode: 'drawn', name: 'Ann Lee', image: 'data:image/png;base64,AAAA' })).toMatchObject({
      ok: true,
      signature: { type: 'drawn' },
    });
  });
  it('asks for a drawing when none is drawn, and refuses anything but a PNG', () => {
    expect(adoptedSignature({ mode: 'drawn', name: 'Ann Lee', image: null })).toEqual({
      ok: false,
      message: 'Draw your signature in the box, or choose Type my name',
    });
    expect(adoptedSignature({ mode: 'drawn', name: 'Ann Lee', image: 'data:image/svg+xml,<svg/>' })).toEqual({
      ok: false,
      message: 'Must be a drawn signature',
    });
  });
});

describe('the processing modal while the note is prepared', () => {
  it('stays closed on review-app/signdocs, which explains the wait itself, and only there', () => {
    expect(screenExplainsWait('GEN_NOTE_SIGNING', 'review-app/signdocs')).toBe(true);
    expect(screenExplainsWait('GEN_NOTE_SIGNING', 'signing/intro')).toBe(false);
    expect(screenExplainsWait('HARD_CREDIT_PULL', 'start/app-summary')).toBe(false);
    expect(screenExplainsWait('GEN_NOTE_SIGNING', null)).toBe(false);
  });
  it('talks about the documents, not the credit check, while the note is prepared', () => {
    expect(processingMessagesFor('GEN_NOTE_SIGNING')).toBe(NOTE_PREPARING_MESSAGES);
    expect(processingMessagesFor('HARD_CREDIT_PULL')).toBeNull();
  });
});
