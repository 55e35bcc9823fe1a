import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, closingDocument, DOCUMENTS_TO_SIGN, finalOfferTerms } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { SigningIntro } from './intro';

const application = {
  term: 10,
  rate: 7.5,
  amount: 150_000,
  uwCalculatedDrawAmount: 100_000,
  payType: 'AUTOPAY' as const,
  autopayAccount: { mask: '6789' },
};

const UUID = '11111111-2222-4333-8444-555555555555';

const meta = {
  title: 'Screens/signing/intro',
  component: SigningIntro,
  args: {
    terms: finalOfferTerms(application, 2),
    documents: DOCUMENTS_TO_SIGN.map((kind) => ({ kind, title: closingDocument(kind).title })),
    action: 'accept',
    companyName: 'Figure',
    supportPhone: '(888) 819-6388',
    signHref: appScreenUrl(UUID, 'signing/sign'),
    supportHref: appScreenUrl(UUID, 'signing/support'),
    disclosuresHref: appScreenUrl(UUID, 'document/disclosures'),
    onAccept: fn(),
  },
} satisfies Meta<typeof SigningIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('row', { name: /Line amount \$150,000\.00/ })).toBeVisible();
    await expect(c.getByRole('row', { name: /Cash you receive from the draw \$98,000\.00/ })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Accept and continue' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};
export const Accepted: Story = { args: { action: 'sign' } };
export const ManualPayments: Story = { args: { terms: finalOfferTerms({ ...application, payType: 'MANUAL' }, 0) } };
export const ChooseDifferentOffer: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Choose a different offer' }));
    await expect(await c.findByText(/will reopen your offers/)).toBeVisible();
  },
};
export const NoOffer: Story = { args: { terms: undefined } };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
