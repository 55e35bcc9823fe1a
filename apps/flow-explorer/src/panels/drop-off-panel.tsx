/**
 * Where borrowers drop off: the analyst signs in with the operator token, picks a period and an
 * organisation, and reads per screen how many sessions reached it and stopped there — as a table
 * (exportable as CSV) and, through `onFunnel`, drawn on the map.
 */
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { funnelCsv, stopRate } from '@heloc/core';
import { useEffect, useState } from 'react';
import { fetchFunnel, fetchOrganisations, type FunnelAnswer } from '../lib/analyst-api';
import { downloadText } from '../lib/export';

export interface DropOffPanelProps {
  readonly funnel: FunnelAnswer | null;
  readonly onFunnel: (funnel: FunnelAnswer | null) => void;
  /** For tests: the calls to the server. */
  readonly api?: { readonly funnel: typeof fetchFunnel; readonly organisations: typeof fetchOrganisations };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const DEFAULT_API = { funnel: fetchFunnel, organisations: fetchOrganisations };

export function DropOffPanel({ funnel, onFunnel, api = DEFAULT_API }: DropOffPanelProps) {
  const [token, setToken] = useState('');
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [org, setOrg] = useState('');
  const [orgs, setOrgs] = useState<{ code: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api.organisations().then(setOrgs, () => setOrgs([]));
  }, [api]);

  const load = async () => {
    setBusy(true);
    setError(null);
    try {
      onFunnel(await api.funnel({ token, from, to, org: org || null }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Where borrowers drop off
      </Title>
      <Text size="sm">
        From the page views the app stores: per screen, the sessions that reached it and those whose last screen it was.
        Needs the operator token the server printed at start.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <Stack gap="xs">
          <PasswordInput
            label="Operator token"
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            required
            autoComplete="off"
          />
          <Group grow>
            <TextInput
              type="date"
              label="From"
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              required
            />
            <TextInput
              type="date"
              label="To (inclusive)"
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              required
            />
          </Group>
          <NativeSelect
            label="Organisation"
            value={org}
            onChange={(e) => setOrg(e.currentTarget.value)}
            data={[{ value: '', label: 'All organisations' }, ...orgs.map((o) => ({ value: o.code, label: o.name }))]}
          />
          <Group gap="xs">
            <Button type="submit" size="xs" loading={busy}>
              {funnel ? 'Refresh' : 'Show drop-off'}
            </Button>
            {funnel && (
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  downloadText(`drop-off-${from}-to-${to}${org ? `-${org}` : ''}.csv`, funnelCsv(funnel), 'text/csv')
                }
              >
                Export CSV
              </Button>
            )}
            {funnel && (
              <Button size="xs" variant="subtle" onClick={() => onFunnel(null)}>
                Hide from the map
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {error && (
        <Alert color="red" title="Could not load the drop-off" role="alert">
          {error}
        </Alert>
      )}
      {funnel && (
        <>
          <Text size="sm" data-testid="drop-off-sessions">
            {funnel.sessions} sessions
          </Text>
          <Table striped withTableBorder aria-label="Drop-off by screen" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Screen</Table.Th>
                <Table.Th ta="right">Reached</Table.Th>
                <Table.Th ta="right">Stopped</Table.Th>
                <Table.Th ta="right">Stop rate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {funnel.screens.map((s) => (
                <Table.Tr key={s.screen}>
                  <Table.Th scope="row" fw={400}>
                    {s.name}{' '}
                    <Text span size="xs" c="gray.7" ff="monospace">
                      {s.screen}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="right">{s.reached}</Table.Td>
                  <Table.Td ta="right">{s.stopped}</Table.Td>
                  <Table.Td ta="right">{stopRate(s)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
