import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Accessibility } from './accessibility';

describe('Accessibility', () => {
  it('shows the organisation’s own text as plain paragraphs, under the page title', () => {
    renderWithProviders(
      <Accessibility
        title="Accessibility Statement"
        companyName="Keystone Home Lending LLC"
        paragraphs={['First <b>paragraph</b>.', 'Second.']}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeInTheDocument();
    expect(screen.getByText('Keystone Home Lending LLC')).toBeInTheDocument();
    // Text from data is text: markup in it is shown, never interpreted.
    expect(screen.getByText('First <b>paragraph</b>.')).toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();
  });
  it('says when the text could not be loaded', () => {
    renderWithProviders(<Accessibility title="Accessibility Statement" error="We could not reach the server." />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
  });
});
