/**
 * product/assets (asset depletion): the income stated was not enough on its own; savings and
 * investments can qualify the line. Explains what counts, links the accounts, then shows each
 * linked account and whether it counts (the core's rule, countAssets).
 */
import '@mantine/core/styles/Paper.css';
import { Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
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
        <Title order={1} size="h2">
          {linked ? 'Your linked accounts' : 'Your savings can help you qualify'}
        </Title>
        <Text c="dimmed" mt={4}>
          {linked
            ? 'Here is what we found and how much of it counts toward your line.'
            : 'The income you told us about is not enough on its own for this line. Money you have in the bank or invested can make up the difference.'}
        </Text>
      </div>
      {!linked && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              What counts
            </Title>
            <List spacing={4}>
              <List.Item>Checking, savings, money market accounts and certificates of deposit, in full</List.Item>
              <List.Item>Brokerage and other investment accounts, in full</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              Retirement accounts such as a 401(k) or IRA do not count, because taking money out early costs taxes and
              penalties; credit cards and loans do not count either. Nothing is moved or withdrawn: we only read the
              balances.
            </Text>
          </Stack>
        </Paper>
      )}
      {linked && (
        // A list, not a table: three columns did not fit a phone's width, and a scrolling table is a
        // keyboard trap for axe (scrollable-region-focusable).
        <Paper withBorder p={0}>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Linked accounts">
            {rows.map((r) => (
              <li
                key={`${r.account.institution}-${r.account.mask}`}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" align="flex-start" gap="xs" p="md">
                  <div>
                    <Text fw={600}>
                      {r.account.name ? `${r.account.institution} · ${r.account.name}` : r.account.institution}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {r.typeLabel} ending in {r.account.mask} · balance {formatCurrency(r.account.balance)}
                    </Text>
                  </div>
                  {/* Right-aligned beside the account; under it, on a phone, aligned with it. */}
                  <Box ta={{ base: 'left', xs: 'right' }}>
                    <Text fw={600}>{formatCurrency(r.counted)}</Text>
                    <Text size="sm" c="dimmed">
                      {r.counts}
                    </Text>
                  </Box>
                </Group>
              </li>
            ))}
          </Stack>
          <Group justify="space-between" p="md">
            <Text fw={700}>Total that counts</Text>
            <Text fw={700}>{formatCurrency(total)}</Text>
          </Group>
        </Paper>
      )}
      <FormError message={error} />
      <Group gap="sm">
        {linked && <Button onClick={onContinue}>Continue to offers</Button>}
        <Button variant={linked ? 'default' : 'filled'} onClick={onLink} loading={submitting}>
          {linked ? 'Link another account' : 'Link your accounts'}
        </Button>
      </Group>
    </Stack>
  );
}
