/** The story variants every form screen has: loading, server error, validation errors, mobile. */
import { expect, userEvent, within } from 'storybook/test';

export const loading = { args: { submitting: true } } as const;
export const serverError = {
  args: { error: 'We could not reach the server. Check your connection and try again.' },
} as const;
export const mobile = { globals: { viewport: { value: 'mobile', isRotated: false } } } as const;

/** Submits the form as it is (optionally after clearing its first text field) and expects `message`. */
export function validationErrors(submit: string, message: string, clearFirstField = false) {
  return {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const c = within(canvasElement);
      if (clearFirstField) await userEvent.clear(c.getAllByRole('textbox')[0] as HTMLInputElement);
      await userEvent.click(c.getByRole('button', { name: submit }));
      await expect((await c.findAllByText(message))[0]).toBeVisible();
    },
  };
}

/**
 * How long a story waits for pdf.js to open and draw a document: its first load in the dev server
 * compiles ~400 kB and starts a worker, on a machine whose two cores are shared — generous, since a
 * wait that passes only on an idle machine is a bug.
 */
export const PDF_RENDER_TIMEOUT_MS = 15_000;
/** How long a story waits for a lazily loaded chunk (the signed-in bar) on a busy machine. */
export const LAZY_CHUNK_TIMEOUT_MS = 15_000;
