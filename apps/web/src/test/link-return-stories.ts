/** The story variants both link-return screens have: finishing, each error code's fixed message, no link in this tab, a failed retry. */
import { LINK_NOT_IN_THIS_TAB_MESSAGE, linkErrorMessage, type LinkErrorCode } from '@heloc/core';
import { expect, fn, within } from 'storybook/test';
import { mobile, serverError } from './story-variants';

const actions = { onRetry: fn(), onChooseAnother: fn() };

export const finishing = {
  args: { finishing: true },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Finishing the connection…');
  },
};

/** The code's message, exactly as the core has it, with both ways on. */
export function failedWith(code: LinkErrorCode | 'UNKNOWN') {
  const message = linkErrorMessage(code);
  return {
    args: { finishing: false, message, ...actions },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const c = within(canvasElement);
      await expect(c.getByText(message)).toBeVisible();
      await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(c.getByRole('button', { name: 'Choose another way' })).toBeVisible();
    },
  };
}

export const notInThisTab = {
  args: { finishing: false, message: LINK_NOT_IN_THIS_TAB_MESSAGE, onGoToApplication: fn() },
};
export const retryFailed = {
  args: { finishing: false, message: linkErrorMessage('USER_CANCELLED'), ...actions, ...serverError.args },
};
export const retrying = {
  args: { finishing: false, message: linkErrorMessage('USER_CANCELLED'), ...actions, retrying: true },
};
export const mobileFailed = {
  ...mobile,
  args: { finishing: false, message: linkErrorMessage('ITEM_LOCKED'), ...actions },
};
export const themed = (org: 'creditunion' | 'broker') => ({
  globals: { org },
  args: { finishing: false, message: linkErrorMessage('INSTITUTION_DOWN'), ...actions },
});
