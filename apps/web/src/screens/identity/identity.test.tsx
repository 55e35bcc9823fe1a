import { conditionCard, CONDITIONS_MESSAGES, ID_PHOTO_TIPS, UPLOAD_MESSAGES } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Identity } from './identity';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const pdf = (name: string, body = PDF) => new File([body], name, { type: 'application/pdf' });

// jsdom has no object URLs; a browser does. Counting them shows each preview's URL is given back.
let created = 0;
const revoked: string[] = [];
beforeEach(() => {
  created = 0;
  revoked.length = 0;
  URL.createObjectURL = () => `blob:preview-${++created}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => vi.restoreAllMocks());

const setup = (props: Partial<Parameters<typeof Identity>[0]> = {}) => {
  const onSubmit = vi.fn();
  const view = renderWithProviders(<Identity onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup(), ...view };
};
const sideInputs = (side: 'Front' | 'Back') => {
  const region = screen.getByRole('region', { name: new RegExp(`^${side} of your`) });
  const inputs = region.querySelectorAll<HTMLInputElement>('input[type=file]');
  return { region, camera: inputs[0] as HTMLInputElement, picker: inputs[1] as HTMLInputElement };
};

describe('identity', () => {
  it('asks which ID first, and sends nothing until one is chosen', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Which ID will you use/ })).toBeInTheDocument();
    for (const kind of ["US Driver's License", 'US Passport', 'US State ID Card', 'US Permanent Resident Card'])
      expect(screen.getByRole('radio', { name: kind })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose the kind of ID you will use')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the photo tips as a note to read, not an alert announced the moment an ID is chosen (issue 25, item 16)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'US Passport' }));
    const tips = screen.getByRole('note', { name: 'Tips for a photo we can read' });
    for (const tip of ID_PHOTO_TIPS) expect(within(tips).getByText(tip)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the front and back of a driver’s licence, previews them, and sends front then back', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('radio', { name: "US Driver's License" }));
    for (const tip of ID_PHOTO_TIPS) expect(screen.getByText(tip)).toBeInTheDocument();
    const front = sideInputs('Front');
    expect(front.camera).toHaveAttribute('capture', 'environment');
    expect(front.camera).toHaveAttribute('accept', 'image/*');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Add a photo or scan of the front of your ID')).toBeInTheDocument();
    expect(screen.getByText('Add a photo or scan of the back of your ID')).toBeInTheDocument();
    await user.upload(front.camera, png('front.png'));
    expect(
      await within(front.region).findByRole('img', { name: "Preview of the front of your US Driver's License" }),
    ).toHaveAttribute('src', 'blob:preview-1');
    await user.upload(sideInputs('Back').picker, pdf('back.pdf'));
    expect(await within(sideInputs('Back').region).findByText(/^back\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const sent = onSubmit.mock.calls[0]?.[0] as { type: string; files: File[] };
    expect(sent.type).toBe('DRIVERSLICENSEFRONT');
    expect(sent.files.map((f) => f.name)).toEqual(['front.png', 'back.pdf']);
  });

  it('asks only for the front of a passport', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'US Passport' }));
    expect(screen.queryByRole('region', { name: /^Back of your/ })).not.toBeInTheDocument();
    await user.upload(sideInputs('Front').picker, png('passport.png'));
    await screen.findByRole('img', { name: 'Preview of the front of your US Passport' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'PASSPORTFRONT',
      files: [expect.objectContaining({ name: 'passport.png' })],
    });
  });

  it('refuses a wrong type, an oversized file and a password-protected PDF at once, keeping what was chosen', async () => {
    const { user } = setup({ initialKind: 'US Passport' });
    const { picker, region } = sideInputs('Front');
    await user.upload(picker, png('passport.png'));
    await within(region).findByRole('img');
    // applyAccept off: a borrower can pick "All files" in the dialog, and a phone may ignore accept.
    const u = userEvent.setup({ applyAccept: false });
    await u.upload(
      picker,
      new File(['PK\u0003\u0004 a word file'], 'letter.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(await within(region).findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.notAccepted('letter.docx'));
    await u.upload(picker, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await within(region).findByText(UPLOAD_MESSAGES.tooLarge('huge.pdf', 10 * 1024 * 1024))).toBeInTheDocument();
    await u.upload(picker, pdf('locked.pdf', PDF.replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 2 0 R')));
    expect(await within(region).findByText(UPLOAD_MESSAGES.encryptedPdf)).toBeInTheDocument();
    // The accepted photo is still there.
    expect(within(region).getByRole('img', { name: 'Preview of the front of your US Passport' })).toBeInTheDocument();
  });

  it('replaces a photo and gives the old preview’s URL back', async () => {
    const { user } = setup({ initialKind: 'US Passport' });
    const { camera, region } = sideInputs('Front');
    await user.upload(camera, png('one.png'));
    await within(region).findByRole('img');
    expect(within(region).getByRole('button', { name: 'Retake photo of the front' })).toBeInTheDocument();
    await user.upload(camera, png('two.png'));
    await vi.waitFor(() => expect(revoked).toContain('blob:preview-1'));
    expect(within(region).getByRole('img')).toHaveAttribute('src', `blob:preview-${created}`);
  });

  it('shows a failed request and keeps the photos for another try', async () => {
    // The container answers a send with the failure, as useStep does when the request fails.
    function FailingHost() {
      const [error, setError] = useState<string | null>(null);
      return (
        <Identity
          initialKind="US Passport"
          error={error}
          onSubmit={() => setError('We could not reach the server. Check your connection and try again.')}
        />
      );
    }
    renderWithProviders(<FailingHost />);
    const user = userEvent.setup();
    await user.upload(sideInputs('Front').picker, png('passport.png'));
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server.',
    );
    expect(screen.getByRole('img', { name: 'Preview of the front of your US Passport' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'US Passport' })).toBeChecked();
  });

  it('offers to continue on a phone, with the code’s expiry and a new code', async () => {
    let made = 0;
    function PhoneHost() {
      const [code, setCode] = useState<{ link: string; expiresAt: string } | null>(null);
      return (
        <Identity
          onSubmit={vi.fn()}
          handoff={{
            code,
            onShow: () =>
              setCode({ link: `https://app.example/auth/handoff#t=code${++made}`, expiresAt: '2026-11-23T15:05:00Z' }),
            onHide: () => setCode(null),
          }}
        />
      );
    }
    renderWithProviders(<PhoneHost />);
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Continue on your phone' });
    await user.click(within(panel).getByRole('button', { name: 'Show a code for my phone' }));
    expect(within(panel).getByRole('img', { name: 'Code that opens this step on your phone' })).toBeInTheDocument();
    expect(within(panel).getByText(/^The code works once, until \d{1,2}:\d{2} [AP]M\.$/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show a new code' }));
    expect(made).toBe(2);
    await user.click(within(panel).getByRole('button', { name: 'Hide the code' }));
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Show a code for my phone' })).toBeInTheDocument();
  });

  describe('answering an ID condition (identity?conditionUuid=)', () => {
    const card = conditionCard({
      uuid: 'c-id',
      created: '2026-11-01T00:00:00Z',
      categoryEnum: 'ID_VERIFICATION_FAILURE',
      actionNeeded: true,
    });
    it('shows the condition’s ask instead of the step’s, no phone hand-off, and sends the ID', async () => {
      const { onSubmit, user } = setup({
        condition: { card, dashboardHref: '/conditions' },
        handoff: { code: null, onShow: vi.fn(), onHide: vi.fn() },
        initialKind: 'US Passport',
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeInTheDocument();
      expect(screen.getByText(card.text)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Continue on your phone' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to your conditions' })).toHaveAttribute('href', '/conditions');
      await user.upload(sideInputs('Front').picker, png('passport.png'));
      await user.click(await screen.findByRole('button', { name: 'Send my ID' }));
      expect(onSubmit).toHaveBeenCalledWith({ type: 'PASSPORTFRONT', files: [expect.any(File)] });
    });
    it('says so when the link names no open ID condition', () => {
      setup({ condition: { card: null, dashboardHref: '/conditions' } });
      expect(screen.getByRole('heading', { level: 1, name: 'Condition not found' })).toBeInTheDocument();
      expect(screen.getByText(CONDITIONS_MESSAGES.notFound)).toBeInTheDocument();
    });
  });
});
