import { describe, expect, it } from 'vitest';
import { chatDevChoice, chatInitBody, chatSkill, liveChatMode } from './chat-routing.js';

const base = {
  name: ' Ann Lee ',
  applicationUuid: null,
  pageUrl: '/account/heloc/register',
  orgCode: 'homestead',
  lenderName: 'Homestead Line',
  signedIn: false,
  dev: { mode: null, userToken: null },
  niceOnAssignment: false,
  featureAttributes: {},
};

describe('chat init body (shared-surfaces §7)', () => {
  it('carries tag, skill, welcome message, page, mode, organisation and extra attributes', () => {
    expect(chatInitBody({ ...base, featureAttributes: { DDP_Pilot: 'wave2' } })).toEqual({
      identity: 'Ann Lee',
      applicationUuid: null,
      tag: 'HELOC',
      skill: 'HELOC_PROSPECT',
      welcomeMessage: 'Hi Ann Lee, thanks for reaching out to Homestead Line. An agent will be with you shortly.',
      pageUrl: '/account/heloc/register',
      chatMode: 'messaging-cloud',
      orgCode: 'homestead',
      extraAttributes: { DDP_Pilot: 'wave2', signedIn: 'false' },
    });
  });
  it('routes a signed-in borrower on an application to the applicant queue, with the email and nonce when there are some', () => {
    const body = chatInitBody({
      ...base,
      signedIn: true,
      applicationUuid: 'a1',
      email: ' ann@example.com ',
      nonce: 'n1',
    });
    expect(body).toMatchObject({
      skill: 'HELOC_APPLICANT',
      email: 'ann@example.com',
      nonce: 'n1',
      applicationUuid: 'a1',
      extraAttributes: { signedIn: 'true' },
    });
    expect(chatInitBody({ ...base, email: '  ' })).not.toHaveProperty('email');
    expect(chatSkill({ hasApplication: false })).toBe('HELOC_PROSPECT');
  });
  it('mode: the dev choice, else contact-center with nice-on-assignment, else messaging-cloud; the talk token only for talk', () => {
    expect(liveChatMode({ devMode: null, niceOnAssignment: true })).toBe('contact-center');
    expect(liveChatMode({ devMode: 'stream', niceOnAssignment: true })).toBe('stream');
    expect(liveChatMode({ devMode: 'chatbot', niceOnAssignment: false })).toBe('messaging-cloud');
    expect(chatInitBody({ ...base, dev: { mode: 'talk', userToken: 'ut-1' } })).toMatchObject({
      chatMode: 'talk',
      userToken: 'ut-1',
    });
    expect(chatInitBody({ ...base, dev: { mode: 'stream', userToken: 'ut-1' } })).not.toHaveProperty('userToken');
  });
});

describe('query parameters (shared-surfaces §2)', () => {
  it('mode and userToken only outside production; an unknown mode is none', () => {
    expect(chatDevChoice('?mode=talk&userToken=abc', false)).toEqual({ mode: 'talk', userToken: 'abc' });
    expect(chatDevChoice('?mode=talk&userToken=abc', true)).toEqual({ mode: null, userToken: null });
    expect(chatDevChoice('?mode=carrier-pigeon', false)).toEqual({ mode: null, userToken: null });
    expect(chatDevChoice('?mode=chatbot', false).mode).toBe('chatbot');
  });
});
