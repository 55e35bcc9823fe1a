import { describe, expect, it } from 'vitest';
import { draftStore, machineSnapshotStore, orgStore, privacyOptOutStore } from './storage';

describe('drafts', () => {
  it('keep what the borrower typed, never sensitive fields', () => {
    draftStore.save('registration', {
      street1: '1 Main St',
      ssn: '123456789',
      password: 'secret pass',
      routingNumber: '021000021',
      email: 'a@b.co',
    });
    expect(draftStore.load('registration')).toEqual({ street1: '1 Main St', email: 'a@b.co' });
    expect(JSON.stringify(sessionStorage)).not.toContain('123456789');
    draftStore.clear('registration');
    expect(draftStore.load('registration')).toEqual({});
  });
});

describe('the fallback machine snapshot', () => {
  it('round-trips per application, and an unreadable one restarts the machine', () => {
    machineSnapshotStore('app-1').set({ value: 'ssnCredit', context: { n: 1 } });
    expect(machineSnapshotStore('app-1').get()).toEqual({ value: 'ssnCredit', context: { n: 1 } });
    expect(machineSnapshotStore('app-2').get()).toBeUndefined();
    sessionStorage.setItem('heloc_machine:app-3', '{not json');
    expect(machineSnapshotStore('app-3').get()).toBeUndefined();
  });
});

describe('the privacy choice and the organisation', () => {
  it('remember what was chosen and say null when nothing was', () => {
    localStorage.clear();
    expect(privacyOptOutStore.get()).toBeNull();
    privacyOptOutStore.set(true);
    expect(privacyOptOutStore.get()).toBe(true);
    privacyOptOutStore.set(false);
    expect(privacyOptOutStore.get()).toBe(false);
    expect(orgStore.get()).toBeNull();
    orgStore.set('acme');
    expect(orgStore.get()).toBe('acme');
  });
});
