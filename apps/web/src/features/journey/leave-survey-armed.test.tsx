/**
 * The leave-survey as the journey arms it: only on the core's four screens, 750 ms after a leave
 * intent (cancelled if the pointer comes back), once per application and screen in a session, never
 * when a link keeps the borrower in the application.
 */
import { appScreenUrl, LEAVE_SURVEY_DELAY_MS, LEAVE_SURVEY_TEXT, SHELL_LINKS } from '@heloc/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveGuard } from '../../lib/leave-guard';
import { renderWithProviders } from '../../test/render';
import { LeaveSurveyArmed } from './leave-survey-armed';

const uuid = '7d0e8f52-6a43-4c1e-9a55-0b1f7c9e2d11';
const exitThroughTop = () => fireEvent.mouseOut(document, { clientY: -2, relatedTarget: null });
const dialog = () => screen.queryByRole('dialog', { name: LEAVE_SURVEY_TEXT.title });
// The modal mounts a frame or two after the survey opens (its transition).
const appears = () => vi.waitFor(() => expect(dialog()).not.toBeNull());
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });

beforeEach(() => {
  sessionStorage.clear();
  // Only the timeouts: Mantine's modal also waits on animation frames, which run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('LeaveSurveyArmed', () => {
  it('appears 750 ms after the pointer leaves through the top on product/select — not before', async () => {
    renderWithProviders(<LeaveSurveyArmed uuid={uuid} currentScreen="product/select" />);
    exitThroughTop();
    await wait(LEAVE_SURVEY_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    await wait(1);
    await appears();
  });

  it('is cancelled when the pointer comes back within the delay', async () => {
    renderWithProviders(<LeaveSurveyArmed uuid={uuid} currentScreen="identity" />);
    exitThroughTop();
    await wait(LEAVE_SURVEY_DELAY_MS / 2);
    fireEvent.mouseOver(document.body);
    await wait(LEAVE_SURVEY_DELAY_MS * 2);
    expect(dialog()).toBeNull();
  });

  it('ignores the pointer leaving through the side or bottom', async () => {
    renderWithProviders(<LeaveSurveyArmed uuid={uuid} currentScreen="liens" />);
    fireEvent.mouseOut(document, { clientY: 500, relatedTarget: null });
    await wait(LEAVE_SURVEY_DELAY_MS * 2);
    expect(dialog()).toBeNull();
  });

  it.each(['bank/confirm', 'start/contact', 'complete', null])('is not armed on %s', async (currentScreen) => {
    renderWithProviders(<LeaveSurveyArmed uuid={uuid} currentScreen={currentScreen} />);
    exitThroughTop();
    await wait(LEAVE_SURVEY_DELAY_MS * 2);
    expect(dialog()).toBeNull();
  });

  it('is asked once per screen in a session: after "No thanks" a new exit does not ask again', async () => {
    const first = renderWithProviders(<LeaveSurveyArmed uuid={uuid} currentScreen="signing/sign" />);
    exitThroughTop();
    await wait(LEAVE_SURVEY_DELAY_MS);
    await appears();
    fireEvent.click(screen.getByRole('button', { name: LEAVE_SURVEY_TEXT.dismiss }));
    first.unmount();
    // A reload of the same screen in the same tab.
    renderWithProviders(<LeaveSurveyArmed uuid={uuid} currentScreen="signing/sign" />);
    exitThroughTop();
    await wait(LEAVE_SURVEY_DELAY_MS * 2);
    expect(dialog()).toBeNull();
  });

  it('does not ask when a link keeps the borrower in the application (the journey moving on)', async () => {
    renderWithProviders(
      <>
        <LeaveSurveyArmed uuid={uuid} currentScreen="product/select" />
        <a href={appScreenUrl(uuid, 'liens')}>Next screen</a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next screen' }));
    await wait(LEAVE_SURVEY_DELAY_MS * 2);
    expect(dialog()).toBeNull();
  });

  it('holds a link out of the application (the dashboard), asks first, then follows it after "No thanks"', async () => {
    renderWithProviders(
      <Routes>
        <Route path={SHELL_LINKS.dashboard} element={<p>Dashboard page</p>} />
        <Route
          path="*"
          element={
            <>
              <LeaveSurveyArmed uuid={uuid} currentScreen="product/select" />
              <a href={SHELL_LINKS.dashboard}>Dashboard</a>
            </>
          }
        />
      </Routes>,
      { path: appScreenUrl(uuid, 'product/select') },
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Dashboard' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await wait(LEAVE_SURVEY_DELAY_MS);
    await appears();
    expect(screen.queryByText('Dashboard page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: LEAVE_SURVEY_TEXT.dismiss }));
    await vi.waitFor(() => expect(screen.getByText('Dashboard page')).toBeInTheDocument());
  });

  it('holds sign-out until the survey is dismissed, then signs out', async () => {
    renderWithProviders(<LeaveSurveyArmed uuid={uuid} currentScreen="liens" />);
    const signOut = vi.fn();
    act(() => leaveGuard.leave({ kind: 'sign-out' }, signOut));
    await wait(LEAVE_SURVEY_DELAY_MS);
    await appears();
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    // Asked already: the next sign-out goes at once.
    const again = vi.fn();
    act(() => leaveGuard.leave({ kind: 'sign-out' }, again));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
