/**
 * The profile menu (Support, Switch Accounts, Settings, Logout) with the wallet card. A popover
 * dialog, not a role=menu: the card is content, which a menu may not hold.
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Tooltip.css';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  CopyButton,
  Divider,
  Paper,
  Popover,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { announce } from '../../lib/announce';
import {
  ADDRESS_COPY_TOOLTIP_HOVER_DELAY_MS,
  COPY_TOOLTIP_MS,
  MESSAGES,
  SHELL_LINKS,
  shortenWalletAddress,
} from '@heloc/core';

export interface ProfileMenuProps {
  readonly accountName: string;
  /** The wallet accounts the user can switch between (the wallet's accounts list). */
  readonly accounts?: readonly { readonly name: string; readonly address: string }[];
  readonly walletAddress?: string | null;
  readonly authorizationType?: string | null;
  readonly onLogout: () => void;
  /** CEO feedback (shared-surfaces §2): shown only when the flag is on; opens the modal. */
  readonly onShareFeedback?: () => void;
}

export function ProfileMenu({
  accountName,
  accounts = [],
  walletAddress,
  authorizationType,
  onLogout,
  onShareFeedback,
}: ProfileMenuProps) {
  const [opened, setOpened] = useState(false);
  const short = walletAddress ? shortenWalletAddress(walletAddress) : '';
  return (
    <Popover position="bottom-end" width={300} shadow="md" trapFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          aria-label={`Account menu for ${accountName}`}
          onClick={() => setOpened((o) => !o)}
        >
          <Avatar size="sm" radius="xl" color="brand" alt="">
            {accountName.slice(0, 1).toUpperCase()}
          </Avatar>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Account">
        <Stack gap="xs">
          <Paper p="sm" withBorder>
            <Text fw={600} size="sm">
              {accountName}
            </Text>
            {walletAddress && (
              <CopyButton value={walletAddress} timeout={COPY_TOOLTIP_MS}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={copied ? MESSAGES.walletCopied : 'Copy wallet address'}
                    opened={copied || undefined}
                    openDelay={ADDRESS_COPY_TOOLTIP_HOVER_DELAY_MS}
                    withArrow
                  >
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => {
                        copy();
                        // The tooltip is not read out: the live region says it.
                        announce(MESSAGES.walletCopied);
                      }}
                      px={0}
                      aria-label={`${short} — copy wallet address`}
                    >
                      {short}
                    </Button>
                  </Tooltip>
                )}
              </CopyButton>
            )}
            {authorizationType && (
              <Text size="xs" c="dimmed">
                {authorizationType}
              </Text>
            )}
          </Paper>
          <Stack gap={6} component="nav" aria-label="Account links">
            <Anchor href={SHELL_LINKS.support}>Support</Anchor>
            <Anchor href={SHELL_LINKS.dashboard}>Switch Accounts</Anchor>
            {accounts.length > 0 && (
              <Stack
                component="ul"
                gap={2}
                p={0}
                m={0}
                pl="sm"
                aria-label="Your accounts"
                style={{ listStyle: 'none' }}
              >
                {accounts.map((a) => (
                  <Text component="li" key={a.address} size="xs" c="dimmed">
                    {a.name} · {shortenWalletAddress(a.address)}
                  </Text>
                ))}
              </Stack>
            )}
            <Anchor href={SHELL_LINKS.settings}>Settings</Anchor>
          </Stack>
          {onShareFeedback && (
            <Button
              variant="subtle"
              justify="flex-start"
              px={0}
              onClick={() => {
                // The menu closes first, so focus returns to the page under the modal, not a hidden popover.
                setOpened(false);
                onShareFeedback();
              }}
            >
              {MESSAGES.ceoFeedbackPrompt}
            </Button>
          )}
          <Divider />
          <Button variant="default" onClick={onLogout}>
            Logout
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
