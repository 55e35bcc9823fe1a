/**
 * product/assets (asset depletion): the income stated was not enough on its own; savings and
 * investments can qualify the line. Explains what counts, links the accounts, then shows each
 * linked account and whether it counts (the core's rule, countAssets).
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { countAssets, formatCurrency, type LinkedAssetAccount } from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';

export interface ProductAssetsProps {
  /** The accounts linked so far (none before the first link). */
  readonly accounts: readonly LinkedAssetAccount[];
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onLink: () => void;
  readonly onContinue: () => void;
}

export function ProductAssets({ accounts, submitting, error, onLink, onContinue }: ProductAssetsProps) {
  const { rows, total } = countAssets(accounts);
  const linked = rows.length > 0;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">{linked ? 'Your linked accounts' : 'Your savings can help you qualify'}</Title>
        <Text c="dimmed" mt={4}>
          {linked
            ? 'Here is what we found and how much of it counts toward your line.'
            : 'The income you told us about is not enough on its own for this line. Money you have in the bank or invested can make up the difference.'}
        </Text>
      </div>
      {!linked && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">What counts</Title>
            <List spacing={4}>
              <List.Item>Checking, savings, money market accounts and certificates of deposit, in full</List.Item>
              <List.Item>Brokerage and other investment accounts, in full</List.Item>
                          </List>
            <Text size="sm" c="dimmed">Retirement accounts such as a 401(k) or IRA do not count, because taking money out early costs taxes and penalties; credit cards and loans do not count either. Nothing is moved or withdrawn: we only read the balances.</Text>
          </Stack>
        </Paper>
      )}
      {linked && (
        // No horizontal scroll region (axe: scrollable-region-focusable): three columns wrap at phone width.
        <Paper withBorder p={0}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Balance</Table.Th>
                  <Table.Th>Counts toward your line</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.account.institution}-${r.account.mask}`}>
                    <Table.Td>
                      <Text fw={600}>{r.account.name ? `${r.account.institution} · ${r.account.name}` : r.account.institution}</Text>
                      <Text size="sm" c="dimmed">{r.typeLabel} ending in {r.account.mask}</Text>
                    </Table.Td>
                    <Table.Td>{formatCurrency(r.account.balance)}</Table.Td>
                    <Table.Td>
                      <Text>{formatCurrency(r.counted)}</Text>
                      <Text size="sm" c="dimmed">{r.counts}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={2}>Total that counts</Table.Th>
                  <Table.Td fw={700}>{formatCurrency(total)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
        </Paper>
      )}
      <FormError message={error} />
      <Group gap="sm">
        {linked && <Button onClick={onContinue}>Continue to offers</Button>}
        <Button variant={linked ? 'default' : 'filled'} onClick={onLink} loading={submitting}>{linked ? 'Link another account' : 'Link your accounts'}</Button>
      </Group>
    </Stack>
  );
}
