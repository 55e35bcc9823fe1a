import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AccountSetup } from './account-setup';

describe('AccountSetup', () => {
  it('explains the set-up and links to register, sign in, reset and help', () => {
    renderWithProviders(
      <AccountSetup
        companyName="Homestead Line"
        registerHref="/account/heloc/register"
        loginHref="/auth/login"
        forgotPasswordHref="/auth/forgot-password"
        supportHref="/account/heloc/register/support"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/account/heloc/register',
    );
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Help with setting up' })).toHaveAttribute(
      'href',
      '/account/heloc/register/support',
    );
  });
});
