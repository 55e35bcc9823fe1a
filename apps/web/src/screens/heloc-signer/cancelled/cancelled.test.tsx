import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerCancelled } from './cancelled';

describe('heloc-signer/cancelled', () => {
  it('says whose application was withdrawn and leads to the others', () => {
    renderWithProviders(
      <SignerCancelled
        application={{ borrowerName: 'Ann Lee', loanNumber: 'HL1' }}
        resumeHref="/account/heloc/heloc-signer/resume"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This application was withdrawn' })).toBeInTheDocument();
    expect(screen.getByText(/Ann Lee’s application \(HL1\) is no longer going ahead/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applications you co-sign' })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/resume',
    );
  });
});
