import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, pickerIn } from '../../../components/file-upload/test-files';
import { renderWithProviders } from '../../../test/render';
import { IncorrectOwnership } from './incorrect-ownership';

const title = { namesOnTitle: ['Ann Lee', 'Bo Lee'], vestingOnTitle: 'Joint owners', stated: 'Only me' };
const setup = (props: Partial<Parameters<typeof IncorrectOwnership>[0]> = {}) => {
  const onSubmit = vi.fn();
  const r = renderWithProviders(<IncorrectOwnership title={title} onSubmit={onSubmit} {...props} />);
  return { ...r, onSubmit, user: userEvent.setup() };
};

describe('review-app/incorrect-ownership', () => {
  it('shows the names and the vesting on title beside what the borrower said', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm who owns your home' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Names on title' })).toHaveTextContent('Ann LeeBo Lee');
    expect(screen.getByText('Ownership on title: Joint owners')).toBeInTheDocument();
    expect(screen.getByText('You told us: Only me')).toBeInTheDocument();
  });

  it('corrects the ownership to joint, with a deed', async () => {
    const { user, onSubmit, container } = setup();
    await user.click(screen.getByRole('radio', { name: /Me and someone else/ }));
    await user.upload(pickerIn(container), pdfFile('deed.pdf'));
    expect(await screen.findByText('Ready to upload')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm ownership' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ownership: 'JOINT' });
    expect(onSubmit.mock.calls[0]![0].files.map((f: File) => f.name)).toEqual(['deed.pdf']);
  });

  it('asks a trust for its name before sending', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('radio', { name: /A trust/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm ownership' }));
    expect(await screen.findByText('Enter the trust’s name as it appears on title')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /The trust’s name/ }), 'Lee Family Trust');
    await user.click(screen.getByRole('button', { name: 'Confirm ownership' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ ownership: 'TRUST', trustName: 'Lee Family Trust', files: [] });
  });

  it('requires a choice', async () => {
    const { user, onSubmit } = setup({ title: null });
    await user.click(screen.getByRole('button', { name: 'Confirm ownership' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
