import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotaryError, type NotaryErrorProps } from './error';

const setup = (props: Partial<NotaryErrorProps> = {}) =>
  renderWithProviders(
    <NotaryError
      reason="expired"
      retryHref="/notary"
      scheduleHref="/schedule"
      supportHref="/support"
      phone="(888) 819-6388"
      email="help@example.com"
      {...props}
    />,
  );

describe('notary/error', () => {
  it('says the session expired, and how to start again or schedule in person', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Your eNotary session expired' })).toBeInTheDocument();
    expect(screen.getByText(/within 60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notary options' })).toHaveAttribute('href', '/notary');
    expect(screen.getByRole('link', { name: 'Schedule an in-person notary' })).toHaveAttribute('href', '/schedule');
  });

  it('says what to do about the camera, and where to get help', () => {
    setup({ reason: 'camera' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not use your camera or microphone' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Signing help and questions' })).toHaveAttribute('href', '/support');
  });

  it('explains an ID the notary could not verify', () => {
    setup({ reason: 'identity' });
    expect(screen.getByRole('heading', { level: 1, name: 'The notary could not verify your ID' })).toBeInTheDocument();
  });
});
