/** The story variants every form screen has: loading, server error, validation errors, mobile. */
import { expect, userEvent, within } from 'storybook/test';

export const loading = { args: { submitting: true } } as const;
export const serverError = { args: { error: 'We could not reach the server. Check your connection and try again.' } } as const;
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
