import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, closingDocument, DOCUMENTS_TO_SIGN, SIGN_UNOPENED_MESSAGE } from '@heloc/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import sampleUrl from '../../../components/pdf-viewer/sample.pdf?url';
import { loading, mobile, PDF_RENDER_TIMEOUT_MS, serverError } from '../../../test/story-variants';
import { SigningSign } from './sign';
import { LocationNotice } from '../../../components/location-notice/location-notice';

const documents = (opened: boolean) =>
  DOCUMENTS_TO_SIGN.map((kind) => ({
    kind,
    title: closingDocument(kind).title,
    regulation: closingDocument(kind).regulation,
    opened,
  }));

const UUID = '11111111-2222-4333-8444-555555555555';

const meta = {
  title: 'Screens/signing/sign',
  component: SigningSign,
  args: {
    documents: documents(false),
    canSign: true,
    activeKind: null,
    pdf: { data: null, error: null },
    onOpenDocument: fn(),
    onDownload: fn(),
    initialName: 'Ann Lee',
    introHref: appScreenUrl(UUID, 'signing/intro'),
    supportHref: appScreenUrl(UUID, 'signing/support'),
    onSign: fn(),
  },
} satisfies Meta<typeof SigningSign>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Signing before opening the documents: told what is left, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Sign documents' }));
    await expect(await c.findByText(SIGN_UNOPENED_MESSAGE)).toBeVisible();
    await expect(c.getByText('Open “Notice of right to cancel”')).toBeVisible();
    await expect(c.getAllByText('You must agree to sign electronically to continue')[0]).toBeVisible();
    await expect(args.onSign).not.toHaveBeenCalled();
  },
};
export const DocumentOpen: Story = {
  loaders: [async () => ({ data: new Uint8Array(await (await fetch(sampleUrl)).arrayBuffer()) })],
  render: (args, { loaded }) => (
    <SigningSign
      {...args}
      activeKind="NOTE"
      documents={documents(false).map((d) => (d.kind === 'NOTE' ? { ...d, opened: true } : d))}
      pdf={{ data: (loaded as { data: Uint8Array }).data, error: null }}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Page 1 of 3')).toBeVisible(), {
      timeout: PDF_RENDER_TIMEOUT_MS,
    });
  },
};
/** Everything opened: consent, a typed signature and initials sign all three documents. */
export const AllOpened: Story = {
  args: { documents: documents(true) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }));
    await userEvent.type(c.getByRole('textbox', { name: /Your initials/ }), 'AL');
    await userEvent.click(c.getByRole('button', { name: 'Sign documents' }));
    await expect(args.onSign).toHaveBeenCalledWith({ signature: { type: 'typed', name: 'Ann Lee' }, initials: 'AL' });
  },
};
export const NotReady: Story = { args: { canSign: false } };
export const Loading: Story = { ...loading, args: { ...loading.args, documents: documents(true) } };
export const ServerError: Story = { args: { ...serverError.args, error: SIGN_UNOPENED_MESSAGE } };
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' }, args: { documents: documents(true) } };
export const Broker: Story = { globals: { org: 'broker' } };

/** "Why We Need Your Location" asked first (decision 060); shared, refused. */
export const LocationAsked: Story = {
  args: { locationNotice: <LocationNotice ask="ask" location={null} onShare={fn()} /> },
};
export const LocationShared: Story = {
  args: {
    locationNotice: (
      <LocationNotice ask="shared" location={{ latitude: 37.563, longitude: -122.3255, accuracy: 20 }} onShare={fn()} />
    ),
  },
};
export const LocationRefused: Story = {
  args: { locationNotice: <LocationNotice ask="refused" location={null} onShare={fn()} /> },
};
export const LocationAskedMobile: Story = {
  ...mobile,
  args: { locationNotice: <LocationNotice ask="ask" location={null} onShare={fn()} /> },
};
