import { describe, expect, it } from 'vitest';
import {
  canReadCoDeedStatus,
  isAdditionalSigner,
  isAuthenticated,
  isCryptoVisitor,
  loanOfficerCardTitle,
  originatorUuid,
  shouldLoadSignerConditions,
  shellHomePath,
  showDashboardLink,
  signerStanding,
} from './people.js';

describe('additional signers', () => {
  it('v1: listed in helocSigners', () => {
    const heloc = { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: 'id-2' }] };
    expect(isAdditionalSigner({ heloc, identityUuid: 'id-2', profile: { type: 'CUSTOMER' } })).toBe(true);
    expect(isAdditionalSigner({ heloc, identityUuid: 'id-1', profile: { type: 'CO_DEEDER' } })).toBe(false);
    expect(isAdditionalSigner({ heloc, identityUuid: null })).toBe(false);
  });
  it('otherwise: profile type CO_DEEDER', () => {
    expect(isAdditionalSigner({ heloc: { additionalSignerVersion: 'v2' }, profile: { type: 'CO_DEEDER' } })).toBe(true);
    expect(isAdditionalSigner({ profile: { type: 'CUSTOMER' } })).toBe(false);
    expect(canReadCoDeedStatus({ profile: { type: 'CO_DEEDER' } })).toBe(true);
  });
  it('signer conditions need the flag and the person record', () => {
    expect(shouldLoadSignerConditions(true, true)).toBe(true);
    expect(shouldLoadSignerConditions(true, false)).toBe(false);
    expect(shouldLoadSignerConditions(false, true)).toBe(false);
  });
  it('dashboard link for signers only if brokers', () => {
    expect(showDashboardLink({ isSigner: true, isBroker: false })).toBe(false);
    expect(showDashboardLink({ isSigner: true, isBroker: true })).toBe(true);
    expect(showDashboardLink({ isSigner: false, isBroker: false })).toBe(true);
  });
  it('the logo leads visitors to register, signers who are not brokers to their own area, the rest to the dashboard', () => {
    expect(shellHomePath({ signedIn: false, showDashboardLink: true })).toBe('/account/heloc/register');
    expect(shellHomePath({ signedIn: true, showDashboardLink: true })).toBe('/dashboard');
    expect(shellHomePath({ signedIn: true, showDashboardLink: false })).toBe('/account/heloc/heloc-signer/resume');
  });
});

describe('identity rules', () => {
  it('authenticated: a broker user or a stored jwt', () => {
    expect(isAuthenticated({ brokerUser: { identityUuid: 'x' } })).toBe(true);
    expect(isAuthenticated({ storedJwt: 'a.b.c' })).toBe(true);
    expect(isAuthenticated({ storedJwt: '' })).toBe(false);
  });
  it('loan officer card title', () => {
    expect(loanOfficerCardTitle({ originatorName: 'Ann', brokerName: 'B' })).toBe('Your Loan Officer');
    expect(loanOfficerCardTitle({ brokerName: 'B' })).toBe('Your Broker');
    expect(loanOfficerCardTitle({})).toBeUndefined();
    expect(loanOfficerCardTitle(null)).toBeUndefined();
  });
  it('originator uuid: explicit, then referrer parameter, then the application', () => {
    expect(originatorUuid({ explicit: 'a', referrerParam: 'b', heloc: { referrer: { referrerUuid: 'c' } } })).toBe('a');
    expect(originatorUuid({ referrerParam: 'b', heloc: { referrer: { referrerUuid: 'c' } } })).toBe('b');
    expect(originatorUuid({ heloc: { referrer: { referrerUuid: 'c' } } })).toBe('c');
    expect(originatorUuid({})).toBeUndefined();
  });
  it('utm_source=cloc means crypto for anonymous visitors', () => {
    expect(isCryptoVisitor({ utmSource: 'cloc', authenticated: false })).toBe(true);
    expect(isCryptoVisitor({ utmSource: 'cloc', authenticated: true })).toBe(false);
  });
});

describe('signerStanding', () => {
  it.each([
    [{ signed: true, canSign: false, coDeedStatus: 'COMPLETE' }, 'all-signed'],
    [{ signed: true, canSign: false, coDeedStatus: 'PENDING' }, 'signed'],
    [{ signed: true, canSign: false, coDeedStatus: null }, 'signed'],
    [{ signed: false, canSign: true, coDeedStatus: 'PENDING' }, 'action-needed'],
    [{ signed: false, canSign: false, coDeedStatus: 'PENDING' }, 'not-ready'],
    // Everyone else signing does not make it "all signed" for a signer who has not.
    [{ signed: false, canSign: false, coDeedStatus: 'COMPLETE' }, 'not-ready'],
  ] as const)('%o → %s', (input, standing) => {
    expect(signerStanding(input)).toBe(standing);
  });
});
