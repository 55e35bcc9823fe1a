/**
 * The identity broker (shared-surfaces §6, §7): agents (brokers) and customers use separate paths,
 * chosen by the session's isBroker; the identity-broker user read from figureinfo, or from the legacy
 * identity when the broker cannot answer.
 */
import { ACCOUNT_ENDPOINTS } from '../contract/account-endpoints.js';
import { ENDPOINTS, endpointPath } from '../contract/endpoints.js';

export type IdentityBrokerKind = 'customer' | 'agent';

/** The user type of an agent (broker, §6): the identity broker's user is then isBroker. */
export const BROKER_USER_TYPE = 'AGENT';

/** Agent and customer use separate identity-broker paths: a broker's session goes through the agent's. */
export const identityBrokerKind = (isBroker: boolean | null | undefined): IdentityBrokerKind =>
  isBroker === true ? 'agent' : 'customer';

/** The three calls' paths: the rows ENDPOINTS.brokerLogin, .brokerLogout and ACCOUNT_ENDPOINTS.brokerUser, filled. */
export const identityBrokerPaths = (kind: IdentityBrokerKind) => ({
  login: endpointPath(ENDPOINTS.brokerLogin, { kind }),
  logout: endpointPath(ENDPOINTS.brokerLogout, { kind }),
  figureinfo: endpointPath(ACCOUNT_ENDPOINTS.brokerUser, { kind }),
});

/** The header naming the calling application to the identity broker, and this app's name there. */
export const IDENTITY_APPLICATION_HEADER = 'X-Auth0-Application-Name';
export const IDENTITY_APPLICATION_NAME = 'heloc-borrower-portal';

/** The identity-broker user (shared-surfaces §3), as much of it as the app reads. */
export interface BrokerUser {
  readonly identityUuid: string;
  readonly organizationCode?: string;
  readonly userType?: string;
  readonly email?: string;
  readonly isBroker?: boolean;
  readonly wallet?: { readonly accountAddress?: string | null; readonly groupPolicyAddress?: string | null } | null;
}

/** The legacy identity (shared-surfaces §3): its uuid and aliases. */
export interface LegacyIdentity {
  readonly uuid: string;
  readonly aliases?: readonly { readonly type: string; readonly value?: string }[];
  readonly profileType?: string;
}

/** The legacy identity read as the broker user it stands in for: never a broker (the legacy identity does not say). */
export function brokerUserFromLegacy(identity: LegacyIdentity): BrokerUser {
  const email = identity.aliases?.find((a) => a.type === 'Email')?.value;
  return {
    identityUuid: identity.uuid,
    isBroker: false,
    ...(email ? { email } : {}),
    ...(identity.profileType ? { userType: identity.profileType } : {}),
  };
}

/** Where the browser goes after a logout: the server's redirect when it is a path of this site, else the login page. */
export function logoutTarget(redirect: string | null | undefined, loginPath: string): string {
  return typeof redirect === 'string' && /^\/(?!\/)/.test(redirect) && !redirect.includes('\\') ? redirect : loginPath;
}
