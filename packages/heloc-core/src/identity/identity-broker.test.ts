import { describe, expect, it } from 'vitest';
import { brokerUserFromLegacy, identityBrokerKind, identityBrokerPaths, logoutTarget } from './identity-broker.js';

describe('the identity broker (issue 26, item 5)', () => {
  it('agents and customers use separate paths, by isBroker', () => {
    expect(identityBrokerKind(true)).toBe('agent');
    expect(identityBrokerKind(false)).toBe('customer');
    expect(identityBrokerKind(undefined)).toBe('customer');
    expect(identityBrokerPaths('agent')).toEqual({
      login: '/identity-broker/agent/api/v3/login',
      logout: '/identity-broker/agent/secure/api/v3/logout',
      figureinfo: '/identity-broker/agent/secure/api/v3/self/figureinfo',
    });
    expect(identityBrokerPaths('customer').figureinfo).toBe('/identity-broker/customer/secure/api/v3/self/figureinfo');
  });
  it('the legacy identity stands in for the broker user, never as a broker', () => {
    expect(
      brokerUserFromLegacy({
        uuid: 'u1',
        aliases: [
          { type: 'Phone', value: '1' },
          { type: 'Email', value: 'a@b.c' },
        ],
        profileType: 'CUSTOMER',
      }),
    ).toEqual({ identityUuid: 'u1', isBroker: false, email: 'a@b.c', userType: 'CUSTOMER' });
    expect(brokerUserFromLegacy({ uuid: 'u2' })).toEqual({ identityUuid: 'u2', isBroker: false });
  });
  it('logout goes where the server says, if it is a path of this site; else the login page', () => {
    expect(logoutTarget('/account/heloc/register?x=1', '/auth/login')).toBe('/account/heloc/register?x=1');
    expect(logoutTarget('//evil.example', '/auth/login')).toBe('/auth/login');
    expect(logoutTarget('/\\evil.example', '/auth/login')).toBe('/auth/login');
    expect(logoutTarget('https://evil.example/', '/auth/login')).toBe('/auth/login');
    expect(logoutTarget(undefined, '/auth/login')).toBe('/auth/login');
  });
});
