import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, PDF_RENDER_TIMEOUT_MS } from '../../test/story-variants';
import sampleUrl from './sample.pdf?url';
import { PdfViewer } from './pdf-viewer';

// The real fixture's bytes, fetched once by the story's loader (the viewer takes bytes, as from the API).
const loadSample = async () => ({ data: new Uint8Array(await (await fetch(sampleUrl)).arrayBuffer()) });

const meta = {
  title: 'Components/PdfViewer',
  component: PdfViewer,
  args: { data: null, title: 'Sample agreement', fileName: 'sample.pdf', onDownload: fn(), onOpened: fn() },
  loaders: [loadSample],
  render: (args, { loaded }) => <PdfViewer {...args} data={args.data ?? (loaded as { data: Uint8Array }).data} />,
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await waitFor(() => expect(c.getByText('Page 1 of 3')).toBeVisible(), { timeout: PDF_RENDER_TIMEOUT_MS });
  // The text layer carries the page's words over the canvas.
  await waitFor(
    () =>
      expect(canvasElement.querySelector('.textLayer')?.textContent).toContain('Home equity line of credit agreement'),
    { timeout: PDF_RENDER_TIMEOUT_MS },
  );
  return c;
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = await opened(canvasElement);
    await expect(args.onOpened).toHaveBeenCalledWith(3);
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await expect(c.getByText('Page 2 of 3')).toBeVisible();
    // Page Up / Page Down on the focused page turn pages without a mouse.
    c.getByRole('region').focus();
    await userEvent.keyboard('{PageDown}');
    await expect(c.getByText('Page 3 of 3')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(c.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Download PDF: sample.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};
export const Zoomed: Story = {
  play: async ({ canvasElement }) => {
    const c = await opened(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Zoom in' }));
    await expect(c.getByRole('button', { name: 'Fit width' })).toBeEnabled();
  },
};
export const Loading: Story = { loaders: [], args: { data: null }, render: (args) => <PdfViewer {...args} /> };
export const FetchError: Story = {
  loaders: [],
  args: { error: 'We could not reach the server. Check your connection and try again.' },
  render: (args) => <PdfViewer {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('We could not reach the server. Check your connection and try again.'),
    ).toBeVisible();
  },
};
export const NotAPdf: Story = {
  loaders: [],
  args: { data: new TextEncoder().encode('not a pdf at all') },
  render: (args) => <PdfViewer {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(
      () => expect(c.getByText('We could not show this document here. Download it to read it.')).toBeVisible(),
      { timeout: PDF_RENDER_TIMEOUT_MS },
    );
    await expect(c.getByRole('button', { name: 'Download PDF: sample.pdf' })).toBeEnabled();
  },
};
export const Mobile: Story = { ...mobile, play: async ({ canvasElement }) => void (await opened(canvasElement)) };
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
