/**
 * complete: the line is closed and funding is under way — the amounts, the expected funding date
 * and the deadline to cancel (Regulation Z §1026.15: until midnight of the third business day; the
 * core's funding rule dates both), how to cancel, where the money goes (creditors paid directly
 * first, the rest to the borrower's account), the payments, and the funding checklist as progress.
 * While something is still owed before funding (a proof of insurance), it says so first, with the
 * way to give it. Everything shown is the core's CompleteView: nothing is computed here.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { HOW_TO_CANCEL, type CompleteView, type OwedBeforeFunding } from '@heloc/core';
import { Link } from 'react-router';

export interface CompleteProps {
  readonly view: CompleteView;
  /** The lender's name and address, where a written notice to cancel goes. */
  readonly lender: { readonly name: string; readonly address: string };
  readonly disclosuresHref: string;
  /** Where each thing still owed is given (insurance/upload), as a path. */
  readonly owedHref: (screen: OwedBeforeFunding['screen']) => string;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

export function Complete({ view, lender, disclosuresHref, owedHref }: CompleteProps) {
  const current = view.checklist.findIndex((s) => s.status === 'current');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {view.title}
        </Title>
        <Text mt={4}>{view.intro}</Text>
      </div>
      {view.owed.length > 0 && (
        <Alert color="blue.9" variant="outline" title="Still needed before funding">
          <Stack gap="sm">
            {view.owed.map((item) => (
              <div key={item.title}>
                <Text fw={600}>{item.title}</Text>
                <Text size="sm">{item.text}</Text>
                <Button component={Link} to={owedHref(item.screen)} size="sm" mt="xs">
                  {item.actionLabel}
                </Button>
              </div>
            ))}
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Line amount" value={view.lineAmount} />
        <Figure label="Initial draw" value={view.initialDraw} />
        <Figure label="Expected funding date" value={view.fundingDate ?? view.fundingDatePending} />
      </SimpleGrid>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="right-to-cancel">
        <Title order={2} size="h4" id="right-to-cancel">
          Your right to cancel
        </Title>
        {view.cancelUntil ? (
          <Text fw={600} mt="xs">
            {view.cancelUntil}
          </Text>
        ) : null}
        <Text mt="xs" size="sm">
          {HOW_TO_CANCEL}
        </Text>
        <Text mt="xs" size="sm">
          Write to {lender.name}, {lender.address}.
        </Text>
        <Anchor component={Link} to={disclosuresHref} size="sm" mt="xs" display="inline-block">
          Read your Notice of right to cancel
        </Anchor>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="where-money-goes">
        <Title order={2} size="h4" id="where-money-goes">
          Where your money goes
        </Title>
        <Table mt="xs" verticalSpacing="xs">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Initial draw</Table.Th>
              <Table.Td ta="right">{view.initialDraw}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Origination fee (taken from the draw)</Table.Th>
              <Table.Td ta="right">−{view.originationFee}</Table.Td>
            </Table.Tr>
            {view.payoffs.map((p) => (
              <Table.Tr key={`${p.creditor}-${p.accountMask ?? ''}`}>
                <Table.Th scope="row">
                  Paid to {p.creditor}
                  {p.accountMask ? ` (account ending ${p.accountMask})` : ''}
                </Table.Th>
                <Table.Td ta="right">−{p.amount}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">To {view.depositTo}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {view.toAccount}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {view.payoffs.length ? (
          <Text size="sm" mt="xs">
            We pay these creditors directly on the funding date ({view.payoffTotal} in all); the rest goes to{' '}
            {view.depositTo}.
          </Text>
        ) : null}
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payments">
        <Title order={2} size="h4" id="payments">
          Your payments
        </Title>
        <Text mt="xs" size="sm">
          {view.payments}
        </Text>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="funding-progress">
        <Title order={2} size="h4" id="funding-progress">
          Funding progress
        </Title>
        <Timeline
          active={view.funded ? view.checklist.length - 1 : current}
          bulletSize={18}
          lineWidth={2}
          mt="sm"
          aria-label="Funding progress"
        >
          {view.checklist.map((step) => (
            <Timeline.Item key={step.id} title={step.label}>
              <Text size="xs" c="dimmed">
                {step.status === 'done' ? 'Done' : step.status === 'current' ? 'In progress' : 'Coming up'}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
      {view.funded ? (
        <Alert color="green" title="Funded">
          Your draw was sent. It may take a business day to show in your account.
        </Alert>
      ) : null}
    </Stack>
  );
}
