import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APP_SCREEN_PATHS, appScreenUrl, SHELL_LINKS } from '../index.js';
import {
  intentOfLink,
  isExitIntent,
  LEAVE_SURVEY_DELAY_MS,
  LEAVE_SURVEY_REASONS,
  leaveSurveyAnswerSchema,
  leaveSurveyScreen,
  leaveSurveySeenKey,
  shouldShowLeaveSurvey,
} from './leave-survey.js';

const uuid = '7d0e8f52-6a43-4c1e-9a55-0b1f7c9e2d11';
const other = '11111111-2222-4333-8444-555555555555';
const origin = 'https://portal.example';
const none = new Set<string>();

describe('leave-survey', () => {
  it('is armed on liens, product/select, identity and signing/sign only (shared-surfaces §2)', () => {
    const armed = APP_SCREEN_PATHS.filter((p) => leaveSurveyScreen(p) !== null);
    expect([...armed].sort()).toEqual(['identity', 'liens', 'product/select', 'signing/sign']);
    expect(leaveSurveyScreen(null)).toBeNull();
  });

  it('appears 750 ms after the intent (shared-surfaces §9)', () => {
    expect(LEAVE_SURVEY_DELAY_MS).toBe(750);
  });

  it('offers the five answers, in order', () => {
    expect(LEAVE_SURVEY_REASONS.map((r) => r.label)).toEqual([
      'I need more time to decide',
      "The rate or terms aren't right for me",
      "I'm having trouble with this step",
      "I'm concerned about sharing my information",
      'Something else',
    ]);
  });

  it('accepts an answer with optional free text up to 500 characters, trimmed', () => {
    expect(v.parse(leaveSurveyAnswerSchema, { screen: 'liens', reason: 'NEED_TIME' })).toEqual({
      screen: 'liens',
      reason: 'NEED_TIME',
    });
    expect(
      v.parse(leaveSurveyAnswerSchema, { screen: 'identity', reason: 'OTHER', detail: `  ${'a'.repeat(500)}  ` })
        .detail,
    ).toHaveLength(500);
    expect(
      v.safeParse(leaveSurveyAnswerSchema, { screen: 'identity', reason: 'OTHER', detail: 'a'.repeat(501) }).success,
    ).toBe(false);
    expect(v.safeParse(leaveSurveyAnswerSchema, { screen: 'bank/confirm', reason: 'OTHER' }).success).toBe(false);
    expect(v.safeParse(leaveSurveyAnswerSchema, { screen: 'liens', reason: 'BORED' }).success).toBe(false);
  });

  it('treats a link to another screen of the same application as the journey moving forward', () => {
    expect(intentOfLink(appScreenUrl(uuid, 'bank/confirm'), uuid, origin)).toEqual({ kind: 'forward' });
    expect(intentOfLink(`${origin}${appScreenUrl(uuid, 'liens')}?x=1`, uuid, origin)).toEqual({ kind: 'forward' });
    expect(intentOfLink('mailto:help@example.com', uuid, origin)).toEqual({ kind: 'forward' });
    expect(intentOfLink('blob:https://portal.example/123', uuid, origin)).toEqual({ kind: 'forward' });
  });

  it('treats the dashboard, the marketplace, another application and another site as leaving', () => {
    for (const href of [
      SHELL_LINKS.dashboard,
      SHELL_LINKS.marketplace,
      appScreenUrl(other, 'liens'),
      'https://elsewhere.example/',
      'https://portal.example.evil.test/account/heloc',
    ]) {
      expect(intentOfLink(href, uuid, origin).kind, href).toBe('link-out');
    }
  });

  it('sees exit intent only when the pointer leaves the document through the top', () => {
    expect(isExitIntent({ clientY: -3, leftDocument: true })).toBe(true);
    expect(isExitIntent({ clientY: 0, leftDocument: true })).toBe(true);
    expect(isExitIntent({ clientY: 400, leftDocument: true })).toBe(false); // out through the side or bottom
    expect(isExitIntent({ clientY: -3, leftDocument: false })).toBe(false); // into another element
  });

  it('shows once per application and screen, never on forward moves or unarmed screens', () => {
    const leave = { kind: 'exit-intent' } as const;
    expect(shouldShowLeaveSurvey({ uuid, currentScreen: 'product/select', intent: leave, seen: none })).toBe(true);
    expect(
      shouldShowLeaveSurvey({ uuid, currentScreen: 'product/select', intent: { kind: 'sign-out' }, seen: none }),
    ).toBe(true);
    expect(
      shouldShowLeaveSurvey({ uuid, currentScreen: 'product/select', intent: { kind: 'forward' }, seen: none }),
    ).toBe(false);
    expect(shouldShowLeaveSurvey({ uuid, currentScreen: 'bank/confirm', intent: leave, seen: none })).toBe(false);
    const seen = new Set([leaveSurveySeenKey(uuid, 'product/select')]);
    expect(shouldShowLeaveSurvey({ uuid, currentScreen: 'product/select', intent: leave, seen })).toBe(false);
    // Asked on one screen: the others (and other applications) may still ask.
    expect(shouldShowLeaveSurvey({ uuid, currentScreen: 'liens', intent: leave, seen })).toBe(true);
    expect(shouldShowLeaveSurvey({ uuid: other, currentScreen: 'product/select', intent: leave, seen })).toBe(true);
  });
});
