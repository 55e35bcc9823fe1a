/**
 * The loan officer card (shared-surfaces §2): 'Your Loan Officer', or 'Your Broker' when only a broker
 * exists; hidden when neither. A sidebar card on desktop; on small screens — below the spec's mobile
 * breakpoint, large — a bar at the top of the page that opens a drawer. The page places each one.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Avatar, Button, Drawer, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  formatPhone,
  loanOfficerCardTitle,
  MOBILE_BREAKPOINT,
  phoneDigits,
  type LoanOriginatorDisplayInfo,
} from '@heloc/core';

export interface LoanOfficerCardProps {
  readonly info: LoanOriginatorDisplayInfo | null | undefined;
  /**
   * 'sidebar': the card, from the large breakpoint up; 'top': the small screens' bar, at the top of
   * the page; neither: both where the card is placed (a screen that shows it as content).
   */
  readonly placement?: 'sidebar' | 'top';
}

function Details({ info, name }: { info: LoanOriginatorDisplayInfo; name: string }) {
  const tel = phoneDigits(info.phoneNumber);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={info.avatarUri ?? null} alt="" radius="xl" color="brand">
          {name
            .split(' ')
            .map((w) => w[0])
            .join('')
            .slice(0, 2)}
        </Avatar>
        <div>
          <Text fw={600}>{name}</Text>
          {info.nmls && (
            <Text size="sm" c="dimmed">
              NMLS #{info.nmls}
            </Text>
          )}
        </div>
      </Group>
      {info.email && <Text size="sm">{info.email}</Text>}
      {info.phoneNumber && <Text size="sm">{formatPhone(info.phoneNumber)}</Text>}
      <Group gap="xs">
        {tel && (
          <Button component="a" href={`tel:${tel}`} size="xs" variant="light" aria-label={`Call ${name}`}>
            Call
          </Button>
        )}
        {info.email && (
          <Button component="a" href={`mailto:${info.email}`} size="xs" variant="light" aria-label={`Email ${name}`}>
            Email
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function LoanOfficerCard({ info, placement }: LoanOfficerCardProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const title = loanOfficerCardTitle(info);
  if (!title || !info) return null;
  const name = (info.originatorName ?? info.brokerName) as string;
  const card = (
    <Paper withBorder p="md" visibleFrom={MOBILE_BREAKPOINT} component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <Details info={info} name={name} />
    </Paper>
  );
  if (placement === 'sidebar') return card;
  return (
    <>
      {placement === undefined && card}
      <Paper withBorder p="xs" hiddenFrom={MOBILE_BREAKPOINT} data-testid="loan-officer-bar">
        <UnstyledButton onClick={open} w="100%" aria-haspopup="dialog">
          <Group gap="sm">
            <Avatar src={info.avatarUri ?? null} alt="" radius="xl" size="sm" color="brand">
              {name[0]}
            </Avatar>
            <Text size="sm" fw={600}>
              {title}: {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Paper>
      <Drawer opened={opened} onClose={close} position="top" title={title} size="auto">
        <Details info={info} name={name} />
      </Drawer>
    </>
  );
}
