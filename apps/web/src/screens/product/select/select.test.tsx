import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  counterofferNotice,
  offerChangeView,
  offerSelectionContext,
  underwritingPath,
  type JourneyDecision,
  type UnderwritingResponse,
} from '@heloc/core';
import type { Application, Offer } from '../../../api/types';
import { JourneyContext, type Journey } from '../../../features/journey/journey-context';
import { fakeServer } from '../../../test/fake-server';
import { OFFER_CHANGES } from '../../../test/offer-fixtures';
import { renderWithProviders } from '../../../test/render';
import { STORY_ORG } from '../../../test/orgs';
import { STORY_LENDER } from '../../../test/underwriting-fixtures';
import { ProductSelectRoute } from './route';
import { ProductSelect } from './select';

const OFFERS: Offer[] = [
  { id: 'offer-10', lineAmount: 120000, aprPercent: 8.9, termYears: 10, minDraw: 60000, originationFeePercent: 2.99 },
  { id: 'offer-30', lineAmount: 90000, aprPercent: 10.35, termYears: 30, minDraw: 45000, originationFeePercent: 0.99 },
];
const setup = (props: Partial<Parameters<typeof ProductSelect>[0]> = {}) => {
  const onSelect = vi.fn();
  renderWithProviders(<ProductSelect offers={OFFERS} onSelect={onSelect} {...props} />);
  return { onSelect, user: userEvent.setup() };
};
// The whole card is the radio's label, so a screen reader hears the offer's terms with its line.
const radio = (line: string) => screen.getByRole('radio', { name: new RegExp(`^\\${line} line 1?\\d`) });
const offerCard = (line: string) => radio(line).closest('label') as HTMLElement;

describe('product/select', () => {
  it('says up front how a Texas home closes and when the money is expected, from the core’s rules', async () => {
    const { closingPath, timeToCash } = await import('@heloc/core');
    const { US_FEDERAL_CALENDAR } = await import('@heloc/core/calendar');
    const cash = timeToCash(
      { state: 'OFFER_SELECTION', today: '2026-11-25', propertyState: 'TX' },
      US_FEDERAL_CALENDAR,
    );
    setup({ closing: { path: closingPath('TX'), cash } });
    const region = screen.getByRole('region', { name: 'Closing and your money' });
    expect(region).toHaveTextContent('How you will close: in person.');
    expect(region).toHaveTextContent('Tex. Const. art. XVI §50(a)(6)');
    expect(region).toHaveTextContent(`${cash?.headline}.`);
    expect(cash?.expectedOn).toBe('2026-12-08');
  });

  it('shows each offer’s line, term, APR, draw, monthly payment and fee, the first chosen at its full line', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
    const first = within(offerCard('$120,000'));
    expect(first.getByRole('radio')).toBeChecked();
    expect(first.getByText('10-year fixed term')).toBeInTheDocument();
    expect(first.getByText('8.90%')).toBeInTheDocument();
    expect(first.getByText('$1,513.62')).toBeInTheDocument();
    expect(first.getByText('$3,588')).toBeInTheDocument();
    expect(screen.getByText('Between $60,000 and $120,000. You can draw the rest later.')).toBeInTheDocument();
  });

  it('sends the chosen offer with the draw typed, and recomputes the payment for that draw', async () => {
    const { onSelect, user } = setup();
    const draw = screen.getByRole<HTMLInputElement>('textbox', { name: 'Initial draw' });
    // Select what is there and type over it, as a borrower does.
    await user.type(draw, '75000', { initialSelectionStart: 0, initialSelectionEnd: draw.value.length });
    expect(draw).toHaveValue('$75,000');
    expect(within(offerCard('$120,000')).getByText('$946.01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with this offer' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ offerId: 'offer-10', drawAmount: 75000 });
  });

  it('an amount outside the offer is brought within it when the field is left', async () => {
    const { onSelect, user } = setup();
    const draw = screen.getByRole<HTMLInputElement>('textbox', { name: 'Initial draw' });
    await user.type(draw, '10', { initialSelectionStart: 0, initialSelectionEnd: draw.value.length });
    await user.tab();
    expect(draw).toHaveValue('$60,000');
    await user.click(screen.getByRole('button', { name: 'Continue with this offer' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ offerId: 'offer-10', drawAmount: 60000 });
  });

  it('switching offers uses that offer’s own limits', async () => {
    const { onSelect, user } = setup();
    await user.click(radio('$90,000'));
    expect(screen.getByText('Between $45,000 and $90,000. You can draw the rest later.')).toBeInTheDocument();
    expect(within(offerCard('$90,000')).getByText('$813.19')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with this offer' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ offerId: 'offer-30', drawAmount: 90000 });
  });

  it('after a new valuation asks for a final choice, and shows why the offer changed against the one chosen before', () => {
    setup({
      context: offerSelectionContext({ state: 'OFFER_SELECTION', from: 'signing/intro' }),
      change: offerChangeView(OFFER_CHANGES.revaluation),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your final offer' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Your offer changed because of your home’s final value' }),
    ).toBeInTheDocument();
    const home = within(screen.getByRole('table', { name: 'Your offer before and after' }))
      .getByRole('rowheader', { name: 'Home value' })
      .closest('tr') as HTMLElement;
    expect(
      within(home)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$500,000', '$440,000 ▼(went down)']);
  });

  it('REVISED_OFFER_SELECTION: says the verified income was lower and compares the figures', () => {
    setup({
      context: offerSelectionContext({ state: 'REVISED_OFFER_SELECTION' }),
      change: offerChangeView(OFFER_CHANGES.verifiedIncome),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your revised offer' })).toBeInTheDocument();
    expect(screen.getByText('The income we used is lower: $84,000 a year instead of $120,000.')).toBeInTheDocument();
    // Still the same choice as before: the offers and the button are there.
    expect(screen.getByRole('button', { name: 'Continue with this offer' })).toBeEnabled();
  });

  it('REVISED_OFFER_SELECTION: the counteroffer notice (Reg B form C-4) with the terms, the reasons, the bureau and the ECOA notice, before the choice', () => {
    const notice = counterofferNotice({ change: OFFER_CHANGES.verifiedIncome, offers: OFFERS, lender: STORY_LENDER });
    setup({
      context: offerSelectionContext({ state: 'REVISED_OFFER_SELECTION' }),
      change: offerChangeView(OFFER_CHANGES.verifiedIncome),
      notice,
    });
    const section = within(screen.getByRole('region', { name: 'Notice of action taken on your request' }));
    expect(
      section.getByText(
        'We are unable to offer you credit on the terms you requested, but can offer you credit on the following terms:',
      ),
    ).toBeInTheDocument();
    expect(
      section.getByText('You applied to Story Lender, Inc. for a $120,000 line of credit at 8.90% APR.'),
    ).toBeInTheDocument();
    expect(section.getByText('A $90,000 line of credit at 10.35% APR, with a 30-year term.')).toBeInTheDocument();
    expect(section.getByText('Income insufficient for amount of credit requested')).toBeInTheDocument();
    expect(section.getByText('Excessive obligations in relation to income')).toBeInTheDocument();
    expect(
      within(section.getByRole('region', { name: 'Your right to your credit report' })).getByText(/^Experian/),
    ).toBeInTheDocument();
    const ecoa = within(
      section.getByRole('region', { name: 'Notice of your rights under the Equal Credit Opportunity Act' }),
    );
    expect(
      ecoa.getByText(/^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating/),
    ).toBeInTheDocument();
    expect(ecoa.getByText(/^Federal Trade Commission, Consumer Response Center/)).toBeInTheDocument();
    // Read before choosing: the notice comes before the offers.
    expect(
      screen
        .getByRole('region', { name: 'Notice of action taken on your request' })
        .compareDocumentPosition(screen.getByRole('radiogroup', { name: 'Offers' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('the first choice has nothing to compare, even when handed a change', () => {
    setup({ change: offerChangeView(OFFER_CHANGES.verifiedIncome) });
    expect(screen.queryByRole('table', { name: 'Your offer before and after' })).not.toBeInTheDocument();
  });

  it('says the offers are not ready when there are none', () => {
    setup({ offers: [] });
    expect(screen.getByText('Your offers are not ready yet. Please check back in a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with this offer' })).not.toBeInTheDocument();
  });

  it('shows a failure as an alert and a busy button while sending', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue with this offer' })).toHaveAttribute('data-loading', 'true');
  });
});

describe('the route', () => {
  afterEach(() => vi.unstubAllGlobals());
  const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
  const FACTS: UnderwritingResponse = {
    decision: null,
    creditFreeze: null,
    offerChange: OFFER_CHANGES.verifiedIncome,
    liens: null,
    payoff: null,
    valuation: null,
    delinquency: null,
    ownership: null,
    manualReviewSince: null,
  };
  const journey = (state: string, decision: Partial<JourneyDecision> | null = null): Journey =>
    ({
      uuid: UUID,
      application: { uuid: UUID, offers: OFFERS } as Application,
      profile: {},
      status: { applicationUuid: UUID, state, pendingSince: null },
      decision,
      machineState: 'offer',
      applyApplication: vi.fn(),
      sendMachineEvent: vi.fn(),
    }) as unknown as Journey;

  it('REVISED_OFFER_SELECTION reads why the offer changed and shows it above the offers', async () => {
    const server = fakeServer();
    server.on('GET', underwritingPath(UUID), () => FACTS);
    renderWithProviders(
      <JourneyContext value={journey('REVISED_OFFER_SELECTION')}>
        <ProductSelectRoute />
      </JourneyContext>,
    );
    // The screen waits for the comparison that comes first, and appears whole (decision 078).
    expect(screen.getByRole('status')).toHaveTextContent('Loading your offers');
    expect(screen.queryByRole('button', { name: 'Continue with this offer' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your revised offer' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your offer before and after' })).toBeInTheDocument();
    // The notice names the lender from the organisation record and the revised offers on the table.
    const notice = within(screen.getByRole('region', { name: 'Notice of action taken on your request' }));
    expect(
      notice.getByText(`You applied to ${STORY_ORG.footer.companyName} for a $120,000 line of credit at 8.90% APR.`),
    ).toBeInTheDocument();
    expect(notice.getByText('A $120,000 line of credit at 8.90% APR, with a 10-year term.')).toBeInTheDocument();
  });

  it('an offer change without a counteroffer (a new valuation) shows no notice', async () => {
    const server = fakeServer();
    server.on('GET', underwritingPath(UUID), () => ({
      ...FACTS,
      offerChange: { ...OFFER_CHANGES.revaluation, counteroffer: null },
    }));
    renderWithProviders(
      <JourneyContext value={journey('OFFER_SELECTION', { from: 'signing/intro' })}>
        <ProductSelectRoute />
      </JourneyContext>,
    );
    expect(await screen.findByRole('table', { name: 'Your offer before and after' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notice of action taken on your request' })).not.toBeInTheDocument();
  });

  it('the first choice reads nothing more', () => {
    const server = fakeServer();
    renderWithProviders(
      <JourneyContext value={journey('OFFER_SELECTION')}>
        <ProductSelectRoute />
      </JourneyContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
    expect(server.count('GET', underwritingPath(UUID))).toBe(0);
  });

  it('from signing, with the facts unavailable, still offers the choice', async () => {
    const server = fakeServer();
    renderWithProviders(
      <JourneyContext value={journey('OFFER_SELECTION', { from: 'signing/intro' })}>
        <ProductSelectRoute />
      </JourneyContext>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your final offer' })).toBeInTheDocument();
    expect(server.count('GET', underwritingPath(UUID))).toBe(1);
    expect(screen.getByRole('button', { name: 'Continue with this offer' })).toBeEnabled();
  });
});
