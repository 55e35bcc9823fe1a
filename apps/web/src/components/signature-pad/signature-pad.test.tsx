import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SignaturePadField, type SignatureDraft } from './signature-pad';

function Harness({ initial, onChange }: { initial: SignatureDraft; onChange: (v: SignatureDraft) => void }) {
  const [value, setValue] = useState(initial);
  return <SignaturePadField value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}

// Drawing needs a canvas (jsdom has none): a real stroke is drawn in the stories in Chromium.
describe('components/signature-pad', () => {
  it('shows a typed name as the signature, by keyboard alone', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ mode: 'typed', name: '', image: null }} onChange={onChange} />);
    expect(
      screen.getByText('Typing your name is the keyboard way to sign, and is just as valid as drawing it.'),
    ).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Ann Lee');
    expect(screen.getByRole('img', { name: 'Your signature: Ann Lee, in a script face' })).toHaveTextContent('Ann Lee');
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'typed', name: 'Ann Lee', image: null });
  });

  it('offers a drawing box with Clear, and tells keyboard users to type instead', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ mode: 'typed', name: 'Ann Lee', image: null }} onChange={onChange} />);
    await userEvent.click(screen.getByText('Draw my signature'));
    expect(screen.getByRole('img', { name: /Signature drawing area \(empty\)/ })).toBeInTheDocument();
    expect(screen.getByText('Using a keyboard or a screen reader? Choose “Type my name” above.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'drawn', name: 'Ann Lee', image: null });
  });
});
