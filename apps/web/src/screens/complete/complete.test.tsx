import {
  appScreenUrl,
  fundingDates,
  fundingPath,
  formatLongDate,
  insurancePath,
  rescissionStartDate,
  type InsuranceStatus,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '../../api/types';
import { JourneyContext, type Journey } from '../../features/journey/journey-context';
import { FUNDING } from '../../test/closing-fixtures';
import { fakeServer } from '../../test/fake-server';
import { STORY_ORG } from '../../test/orgs';
import { renderWithProviders } from '../../test/render';
import { CompleteRoute } from './route';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';

afterEach(() => vi.unstubAllGlobals());

const journey = (state: string): Journey =>
  ({
    uuid: UUID,
    application: {
      uuid: UUID,
      loanNumber: 'HL1',
      term: 10,
      rate: 8.5,
      amount: 100_000,
      uwCalculatedDrawAmount: 50_000,
      originationFeePercent: 2,
      disburseAccount: { mask: '6789' },
      autopayAccount: { mask: '6789' },
      payType: 'AUTOPAY',
    } as unknown as Application,
    profile: {},
    status: { applicationUuid: UUID, state, pendingSince: null },
    decision: null,
    machineState: 'waitFund',
    applyApplication: vi.fn(),
    sendMachineEvent: vi.fn(),
  }) as unknown as Journey;

const NOTHING_OWED: InsuranceStatus = {
  flood: { status: 'DETERMINED', zone: 'X', specialFloodHazardArea: false, determinedAt: null },
  proofs: [{ type: 'PROOFOFHAZARDINSURANCE', status: 'ACCEPTED', note: null, fileNames: [], uploadedAt: null }],
  uploadRequired: false,
  complete: true,
};
const HAZARD_OWED: InsuranceStatus = {
  ...NOTHING_OWED,
  proofs: [{ type: 'PROOFOFHAZARDINSURANCE', status: 'NOT_UPLOADED', note: null, fileNames: [], uploadedAt: null }],
  uploadRequired: true,
  complete: false,
};

const show = (funding: (typeof FUNDING)[keyof typeof FUNDING], insurance: InsuranceStatus = NOTHING_OWED) => {
  const server = fakeServer();
  server.on('GET', fundingPath(UUID), () => funding);
  server.on('GET', insurancePath(UUID), () => insurance);
  renderWithProviders(
    <JourneyContext value={journey(funding.state)}>
      <CompleteRoute />
    </JourneyContext>,
  );
  return server;
};

describe('complete', () => {
  it('dates the funding and the cancel deadline with the core’s rule, from the later of the note and the notary session', async () => {
    show(FUNDING.rescission);
    const dates = fundingDates(rescissionStartDate(FUNDING.rescission)!, US_FEDERAL_CALENDAR);
    expect(
      await screen.findByText(`You can cancel until midnight of ${formatLongDate(dates.rescissionEnds)}.`),
    ).toBeInTheDocument();
    // Signed on Monday Nov 23 2026 in California: Thanksgiving is skipped, Friday the 27th is the deadline.
    expect(screen.getByText('You can cancel until midnight of Friday, November 27, 2026.')).toBeInTheDocument();
    expect(screen.getByText('Monday, November 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('$100,000')).toBeInTheDocument();
    expect(
      screen.getByText(`Write to ${STORY_ORG.footer.companyName}, ${STORY_ORG.footer.companyAddress}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read your Notice of right to cancel' })).toHaveAttribute(
      'href',
      appScreenUrl(UUID, 'document/disclosures'),
    );
    expect(screen.getByText(/taken automatically from your account ending 6789/)).toBeInTheDocument();
  });

  it('"Directpay": lists each creditor paid and sends the rest to the borrower’s account', async () => {
    show(FUNDING.directPay);
    expect(await screen.findByText('Paid to Cardinal Bank Visa (account ending 4417)')).toBeInTheDocument();
    expect(screen.getByText('Paid to Northgate Auto Finance (account ending 0923)')).toBeInTheDocument();
    const row = screen.getByText('To your account ending 6789').closest('tr')!;
    // $50,000 − $1,000 fee − $22,500 paid to creditors.
    expect(within(row).getByText('$26,500.00')).toBeInTheDocument();
    expect(
      screen.getByText(/We pay these creditors directly on the funding date \(\$22,500\.00 in all\)/),
    ).toBeInTheDocument();
  });

  // Issue 25, item 9: "742 Insure Avenue" was told "You’re all set" while its homeowners policy was owed.
  it('says the homeowners policy is still owed, links to insurance/upload, and is not "all set"', async () => {
    show(FUNDING.rescission, HAZARD_OWED);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'One more thing before we can fund your line' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('You’re all set')).not.toBeInTheDocument();
    expect(screen.getByText('Homeowners (hazard) insurance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload proof of insurance' })).toHaveAttribute(
      'href',
      appScreenUrl(UUID, 'insurance/upload'),
    );
    expect(screen.getByText('Set once we accept your insurance')).toBeInTheDocument();
  });

  it('is all set when nothing is owed', async () => {
    show(FUNDING.rescission);
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re all set' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload proof of insurance' })).not.toBeInTheDocument();
  });

  it('shows the funding checklist as progress', async () => {
    show(FUNDING.directPay);
    const progress = await screen.findByLabelText('Funding progress', { selector: 'div' });
    expect(within(progress).getByText('Paying your creditors').closest('.mantine-Timeline-item')).toHaveTextContent(
      'In progress',
    );
    expect(within(progress).getByText('Right-to-cancel period').closest('.mantine-Timeline-item')).toHaveTextContent(
      'Done',
    );
    expect(within(progress).getByText('Money sent').closest('.mantine-Timeline-item')).toHaveTextContent('Coming up');
  });
});
