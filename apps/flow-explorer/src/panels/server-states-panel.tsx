/** Every server state: its kind, the screen it leads to with the conditional variants, or the machine. */
import { Badge, Code, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { serverStateRouting } from '@heloc/core/explorer';
import { useMemo, useState } from 'react';

const KIND_COLOR = { pending: 'yellow', terminal: 'red', settled: 'blue' } as const;
const ROWS = serverStateRouting();

export function ServerStatesPanel({ onPick }: { readonly onPick?: (state: string) => void }) {
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q
      ? ROWS.filter(
          (r) =>
            r.state.toLowerCase().includes(q) ||
            r.variants.some((v) => v.path.toLowerCase().includes(q)) ||
            (q.startsWith('mach') && r.fallsBackToMachine),
        )
      : ROWS;
  }, [filter]);
  const fallbacks = ROWS.filter((r) => r.fallsBackToMachine).length;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Server state → screen
      </Title>
      <Text size="sm">
        {ROWS.length} server states; {ROWS.length - fallbacks} have a row in the routing table, {fallbacks} fall back to
        the machine. Pending states poll; settled and terminal states route.
      </Text>
      <TextInput
        label="Filter server states"
        placeholder="e.g. BPO, credit/social, machine"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <Table striped withTableBorder fz="xs" aria-label="Server-state routing">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Server state</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Screen</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.state}>
              <Table.Td>
                {onPick ? (
                  <button type="button" className="link-button" onClick={() => onPick(r.state)} title="Use in What if">
                    {r.state}
                  </button>
                ) : (
                  r.state
                )}
              </Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" color={KIND_COLOR[r.kind]}>
                  {r.kind}
                </Badge>
              </Table.Td>
              <Table.Td>
                {r.fallsBackToMachine ? (
                  <Text size="xs" fs="italic">
                    fallback machine
                  </Text>
                ) : (
                  r.variants.map((v) => (
                    <div key={`${v.path}:${v.when}`}>
                      <Code>{v.path}</Code>
                      {v.when !== 'always' ? (
                        <Text span size="xs">
                          {' '}
                          when {v.when}
                        </Text>
                      ) : null}
                    </div>
                  ))
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
