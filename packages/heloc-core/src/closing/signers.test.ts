import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SIGN_ESIGN_MESSAGE } from './closing-documents.js';
import { adoptedSignature } from './signing.js';
import {
  allSignersSigned,
  formatStageTime,
  inviteSignerSchema,
  signerApplication,
  signerProgress,
  signerSignBody,
  signerSignFormSchema,
  signerSignSchema,
  SIGNERS_POLL_MS,
  signersPollMs,
  signersStatusWatchMs,
} from './signers.js';
import { arbServerState, arbSignerMarks } from '../testing/arbitraries.js';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
};

describe('inviting a person on title', () => {
  it('takes a first name, a last name and an email, lower-cased', () => {
    expect(v.parse(inviteSignerSchema, { firstName: 'Sam', lastName: 'Lee', email: 'Sam@Example.com' })).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
    });
  });
  it('says what is missing, one message per field', () => {
    expect(messages(inviteSignerSchema, { firstName: ' ', lastName: '', email: 'nope' })).toEqual([
      'firstName: Required',
      'lastName: Required',
      'email: Must be a valid email',
    ]);
  });
});

describe('the signer signs', () => {
  it('needs the E-SIGN consent and a signature', () => {
    expect(messages(signerSignSchema, { esignConsent: false, signature: { type: 'typed', name: 'Sam Lee' } })).toEqual([
      `esignConsent: ${SIGN_ESIGN_MESSAGE}`,
    ]);
    expect(messages(signerSignSchema, { esignConsent: true, signature: { type: 'typed', name: '' } })).toEqual([
      'signature.name: Required',
    ]);
    expect(v.is(signerSignSchema, { esignConsent: true, signature: { type: 'typed', name: 'Sam Lee' } })).toBe(true);
  });
  it('the form says the same, and becomes a body the server takes', () => {
    expect(messages(signerSignFormSchema, { esignConsent: false, signatureName: '' })).toEqual([
      `esignConsent: ${SIGN_ESIGN_MESSAGE}`,
      'signatureName: Required',
    ]);
    expect(v.parse(signerSignSchema, signerSignBody({ type: 'typed', name: 'Sam Lee' }))).toEqual({
      esignConsent: true,
      signature: { type: 'typed', name: 'Sam Lee' },
    });
  });
  it('a drawn signature goes to the server as drawn, with the name it stands for', () => {
    const drawn = adoptedSignature({ mode: 'drawn', name: ' Sam Lee ', image: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(drawn.ok && v.parse(signerSignSchema, signerSignBody(drawn.signature))).toEqual({
      esignConsent: true,
      signature: { type: 'drawn', name: 'Sam Lee', image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(adoptedSignature({ mode: 'drawn', name: 'Sam Lee', image: null })).toEqual({
      ok: false,
      message: 'Draw your signature in the box, or choose Type my name',
    });
  });
});

describe('a signer’s progress', () => {
  const invited = { invitedAt: '2026-11-23T18:00:00.000Z', accountCreatedAt: null, identityAt: null, signedAt: null };
  it('invited only: one stage done, can be resent and corrected', () => {
    const p = signerProgress(invited);
    expect(p.stages.map((s) => [s.label, s.at])).toEqual([
      ['Invited', invited.invitedAt],
      ['Account created', null],
      ['ID uploaded', null],
      ['Signed', null],
    ]);
    expect(p).toMatchObject({ done: 1, canResend: true, canCorrect: true });
  });
  it('once accepted the email is fixed; once signed nothing is resent', () => {
    expect(signerProgress({ ...invited, accountCreatedAt: invited.invitedAt })).toMatchObject({
      done: 2,
      canResend: true,
      canCorrect: false,
    });
    expect(
      signerProgress({ ...invited, accountCreatedAt: invited.invitedAt, signedAt: invited.invitedAt }),
    ).toMatchObject({ done: 3, canResend: false, canCorrect: false });
  });
  it('all signed needs someone invited and every one signed', () => {
    expect(allSignersSigned([])).toBe(false);
    expect(allSignersSigned([{ signedAt: 'x' }, { signedAt: null }])).toBe(false);
    expect(allSignersSigned([{ signedAt: 'x' }])).toBe(true);
  });
});

describe('which application the signer’s screens are about', () => {
  const list = [
    { applicationUuid: 'a', canSign: false },
    { applicationUuid: 'b', canSign: true },
  ];
  it('the one in the link, else the first waiting for a signature, else the first', () => {
    expect(signerApplication(list, 'a')?.applicationUuid).toBe('a');
    expect(signerApplication(list, 'zzz')).toBeUndefined();
    expect(signerApplication(list, null)?.applicationUuid).toBe('b');
    expect(signerApplication([list[0]!], null)?.applicationUuid).toBe('a');
  });
});

describe('stage times', () => {
  it('read as a date and a time in the reader’s zone; nonsense reads as nothing', () => {
    expect(formatStageTime('2026-11-23T18:00:00.000Z', 'America/Los_Angeles')).toBe('Nov 23, 2026, 10:00 AM');
    expect(formatStageTime('not a date')).toBe('');
  });
});

describe('signing/additional polling (refetchInterval asks the core)', () => {
  const everyoneSigned = (marks: { signedAt: string | null }[]) =>
    marks.length > 0 && marks.every((m) => m.signedAt !== null);

  it('re-reads the signers every SIGNERS_POLL_MS until everyone invited has signed, then stops', () => {
    expect(SIGNERS_POLL_MS).toBe(5000);
    expect(signersPollMs(undefined)).toBe(SIGNERS_POLL_MS);
    expect(signersPollMs([])).toBe(SIGNERS_POLL_MS);
    fc.assert(
      fc.property(arbSignerMarks, (marks) => {
        expect(signersPollMs(marks)).toBe(everyoneSigned(marks) ? false : SIGNERS_POLL_MS);
      }),
    );
  });

  it('watches the status only while the application waits for signers who have all signed', () => {
    expect(signersStatusWatchMs('CO_DEED_REQ', undefined)).toBe(false);
    expect(signersStatusWatchMs('CO_DEED_REQ', [{ signedAt: '2026-01-01T00:00:00Z' }])).toBe(SIGNERS_POLL_MS);
    fc.assert(
      fc.property(fc.oneof(arbServerState, fc.constant('CO_DEED_REQ')), arbSignerMarks, (state, marks) => {
        const watch = signersStatusWatchMs(state, marks);
        expect(watch).toBe(state === 'CO_DEED_REQ' && everyoneSigned(marks) ? SIGNERS_POLL_MS : false);
        // The two hand over: the status is watched only once the signers' list has stopped.
        if (watch !== false) expect(signersPollMs(marks)).toBe(false);
      }),
    );
  });
});
