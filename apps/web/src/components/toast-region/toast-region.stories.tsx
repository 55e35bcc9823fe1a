import type { Meta, StoryObj } from '@storybook/react-vite';
import { cleanNotifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { MAX_VISIBLE_TOASTS, MESSAGES } from '@heloc/core';
import { toast } from '../../lib/toast';
import { ToastRegion } from './toast-region';

/** Shows the given toasts once (a story's props, like any other view's). */
function WithToasts({ toasts }: { readonly toasts: readonly Parameters<typeof toast>[0][] }) {
  useEffect(() => {
    cleanNotifications();
    for (const t of toasts) toast(t);
    return () => cleanNotifications();
  }, [toasts]);
  return <ToastRegion />;
}

const meta = {
  title: 'Shell/Toasts',
  component: WithToasts,
  args: {
    toasts: [
      { variant: 'error', body: MESSAGES.profileFetchFailed },
      { variant: 'warning', body: MESSAGES.chatConnectionLost },
      { variant: 'success', title: 'Saved', body: 'Your settings are saved.' },
      { variant: 'info', title: 'Still working on it', body: 'This is taking longer than usual.' },
    ],
  },
} satisfies Meta<typeof WithToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's four variants. */
export const FourVariants: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByText(MESSAGES.profileFetchFailed)).toBeVisible();
    await expect(await body.findByText('This is taking longer than usual.')).toBeVisible();
  },
};

/** Seven at once: five show, the rest wait their turn. */
export const AtMostFive: Story = {
  args: {
    toasts: Array.from({ length: 7 }, (_, i) => ({ variant: 'error' as const, body: `Request ${i + 1} failed.` })),
  },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByText(`Request ${MAX_VISIBLE_TOASTS} failed.`)).toBeInTheDocument();
    await expect(body.queryByText('Request 6 failed.')).toBeNull();
  },
};
