/**
 * The timeline beside the journey's screens: on the screen the journey chose, "your next step" is
 * that screen (said, not linked); on a screen beside it (the conditions), it links back.
 */
import { ON_THIS_STEP, type JourneyDecision } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../api/types';
import { renderWithProviders } from '../../test/render';
import { JourneyContext, type Journey } from '../journey/journey-context';
import JourneyNextSteps from './journey-next-steps';

const uuid = '00000000-0000-4000-8000-000000000001';
const journey = {
  uuid,
  application: { uuid, property: { state: 'CA' } } as unknown as Application,
  profile: {},
  status: { state: 'INCOME_VERIFICATION' },
  decision: { path: 'income/review', state: 'INCOME_VERIFICATION' } as unknown as JourneyDecision,
  machineState: 'incomeReview',
  applyApplication: () => {},
  sendMachineEvent: () => {},
} as unknown as Journey;

const yourStep = () => {
  const panel = screen.getByRole('region', { name: 'What happens next' });
  return within(panel).getByText('Your next step in the application').closest('li') as HTMLElement;
};

describe('JourneyNextSteps', () => {
  it('on the decided screen: your next step is this screen, with no link back to it', () => {
    renderWithProviders(
      <JourneyContext value={journey}>
        <JourneyNextSteps conditions={{ needed: 0, submitted: 0 }} />
      </JourneyContext>,
      { path: `/account/heloc/${uuid}/income/review` },
    );
    expect(yourStep()).toHaveTextContent(ON_THIS_STEP);
    expect(within(yourStep()).queryByRole('link')).toBeNull();
  });

  it('beside it (the conditions): a link back to where the borrower left off', () => {
    renderWithProviders(
      <JourneyContext value={journey}>
        <JourneyNextSteps conditions={{ needed: 1, submitted: 0 }} />
      </JourneyContext>,
      { path: `/account/heloc/${uuid}/conditions` },
    );
    expect(within(yourStep()).getByRole('link', { name: 'Continue where you left off.' })).toHaveAttribute(
      'href',
      `/account/heloc/${uuid}`,
    );
  });

  it('shows the co-signer’s own notary visit from the application read: who, and when (decision 089, amendment 4)', () => {
    const texas = {
      ...journey,
      application: {
        uuid,
        property: { state: 'TX', city: 'Austin' },
        helocSigners: [
          {
            identityUuid: 'id-sam',
            name: 'Sam Lee',
            signed: true,
            notarySlot: '2026-12-01T10:00:00-06:00',
            notaryAddress: {
              street1: '100 Congress Avenue, Suite 400',
              street2: 'Capitol Title Company (sandbox)',
              city: 'Austin',
              state: 'TX',
              zip: '78701',
            },
          },
        ],
      } as unknown as Application,
      status: { state: 'GEN_NOTARY_DISCLOSURE' },
      decision: { path: 'notary/intro', state: 'GEN_NOTARY_DISCLOSURE' } as unknown as JourneyDecision,
    } as unknown as Journey;
    renderWithProviders(
      <JourneyContext value={texas}>
        <JourneyNextSteps conditions={{ needed: 0, submitted: 0 }} />
      </JourneyContext>,
      { path: `/account/heloc/${uuid}/notary/intro` },
    );
    const panel = screen.getByRole('region', { name: 'What happens next' });
    const visit = within(panel).getByText('Sam Lee signs the deed before a notary').closest('li') as HTMLElement;
    expect(visit).toHaveTextContent('Your co-signer');
    expect(visit).toHaveTextContent(
      'Booked for Tuesday, December 1, 2026 at 10:00 AM CST, at 100 Congress Avenue, Suite 400, Capitol Title Company (sandbox), Austin, TX 78701',
    );
  });
});
