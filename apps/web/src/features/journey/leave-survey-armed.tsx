/**
 * Arms the leave-survey on the application's page, keyed by the current screen through the core's
 * table (one place for all four screens). Listens for the three ways of leaving — desktop exit
 * intent, a link out of the application, signing out — asks the core whether to show the survey,
 * opens it LEAVE_SURVEY_DELAY_MS later (cancelled if the pointer comes back first), and after the
 * answer or the dismissal lets the held leave go on.
 */
import {
  intentOfLink,
  isExitIntent,
  LEAVE_SURVEY_DELAY_MS,
  leaveSurveyScreen,
  leaveSurveySeenKey,
  shouldShowLeaveSurvey,
  type LeaveIntent,
  type LeaveSurveyScreen,
} from '@heloc/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { leaveSurveyApi } from '../../api/leave-survey';
import { LeaveSurvey, type LeaveSurveyChoice } from '../../components/leave-survey/leave-survey';
import { leaveGuard } from '../../lib/leave-guard';
import { leaveSurveySeenStore } from '../../lib/storage';
import { useWrite } from '../../lib/use-write';

export function LeaveSurveyArmed({
  uuid,
  currentScreen,
}: {
  readonly uuid: string;
  readonly currentScreen: string | null;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<LeaveSurveyScreen | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The leave held while the survey is asked (a link out, a sign-out); null for exit intent. */
  const held = useRef<(() => void) | null>(null);
  const send = useWrite((answer: Parameters<typeof leaveSurveyApi.send>[1]) => leaveSurveyApi.send(uuid, answer));

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** Starts the delay for `intent`; true when the survey will be asked (the caller holds its leave). */
  const arm = useCallback(
    (intent: LeaveIntent, proceed: (() => void) | null): boolean => {
      if (open || timer.current) return false;
      if (!shouldShowLeaveSurvey({ uuid, currentScreen, intent, seen: leaveSurveySeenStore.get() })) return false;
      const screen = leaveSurveyScreen(currentScreen);
      if (!screen) return false;
      held.current = proceed;
      timer.current = setTimeout(() => {
        timer.current = null;
        // Asked once per application, screen and session, whatever the borrower does next.
        leaveSurveySeenStore.add(leaveSurveySeenKey(uuid, screen));
        setOpen(screen);
      }, LEAVE_SURVEY_DELAY_MS);
      return true;
    },
    [open, uuid, currentScreen],
  );

  // A new screen: an intent armed on the last one no longer counts.
  useEffect(() => cancel, [currentScreen, cancel]);

  useEffect(() => {
    if (!leaveSurveyScreen(currentScreen)) return undefined;
    const onOut = (e: MouseEvent) => {
      if (isExitIntent({ clientY: e.clientY, leftDocument: e.relatedTarget === null }))
        arm({ kind: 'exit-intent' }, null);
    };
    // The pointer came back before the delay ran out: the borrower stayed.
    const onOver = () => {
      if (!held.current) cancel();
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      // A new tab or a download keeps the borrower here.
      if (!(a instanceof HTMLAnchorElement) || a.hasAttribute('download') || (a.target && a.target !== '_self')) return;
      const intent = intentOfLink(a.href, uuid, window.location.origin);
      if (intent.kind !== 'link-out') return;
      const href = intent.href;
      const go = () => {
        const url = new URL(href);
        if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}${url.hash}`);
        else window.location.assign(href);
      };
      if (arm(intent, go)) e.preventDefault();
    };
    document.addEventListener('mouseout', onOut);
    document.addEventListener('mouseover', onOver);
    document.addEventListener('click', onClick, true);
    const unguard = leaveGuard.set((intent, proceed) => arm(intent, proceed));
    return () => {
      document.removeEventListener('mouseout', onOut);
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('click', onClick, true);
      unguard();
    };
  }, [currentScreen, uuid, arm, cancel, navigate]);

  const close = () => {
    setOpen(null);
    send.reset();
    const proceed = held.current;
    held.current = null;
    proceed?.();
  };

  return (
    <LeaveSurvey
      opened={open !== null}
      sending={send.submitting}
      error={send.error}
      onDismiss={close}
      onSend={(choice: LeaveSurveyChoice) => {
        if (open) void send.run({ screen: open, ...choice }).then((sent) => sent && close());
      }}
    />
  );
}
