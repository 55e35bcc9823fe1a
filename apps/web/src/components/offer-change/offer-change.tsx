/**
 * "Why my offer changed": the headline reason, the before and after side by side as a real table
 * (caption, column and row headers, so a screen reader reads "Line amount, Before, $120,000"), and a
 * sentence for each figure that moved. The core decides every word (offer-change.ts offerChangeView).
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import { List, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { OfferChangeView } from '@heloc/core';

export interface OfferChangeProps {
  readonly view: OfferChangeView;
  /** The heading level the card's title takes on its screen. */
  readonly headingOrder?: 2 | 3;
}

const ARROWS = { up: '▲', down: '▼', same: '' } as const;
const SAID = { up: 'went up', down: 'went down', same: 'no change' } as const;

export function OfferChange({ view, headingOrder = 2 }: OfferChangeProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="offer-change-title">
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id="offer-change-title">
          {view.headline}
        </Title>
        <Text size="sm">{view.explanation}</Text>
        <Table layout="fixed" withRowBorders verticalSpacing={6} horizontalSpacing="xs" captionSide="top">
          <Table.Caption style={{ textAlign: 'start', fontWeight: 600, color: 'inherit' }}>
            {view.caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="42%">
                Figure
              </Table.Th>
              <Table.Th scope="col">Before</Table.Th>
              <Table.Th scope="col">After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((row) => (
              <Table.Tr key={row.field} data-changed={row.changed || undefined}>
                <Table.Th scope="row" fw={row.changed ? 700 : 500}>
                  {row.label}
                </Table.Th>
                <Table.Td>{row.before}</Table.Td>
                <Table.Td fw={row.changed ? 700 : undefined}>
                  {row.after}
                  {row.changed && (
                    <>
                      {' '}
                      <span aria-hidden="true">{ARROWS[row.direction]}</span>
                      <VisuallyHidden>({SAID[row.direction]})</VisuallyHidden>
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {view.changes.length > 0 && (
          <div>
            <Text fw={600} size="sm" id="offer-change-what">
              What changed
            </Text>
            <List size="sm" spacing={4} aria-labelledby="offer-change-what">
              {view.changes.map((sentence) => (
                <List.Item key={sentence}>{sentence}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
