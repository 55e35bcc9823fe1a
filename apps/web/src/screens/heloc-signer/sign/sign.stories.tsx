import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIGN_ESIGN_MESSAGE, topLevelUrl } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { SignerSign } from './sign';
import { LocationNotice } from '../../../components/location-notice/location-notice';

const application: CoDeedStatus = {
  applicationUuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  loanNumber: 'HL20261234567',
  borrowerName: 'Ann Lee',
  propertyAddress: '12 Oak Street, San Mateo, CA 94401',
  creditLimit: 85000,
  coDeedStatus: 'PENDING',
  signed: false,
  signedAt: null,
  canSign: true,
  state: 'CO_DEED_REQ',
  propertyState: 'CA',
  notarySlot: null,
};

const meta = {
  title: 'Screens/heloc-signer/sign',
  component: SignerSign,
  args: { application, onSubmit: fn(), timeZone: 'America/Los_Angeles' },
} satisfies Meta<typeof SignerSign>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The typed name shows as the signature it becomes (the shared pad's typed mode, the keyboard path). */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox'));
    await userEvent.type(c.getByRole('textbox', { name: /^Your full name/ }), 'Sam Lee');
    await expect(c.getByRole('img', { name: 'Your signature: Sam Lee, in a script face' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Sign' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ signature: { type: 'typed', name: 'Sam Lee' } });
  },
};
/** A drawn signature: a real stroke on the shared pad's canvas, sent as a PNG with the name it stands for. */
export const Drawn: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox'));
    await userEvent.type(c.getByRole('textbox', { name: /^Your full name/ }), 'Sam Lee');
    await userEvent.click(c.getByText('Draw my signature'));
    // An empty box is refused with the pad's own message.
    await userEvent.click(c.getByRole('button', { name: 'Sign' }));
    await expect(await c.findByText('Draw your signature in the box, or choose Type my name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const canvas = c.getByRole('img', { name: /Signature drawing area/ });
    await waitFor(() => expect(canvas).toHaveAttribute('data-ready', 'true'));
    const box = canvas.getBoundingClientRect();
    const at = (x: number, y: number, buttons = 1) => ({
      clientX: box.left + x,
      clientY: box.top + y,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      buttons,
      bubbles: true,
    });
    canvas.dispatchEvent(new PointerEvent('pointerdown', at(20, 80)));
    for (let x = 30; x <= 200; x += 10)
      canvas.dispatchEvent(new PointerEvent('pointermove', at(x, 80 + Math.sin(x / 15) * 30)));
    canvas.ownerDocument.dispatchEvent(new PointerEvent('pointerup', at(200, 80, 0)));
    await expect(await c.findByRole('img', { name: 'Your drawn signature' })).toBeVisible();
    await expect(c.queryByText('Draw your signature in the box, or choose Type my name')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Sign' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      signature: { type: 'drawn', name: 'Sam Lee', image: expect.stringMatching(/^data:image\/png;base64,/) },
    });
  },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Sign' }));
    await expect(await c.findByText(SIGN_ESIGN_MESSAGE)).toBeVisible();
    await expect(await c.findByText('Required')).toBeVisible();
  },
};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const NotReadyYet: Story = { args: { application: { ...application, canSign: false, state: 'NOTE_SIGNING' } } };
export const Done: Story = {
  args: { signedAt: '2026-11-23T18:30:00.000Z' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'You’re done' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  },
};
/** Where the signer books their own notary visit (Texas: at an office; decision 089, amendment 4). */
export const DoneBookYourVisit: Story = {
  args: {
    signedAt: '2026-11-23T18:30:00.000Z',
    notary: { href: topLevelUrl('heloc-signer/notary'), slot: null, zone: 'America/Chicago' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Your notary visit' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Book your notary visit' })).toHaveAttribute(
      'href',
      topLevelUrl('heloc-signer/notary'),
    );
  },
};
export const DoneVisitBooked: Story = {
  args: {
    signedAt: '2026-11-23T18:30:00.000Z',
    notary: { href: topLevelUrl('heloc-signer/notary'), slot: '2026-12-01T10:00:00-06:00', zone: 'America/Chicago' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Booked for Tuesday, December 1, 2026 at 10:00 AM CST.')).toBeVisible();
    await expect(c.getByRole('link', { name: 'See or change your notary visit' })).toBeVisible();
  },
};
export const Mobile: Story = mobile;
export const DoneMobile: Story = { ...mobile, args: { signedAt: '2026-11-23T18:30:00.000Z' } };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };

/** "Why We Need Your Location" asked first (decision 060). */
export const LocationAsked: Story = {
  args: { locationNotice: <LocationNotice ask="ask" location={null} onShare={fn()} /> },
};
