import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { SignaturePadField, type SignatureDraft } from './signature-pad';

/** Holds the draft like the sign screen does, so the pad can be used for real in the story. */
function Harness(props: {
  initial: SignatureDraft;
  onChange: (v: SignatureDraft) => void;
  nameError?: string | null;
  drawingError?: string | null;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <SignaturePadField
      value={value}
      nameError={props.nameError}
      drawingError={props.drawingError}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Components/SignaturePad',
  component: Harness,
  args: { initial: { mode: 'typed', name: 'Ann Lee', image: null }, onChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Your signature: Ann Lee, in a script face' })).toBeVisible();
  },
};
export const Drawn: Story = {
  args: { initial: { mode: 'drawn', name: 'Ann Lee', image: null } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const canvas = c.getByRole('img', { name: /Signature drawing area/ });
    // The pad is set up once the box has been measured.
    await waitFor(() => expect(canvas).toHaveAttribute('data-ready', 'true'));
    const box = canvas.getBoundingClientRect();
    // A stroke with the pointer, as a mouse or finger makes it.
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
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ mode: 'drawn', image: expect.stringMatching(/^data:image\/png;base64,/) }),
      ),
    );
    await expect(c.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ image: null }));
  },
};
export const SwitchToTyping: Story = {
  args: { initial: { mode: 'drawn', name: '', image: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByText('Type my name'));
    await userEvent.type(c.getByRole('textbox', { name: /Your full name/ }), 'Ann Lee');
    await expect(c.getByRole('img', { name: 'Your signature: Ann Lee, in a script face' })).toBeVisible();
  },
};
export const ValidationErrors: Story = {
  args: {
    initial: { mode: 'drawn', name: '', image: null },
    nameError: 'Required',
    drawingError: 'Draw your signature in the box, or choose Type my name',
  },
};
export const Mobile: Story = { ...mobile, args: { initial: { mode: 'drawn', name: 'Ann Lee', image: null } } };
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
