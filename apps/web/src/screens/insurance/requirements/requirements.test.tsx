import { appScreenUrl, FLOOD_HAZARD_NOTICE, mortgageeClause, type InsuranceStatus } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSURANCE } from '../../../test/closing-fixtures';
import { renderWithProviders } from '../../../test/render';
import { InsuranceRequirements } from './requirements';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const clause = mortgageeClause(
  { companyName: 'Homestead Line, Inc.', companyAddress: '100 Market Street, Suite 400, San Francisco, CA 94105' },
  'HL20260001234',
);
const show = (status: InsuranceStatus = INSURANCE.floodNothingYet) =>
  renderWithProviders(
    <InsuranceRequirements status={status} clause={clause} uploadHref={appScreenUrl(UUID, 'insurance/upload')} />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('insurance/requirements', () => {
  it('asks for homeowners and flood insurance in a flood zone, with the notice of special flood hazards', () => {
    show();
    expect(screen.getByText(FLOOD_HAZARD_NOTICE)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Required insurance' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Homeowners (hazard) insurance', 'Flood insurance']);
    expect(within(list).getAllByText('Not uploaded yet')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Upload your declarations pages' })).toHaveAttribute(
      'href',
      appScreenUrl(UUID, 'insurance/upload'),
    );
  });

  it('asks only for homeowners insurance outside a flood zone', () => {
    show(INSURANCE.hazardOnly);
    expect(screen.queryByText(FLOOD_HAZARD_NOTICE)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Required insurance' }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Homeowners (hazard) insurance']);
    expect(screen.getByRole('link', { name: 'Upload your declarations page' })).toBeInTheDocument();
  });

  it('shows the review of each policy, the reviewer’s note included', () => {
    show(INSURANCE.needsAttention);
    expect(screen.getByText('Needs your attention')).toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(
      screen.getByText(/^Reviewer’s note: This declarations page shows a policy period that has ended/),
    ).toBeInTheDocument();
  });

  it('copies the mortgagee clause for the insurer', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    // user-event installs its own clipboard; replace it with one that records what was written.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    expect(screen.getByLabelText('Mortgagee clause')).toHaveTextContent(
      'Homestead Line, Inc., its successors and/or assigns, ISAOA/ATIMA 100 Market Street, Suite 400, San Francisco, CA 94105 Loan number HL20260001234',
    );
    await user.click(screen.getByRole('button', { name: 'Copy the mortgagee clause' }));
    expect(writeText).toHaveBeenCalledWith(clause.text);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says there is nothing to upload when the policy is confirmed with the insurer', () => {
    show(INSURANCE.confirmed);
    expect(screen.getByText(/nothing for you to upload/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upload/ })).toBeNull();
  });
});
