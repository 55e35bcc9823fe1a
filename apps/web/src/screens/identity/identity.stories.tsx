import type { Meta, StoryObj } from '@storybook/react-vite';
import { conditionCard, UPLOAD_MESSAGES } from '@heloc/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../test/story-variants';
import { Identity } from './identity';

// A real 1×1 PNG and PDFs made here: the stories run the real file check in Chromium.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

/** Chooses `file` for one side through its file picker, as a borrower's dialog would. */
async function choose(canvasElement: HTMLElement, side: 'Front' | 'Back', file: File) {
  const region = within(canvasElement).getByRole('region', { name: new RegExp(`^${side} of your`) });
  const picker = region.querySelectorAll<HTMLInputElement>('input[type=file]')[1] as HTMLInputElement;
  await userEvent.upload(picker, file, { applyAccept: false } as never);
  return within(region);
}

const handoff = { code: null, onShow: fn(), onHide: fn() };

const meta = {
  title: 'Screens/identity',
  component: Identity,
  args: { onSubmit: fn(), handoff },
} satisfies Meta<typeof Identity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DriversLicense: Story = { args: { initialKind: "US Driver's License" } };
export const Loading: Story = { ...loading, args: { ...loading.args, initialKind: 'US Passport' } };
export const ServerError: Story = { ...serverError, args: { ...serverError.args, initialKind: 'US Passport' } };
export const ValidationErrors: Story = {
  args: { initialKind: "US Driver's License" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect(await c.findByText('Add a photo or scan of the front of your ID')).toBeVisible();
    await expect(c.getByText('Add a photo or scan of the back of your ID')).toBeVisible();
  },
};
export const WithPreview: Story = {
  args: { initialKind: "US Driver's License" },
  play: async ({ canvasElement }) => {
    const front = await choose(canvasElement, 'Front', png('license-front.png'));
    await expect(
      await front.findByRole('img', { name: "Preview of the front of your US Driver's License" }),
    ).toBeVisible();
    const back = await choose(canvasElement, 'Back', new File([PDF], 'license-back.pdf', { type: 'application/pdf' }));
    await expect(await back.findByText(/^license-back\.pdf/)).toBeVisible();
  },
};
export const WrongFileType: Story = {
  args: { initialKind: 'US Passport' },
  play: async ({ canvasElement }) => {
    const front = await choose(
      canvasElement,
      'Front',
      new File(['PK\u0003\u0004 a word file'], 'passport.docx', { type: 'application/octet-stream' }),
    );
    await expect(await front.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.notAccepted('passport.docx'));
  },
};
export const Oversized: Story = {
  args: { initialKind: 'US Passport' },
  play: async ({ canvasElement }) => {
    const front = await choose(
      canvasElement,
      'Front',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );
    await expect(await front.findByRole('alert')).toHaveTextContent(
      UPLOAD_MESSAGES.tooLarge('scan.pdf', 10 * 1024 * 1024),
    );
  },
};
export const PasswordProtectedPdf: Story = {
  args: { initialKind: 'US Passport' },
  play: async ({ canvasElement }) => {
    const front = await choose(
      canvasElement,
      'Front',
      new File([PDF.replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 2 0 R')], 'passport.pdf', { type: 'application/pdf' }),
    );
    await expect(await front.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.encryptedPdf);
  },
};
export const PhoneHandoff: Story = {
  args: {
    handoff: {
      ...handoff,
      code: {
        link: 'http://127.0.0.1:8080/auth/handoff#t=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
        expiresAt: '2026-11-23T15:05:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Continue on your phone' }));
    await expect(panel.getByRole('img', { name: 'Code that opens this step on your phone' })).toBeVisible();
    await expect(panel.getByText(/^The code works once, until /)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Show a new code' })).toBeVisible();
  },
};
export const PhoneHandoffFailed: Story = {
  args: { handoff: { ...handoff, error: 'We could not reach the server. Check your connection and try again.' } },
};
export const Mobile: Story = { ...mobile, args: { initialKind: "US Driver's License" } };
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { initialKind: "US Driver's License" },
};
export const BrokerBrand: Story = { globals: { org: 'broker' }, args: { initialKind: "US Driver's License" } };

/** Opened from the conditions dashboard for an ID condition (identity?conditionUuid=…). */
const idCondition = conditionCard({
  uuid: 'c-id',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  actionNeeded: true,
  commentsToBorrower: 'The photo of your licence was too blurry to read. Please send a new one.',
});
export const Condition: Story = {
  args: {
    handoff: undefined,
    condition: { card: idCondition, dashboardHref: '#conditions' },
    initialKind: 'US Passport',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Identity document review' })).toBeVisible();
    await expect(canvas.getByText(/too blurry to read/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Continue on your phone' })).toBeNull();
    const front = await choose(canvasElement, 'Front', png('passport.png'));
    await expect(await front.findByRole('img', { name: 'Preview of the front of your US Passport' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send my ID' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'PASSPORTFRONT' })));
  },
};
export const ConditionNotFound: Story = {
  args: { handoff: undefined, condition: { card: null, dashboardHref: '#conditions' } },
};
export const ConditionMobile: Story = {
  ...mobile,
  args: {
    handoff: undefined,
    condition: { card: idCondition, dashboardHref: '#conditions' },
    initialKind: "US Driver's License",
  },
};
