/**
 * The calls built from the core's endpoint table send what the hand-written calls sent: the same
 * method, path and query (each expected URL below is the one the app spelled before decision 082).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@heloc/core';
import { chatbotApi } from '../features/chat/chatbot/chatbot-api';
import { agentApi, chatApi } from './chat';
import { closingApi } from './closing';
import { conditionsApi } from './conditions';
import { api } from './endpoints';
import { fetchDisclosurePdf, fetchDisclosures } from './disclosures';
import { identityApi } from './identity';
import { leaveSurveyApi } from './leave-survey';
import { createLinkSession, fetchLinkInFlight } from './linking';
import { notaryApi } from './notary';
import { reportRenderError } from '../lib/error-report';
import { trackPageView } from '../lib/telemetry';
import { signerAreaApi } from './signer-area';
import { signersApi } from './signers';
import { siteApi } from './site';
import { underwritingApi } from './underwriting';

const U = '0b9a1c52-8f7e-4f65-9a43-1c1f2b3d4e5f';
const APP = '/service-application/api/v1/application/heloc';

function sent(run: () => Promise<unknown>) {
  return sentAll(run).then((seen) => seen[0]);
}
function sentAll(run: () => Promise<unknown>) {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const body = input.method === 'GET' ? '' : await input.clone().text();
    seen.push(`${input.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return run().then(() => seen);
}

afterEach(() => vi.unstubAllGlobals());

const user = { attributes: { organization: 'heloc' } };
const cases: [string, () => Promise<unknown>, string][] = [
  ['org', () => api.org('a b'), 'GET /service-organization/external/api/v1/organizations/a%20b'],
  [
    'experimentDecision',
    () => api.experimentDecision('exp', 't1'),
    'POST /service-optimize/external/api/v2/decision {"featureKey":"exp","optimizeUser":{"trackerId":"t1"}}',
  ],
  [
    'maintenanceFlag',
    () => api.maintenanceFlag('heloc'),
    'POST /service-optimize/external/api/v2/decision {"featureKey":"fe-heloc-maintenance","optimizeUser":{"attributes":{"organization":"heloc"}}}',
  ],
  [
    'register',
    () => api.register({ email: 'a@b.co', password: 'p' }),
    'POST /identity/api/v1/registration/register {"email":"a@b.co","password":"p"}',
  ],
  [
    'login',
    () => api.login({ email: 'a@b.co', password: 'p' }),
    'POST /identity/api/v1/login {"email":"a@b.co","password":"p"}',
  ],
  [
    'feature',
    () => api.feature('f', user),
    'POST /service-optimize/external/api/v1/feature {"featureKey":"f","optimizeUser":{"attributes":{"organization":"heloc"}}}',
  ],
  [
    'stateLicenses',
    () => api.stateLicenses('heloc'),
    'GET /service-application/external/api/v1/heloc/state-licenses?orgCode=heloc',
  ],
  [
    'forgotPassword',
    () => api.forgotPassword({ email: 'a@b.co' }),
    'POST /identity/api/v1/password/forgot {"email":"a@b.co"}',
  ],
  [
    'resetPassword',
    () => api.resetPassword({ token: 't', password: 'p' }),
    'POST /identity/api/v1/password/reset {"token":"t","password":"p"}',
  ],
  ['createHandoff', () => api.createHandoff('/x'), 'POST /identity/secure/api/v1/handoff {"path":"/x"}'],
  ['redeemHandoff', () => api.redeemHandoff('t'), 'POST /identity/api/v1/handoff/redeem {"token":"t"}'],
  ['profile', () => api.profile() as Promise<Profile>, 'GET /service-profile/api/v1/profile'],
  ['coDeedStatus', () => api.coDeedStatus(), `GET ${APP}/co-deed/status`],
  ['applications', () => api.applications(), `GET ${APP}/all`],
  ['application', () => api.application(U), `GET ${APP}/${U}`],
  ['status', () => api.status(U), `GET /service-krang-heloc/borrower/secure/api/v1/${U}/status`],
  ['createApplication', () => api.createApplication({ a: 1 }, 'k'), `POST ${APP} {"a":1}`],
  ['fullStoryLink', () => api.fullStoryLink(U, 'l'), `PUT ${APP}/${U}/full-story-link {"link":"l"}`],
  ['notifications', () => api.notifications(), 'GET /service-notifications/api/v1/notifications'],
  [
    'markNotification',
    () => api.markNotification('n/1', 'READ'),
    'PATCH /service-notifications/api/v1/notifications/n%2F1 {"status":"READ"}',
  ],
  ['operatorFeedback', () => api.operatorFeedback('op'), 'GET /sandbox/feedback'],
  ['walletAccess', () => api.walletAccess(), 'GET /service-wallet/secure/api/v4/account/access'],
  ['phoneHours', () => api.phoneHours(), 'GET /service-operating-hours/external/api/v1/hours/OPS_PHONE?display=true'],
  [
    'conditions',
    () => api.conditions(U),
    `GET /service-conditions/external/api/v1/applications/${U}/conditions/external-applicants`,
  ],
  ['originator', () => api.originator(U), `GET /service-lead-portal/api/lo/${U}`],
  [
    'site text',
    () => siteApi.text('heloc', 'terms'),
    'GET /service-organization/external/api/v1/organizations/heloc/pages/terms',
  ],
  ['saveDetails', () => siteApi.saveDetails({} as never), 'PATCH /service-profile/api/v1/profile {}'],
  ['preferences', () => siteApi.preferences(), 'GET /service-profile/api/v1/communication-preferences'],
  [
    'savePreferences',
    () => siteApi.savePreferences({} as never),
    'PUT /service-profile/api/v1/communication-preferences {}',
  ],
  [
    'changePassword',
    () => siteApi.changePassword({ currentPassword: 'a', newPassword: 'b' }),
    'PUT /identity/secure/api/v1/password {"currentPassword":"a","newPassword":"b"}',
  ],
  ['signOutEverywhere', () => siteApi.signOutEverywhere(), 'POST /identity/secure/api/v1/sessions/revoke-all {}'],
  ['identity', () => identityApi.identity(), 'GET /identity/secure/api/v1_1/identity'],
  ['legacyIdentity', () => identityApi.legacyIdentity(), 'GET /identity/secure/api/v1/identity'],
  [
    'experimentProfile',
    () => identityApi.experimentProfile('i'),
    'GET /service-application/api/v3/experiment-profile?identityUuid=i',
  ],
  [
    'saveExperimentProfile',
    () => identityApi.saveExperimentProfile('i', 'o'),
    'PATCH /service-application/api/v3/experiment-profile?identityUuid=i {"optimizelyProfileUuid":"o"}',
  ],
  [
    'features',
    () => identityApi.features(user),
    'POST /service-optimize/secure/api/v1/features {"optimizeUser":{"attributes":{"organization":"heloc"}}}',
  ],
  ['walletAccounts', () => identityApi.walletAccounts(), 'GET /service-wallet/secure/api/v4/account'],
  [
    'chat open status',
    () => chatApi.openStatus(),
    'GET /service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
  ],
  ['chat week', () => chatApi.week(), 'GET /service-operating-hours/external/api/v1/hours/OPS_CHAT/week?display=true'],
  ['notary slots', () => notaryApi.slots(U, '2026-12-01'), `GET ${APP}/${U}/notary/slots?around=2026-12-01`],
  ['notary slots, no day', () => notaryApi.slots(U), `GET ${APP}/${U}/notary/slots`],
  [
    'changeReservation',
    () => notaryApi.changeReservation(U, 's'),
    `POST ${APP}/${U}/notary/reservation/change {"slot":"s"}`,
  ],
  ['cancelReservation', () => notaryApi.cancelReservation(U), `POST ${APP}/${U}/notary/reservation/cancel {}`],
  ['startSession', () => notaryApi.startSession(U), `POST ${APP}/${U}/notary/session {}`],
  ['session', () => notaryApi.session(U), `GET ${APP}/${U}/notary/session`],
  ['act', () => notaryApi.act(U, 'device' as never), `POST ${APP}/${U}/notary/session/actions {"action":"device"}`],
  /* SIGNER_ENDPOINTS (decision 088) */
  ['signers', () => signersApi.list(U), `GET ${APP}/${U}/signers`],
  [
    'inviteSigner',
    () => signersApi.invite(U, { firstName: 'Al', lastName: 'One', email: 'a@b.co' }),
    `POST ${APP}/${U}/signers {"firstName":"Al","lastName":"One","email":"a@b.co"}`,
  ],
  ['resendSigner', () => signersApi.resend(U, 's1'), `POST ${APP}/${U}/signers/s1/resend {}`],
  [
    'correctSigner',
    () => signersApi.correct(U, 's1', { firstName: 'Al', lastName: 'One', email: 'a@b.co' }),
    `PUT ${APP}/${U}/signers/s1 {"firstName":"Al","lastName":"One","email":"a@b.co"}`,
  ],
  [
    'signAsSigner',
    () => signersApi.sign(U, { esignConsent: true, signature: { kind: 'typed', name: 'Al One' } } as never),
    `POST ${APP}/${U}/signers/me/sign {"esignConsent":true,"signature":{"kind":"typed","name":"Al One"}}`,
  ],
  ['signerDocuments', () => signerAreaApi.documents(U), `GET ${APP}/${U}/signers/me/documents`],
  [
    'signerDocumentPdf',
    () => signerAreaApi.documentPdf(U, 'NOTICE_OF_RIGHT_TO_CANCEL' as never),
    `GET ${APP}/${U}/signers/me/documents/NOTICE_OF_RIGHT_TO_CANCEL`,
  ],
  /* the signer's notary visit (decision 089, amendment 4) */
  ['signerNotary', () => signerAreaApi.notary(U), `GET ${APP}/${U}/signers/me/notary`],
  [
    'signerNotary around a day',
    () => signerAreaApi.notary(U, '2026-12-01T12:00:00-06:00'),
    `GET ${APP}/${U}/signers/me/notary?around=2026-12-01T12%3A00%3A00-06%3A00`,
  ],
  [
    'bookSignerNotary',
    () => signerAreaApi.bookNotary(U, { slot: '2026-12-01T10:00:00-06:00' }),
    `PUT ${APP}/${U}/signers/me/notary {"slot":"2026-12-01T10:00:00-06:00"}`,
  ],
  ['cancelSignerNotary', () => signerAreaApi.cancelNotary(U), `DELETE ${APP}/${U}/signers/me/notary`],
  /* VAULT_ENDPOINTS (decision 088) */
  ['disclosures', () => fetchDisclosures(U).catch(() => null), `GET ${APP}/${U}/disclosures`],
  ['disclosurePdf', () => fetchDisclosurePdf(U, 'NOTE').catch(() => null), `GET ${APP}/${U}/disclosures/NOTE`],
  [
    'signedDisclosurePdf',
    () => fetchDisclosurePdf(U, 'NOTE', 'signed').catch(() => null),
    `GET ${APP}/${U}/disclosures/NOTE/signed`,
  ],
  /* CHAT_CALLS (decision 088) */
  [
    'chatInit',
    () => chatApi.init({ identity: 'Al', applicationUuid: null, extraAttributes: {} } as never),
    'POST /service-csp/external/api/v1/twilio/initWebChat {"identity":"Al","applicationUuid":null,"extraAttributes":{}}',
  ],
  [
    'chatRefreshToken',
    () => chatApi.refreshToken('t'),
    'POST /service-csp/external/api/v1/twilio/refreshToken {"token":"t"}',
  ],
  [
    'chatWebChatInfo',
    () => chatApi.webChatInfo(U),
    `POST /service-csp/external/api/v1/twilio/web-chat-info {"omniProxyChannelId":"${U}"}`,
  ],
  ['chatMessages', () => chatApi.history('t'), 'GET /service-csp/external/api/v1/webchat/messages'],
  ['chatAttachment', () => chatApi.download('t', U), `GET /service-csp/external/api/v1/webchat/attachments/${U}`],
  ['chatEnd', () => chatApi.end('t'), 'POST /service-csp/external/api/v1/webchat/end {}'],
  [
    'chatSurvey',
    () => chatApi.survey('t', 'GOOD'),
    'POST /service-csp/external/api/v1/webchat/survey {"rating":"GOOD"}',
  ],
  [
    'chatAuthenticate',
    () => chatApi.authenticate(),
    'POST /service-csp/customer/secure/api/v1/webchat/authenticate {}',
  ],
  [
    'chatRefreshNonce',
    () => chatApi.refreshNonce('n.1'),
    'PUT /service-csp/customer/secure/api/v1/webchat/refresh?nonce=n.1 {}',
  ],
  ['agentConversations', () => agentApi.conversations('j'), 'GET /service-csp/agent/api/v1/conversations'],
  ['agentMessages', () => agentApi.messages('j', U), `GET /service-csp/agent/api/v1/conversations/${U}/messages`],
  [
    'agentAttachment',
    () => agentApi.download('j', U, U),
    `GET /service-csp/agent/api/v1/conversations/${U}/attachments/${U}`,
  ],
  ['agentEnd', () => agentApi.end('j', U), `POST /service-csp/agent/api/v1/conversations/${U}/end {}`],
  /* CHATBOT_CALLS (decision 088) */
  [
    'chatbotAsk',
    () => chatbotApi.ask({ message: 'hi' } as never),
    'POST /service-chat-chatbot/external/api/v1/message/chatWithAutobot {"senderType":"APPLICANT","message":"hi"}',
  ],
  [
    'chatbotHistory',
    () => chatbotApi.history(U),
    `GET /service-chat-chatbot/external/api/v1/message/getChatHistory/${U}`,
  ],
  [
    'chatbotFeedback',
    () => chatbotApi.feedback({ questionId: U } as never),
    `POST /service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback {"rating":0,"senderType":"APPLICANT","questionId":"${U}"}`,
  ],
  /* LEAVE_SURVEY_ENDPOINTS (decision 088) */
  [
    'leaveSurvey',
    () => leaveSurveyApi.send(U, { screen: 'liens', reason: 'OTHER' } as never),
    `POST ${APP}/${U}/leave-survey {"screen":"liens","reason":"OTHER"}`,
  ],
  /* the identity broker (decision 088) */
  ['brokerLogout', () => api.logout('agent', 'tok'), 'POST /identity-broker/agent/secure/api/v3/logout {}'],
  [
    'brokerLogin',
    () => api.brokerLogin('customer', '/heloc/x'),
    'POST /identity-broker/customer/api/v3/login?redirectUrl=%2Fheloc%2Fx {}',
  ],
  [
    'brokerUser',
    () => identityApi.figureinfo('customer'),
    'GET /identity-broker/customer/secure/api/v3/self/figureinfo',
  ],
  /* CLOSING_ENDPOINTS, UNDERWRITING_ENDPOINTS (decision 088) */
  ['insuranceStatus', () => closingApi.insurance(U), `GET ${APP}/${U}/insurance`],
  ['fundingStatus', () => closingApi.funding(U), `GET ${APP}/${U}/funding`],
  ['underwriting', () => underwritingApi.facts(U), `GET ${APP}/${U}/underwriting`],
  /* CONDITION_ENDPOINTS and LINK_ENDPOINTS, called by their rows (decision 088) */
  [
    'conditions',
    () => conditionsApi.list(U),
    `GET /service-conditions/external/api/v1/applications/${U}/conditions/external-applicants`,
  ],
  [
    'conditionPhone',
    () => conditionsApi.addPhone(U, 'c1', '5551234567'),
    `PUT /service-conditions/external/api/v1/applications/${U}/conditions/c1/phone-number {"phone":"5551234567"}`,
  ],
  [
    'linkSessions',
    () => createLinkSession(U, { purpose: 'identity' } as never),
    `POST ${APP}/${U}/link-sessions {"purpose":"identity"}`,
  ],
  ['linkInFlight', () => fetchLinkInFlight(U), `GET ${APP}/${U}/link-sessions/in-flight`],
];

describe('the calls built from the endpoint table', () => {
  it.each(cases)('%s', async (_, run, expected) => {
    expect(await sent(run)).toBe(expected);
  });
});

describe('telemetry, built from TELEMETRY_ENDPOINTS (decision 088)', () => {
  it('opens the session, then sends the error report to the external context', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen = await sentAll(() => reportRenderError(new TypeError('boom'), 'at X'));
    expect(seen.map((line) => line.split(' {')[0])).toEqual(['POST /ft/external/session', 'POST /ft/external/error']);
    expect(seen[0]).toContain('{"platform":"WEB",');
    expect(seen[1]).toContain('{"message":"boom","name":"TypeError",');
  });
  it('sends a page view as an event to the external context', async () => {
    const seen = await sentAll(() => trackPageView('/heloc/x'));
    expect(seen.at(-1)).toMatch(
      /^POST \/ft\/external\/event \{"event":"PAGE_VIEW","eventType":"PAGE","pagePath":"\/heloc\/x",/,
    );
  });
});
