import { describe, expect, it } from 'vitest';
import { draftStore } from './storage';

describe('drafts', () => {
  it('keep what the borrower typed, never sensitive fields', () => {
    draftStore.save('registration', { street1: '1 Main St', ssn: '123456789', password: 'secret pass', routingNumber: '021000021', email: 'a@b.co' });
    expect(draftStore.load('registration')).toEqual({ street1: '1 Main St', email: 'a@b.co' });
    expect(JSON.stringify(sessionStorage)).not.toContain('123456789');
    draftStore.clear('registration');
    expect(draftStore.load('registration')).toEqual({});
  });
});
