import { screen } from '@testing-library/react';
import { holdKindOf, holdView } from '@heloc/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BpoHold } from './hold';

const show = (state: string, details: { label: string; value: string }[] = []) =>
  renderWithProviders(<BpoHold view={holdView(holdKindOf(state))} details={details} />);

describe('bpo/hold', () => {
  it('says a valuation is being prepared, how long it takes, and that we will email', () => {
    show('NAV_BPO_PROCESSING', [{ label: 'Ordered', value: '03/02/2026' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'We are valuing your home' })).toBeInTheDocument();
    expect(screen.getByText('3–5 business days')).toBeInTheDocument();
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you can do' })).toBeInTheDocument();
    expect(screen.getByText(/We will email you as soon as it is done/)).toBeInTheDocument();
  });

  it('says a residential evaluation needs no visit', () => {
    show('NAV_RESI_EVAL_PROCESSING');
    expect(screen.getByText(/No one needs to visit/)).toBeInTheDocument();
    expect(screen.getByText('1–3 business days')).toBeInTheDocument();
  });

  it('says the final title search is under way', () => {
    show('FINAL_TITLE_PULL');
    expect(screen.getByRole('heading', { level: 1, name: 'We are finishing the title review' })).toBeInTheDocument();
  });

  it('says an unacceptable condition ends the application, and that a notice with the reasons follows', () => {
    show('FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We cannot accept the property’s condition' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/inspection found the property’s condition unacceptable/)).toBeInTheDocument();
    expect(screen.getByText(/A notice with the reasons for our decision follows/)).toBeInTheDocument();
    expect(screen.queryByText('Typical time')).not.toBeInTheDocument();
  });
});
