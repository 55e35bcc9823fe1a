/**
 * "What happens next" (issue 28; decision 089): the core's pending items — who is on each, when it
 * is expected, what the borrower can do now — and, from the offers on, when the money is expected.
 * Presentational: the items, the time to cash and the links come in as props.
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { NextStep, NextStepAction, NextStepWho, TimeToCash } from '@heloc/core';
import { useId } from 'react';
import { Link } from 'react-router';
import './next-steps.css';

export interface NextStepsProps {
  readonly items: readonly NextStep[];
  /** When the money is expected (null before the offers). */
  readonly cash?: TimeToCash | null;
  /** The link of an action. */
  readonly actionHref: (action: NextStepAction) => string;
  /** Headings sit under the page's h1 (2) or under a section's h2 (3). */
  readonly headingOrder?: 2 | 3;
}

/** Filled shades dark enough for white text (axe's contrast check), as the dashboard's badges. */
const WHO_COLOR: Record<NextStepWho, string> = {
  you: 'blue.9',
  coSigner: 'grape.9',
  us: 'teal.9',
  county: 'gray.8',
};

export function NextSteps({ items, cash, actionHref, headingOrder = 2 }: NextStepsProps) {
  const headingId = useId();
  if (items.length === 0 && !cash) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} className="heloc-next-steps">
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={headingId}>
          What happens next
        </Title>
        {cash && (
          <div>
            <Text fw={700} size="sm">
              {cash.headline}
            </Text>
            {cash.earliestLine && (
              <Text size="sm" c="dimmed">
                {cash.earliestLine}
              </Text>
            )}
          </div>
        )}
        <ol className="heloc-next-steps-list">
          {items.map((item, i) => (
            // Each co-signer's visit is an item of the same id: the place in the list tells them apart.
            <li
              key={`${item.id}-${i}`}
              aria-current={item.status === 'now' ? 'step' : undefined}
              data-status={item.status}
            >
              <Text fw={600} size="sm">
                {item.title}
              </Text>
              <Badge color={WHO_COLOR[item.who]} variant="filled" radius="sm" size="sm" autoContrast>
                {item.whoLabel}
              </Badge>
              <Text size="sm">{item.when}</Text>
              {item.doNow &&
                (item.doNow.action ? (
                  <Anchor component={Link} to={actionHref(item.doNow.action)} size="sm">
                    {item.doNow.text}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {item.doNow.text}
                  </Text>
                ))}
            </li>
          ))}
        </ol>
        {cash && (
          <details>
            <summary>
              <Text component="span" size="sm">
                What these dates assume
              </Text>
            </summary>
            <ul className="heloc-next-steps-assumptions">
              {cash.assumptions.map((a) => (
                <li key={a}>
                  <Text size="sm">{a}</Text>
                </li>
              ))}
            </ul>
            <Text size="xs" c="dimmed">
              Dates are expected, not promised: they follow the rules for your right to cancel and the usual time each
              step takes.
            </Text>
          </details>
        )}
      </Stack>
    </Paper>
  );
}
