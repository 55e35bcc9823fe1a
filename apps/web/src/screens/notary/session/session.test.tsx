import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotarySession, type NotarySessionProps } from './session';

function setup(props: Partial<NotarySessionProps> = {}) {
  const handlers = {
    onAllowCamera: vi.fn(),
    onDeviceReady: vi.fn(),
    onSignDeed: vi.fn(),
    onFinish: vi.fn(),
    onRetry: vi.fn(),
  };
  renderWithProviders(
    <NotarySession
      stage="device"
      camera="idle"
      signatureName="Ann Lee"
      scheduleHref="/schedule"
      helpHref="/help"
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}
const steps = () => within(screen.getByRole('region', { name: 'Session steps' })).getAllByRole('listitem');

describe('notary/session', () => {
  it('is labelled as the sandbox, says why it needs the camera before asking, and lists the steps', async () => {
    const { onAllowCamera, user } = setup();
    expect(screen.getByText('Sandbox eNotary')).toBeInTheDocument();
    expect(
      screen.getByText(/We need your camera and microphone so the notary can see and hear you/),
    ).toBeInTheDocument();
    expect(steps().map((li) => li.textContent)).toEqual([
      '•Camera and microphone (now)',
      'Identity check (next)',
      'The notary joins (next)',
      'Sign the deed (next)',
      'Notary seal (next)',
      'Notarized (next)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Allow camera and microphone' }));
    expect(onAllowCamera).toHaveBeenCalledOnce();
  });

  it('with the camera live, continues to the identity check', async () => {
    const { onDeviceReady, user } = setup({ camera: 'live' });
    expect(screen.getByLabelText('Your camera')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /continue/ }));
    expect(onDeviceReady).toHaveBeenCalledOnce();
  });

  it('says what to do when the camera is blocked: site settings, another browser or device, or in person', () => {
    setup({ camera: 'denied' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your camera and microphone are blocked');
    expect(alert).toHaveTextContent('site settings');
    expect(alert).toHaveTextContent('Try another browser');
    expect(within(alert).getByRole('link', { name: 'Schedule an in-person notary' })).toHaveAttribute(
      'href',
      '/schedule',
    );
  });

  it('signs the deed only once the signature is adopted, while the notary watches', async () => {
    const { onSignDeed, user } = setup({ stage: 'signing', camera: 'live' });
    expect(steps()[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Sign the deed' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I adopt “Ann Lee” as my signature/ }));
    await user.click(screen.getByRole('button', { name: 'Sign the deed' }));
    expect(onSignDeed).toHaveBeenCalledOnce();
  });

  it('finishes once sealed, every step done', async () => {
    const { onFinish, user } = setup({ stage: 'sealed', camera: 'live' });
    expect(steps().every((li) => li.textContent?.includes('(done)'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('keeps the stage and offers to reconnect when the connection is lost', async () => {
    const { onRetry, user } = setup({
      stage: 'notary',
      camera: 'live',
      connectionError: 'We could not reach the server.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We lost the connection to your session');
    expect(screen.getByText('A notary is joining your call…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
