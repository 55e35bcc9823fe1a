/** merchant/review (the fallback machine's waitMerchant): the partner is reviewing; what, how long, we will email. */
import '@mantine/core/styles/Paper.css';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { MerchantReviewView } from '@heloc/core';

export interface MerchantReviewProps {
  readonly view: MerchantReviewView;
}

export function MerchantReview({ view }: MerchantReviewProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {view.title}
        </Title>
        <Text mt={4}>{view.what}</Text>
        {view.since && (
          <Text c="dimmed" size="sm" mt={4}>
            {view.since}
          </Text>
        )}
      </div>
      <Paper withBorder p="md" component="section" aria-labelledby="merchant-checks">
        <Title order={2} size="h4" id="merchant-checks">
          What they check
        </Title>
        <List mt="xs" spacing={4}>
          {view.checks.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="merchant-when">
        <Title order={2} size="h4" id="merchant-when">
          How long it takes
        </Title>
        <Text mt="xs">{view.typicalTime}</Text>
        <Text mt="xs">{view.meanwhile}</Text>
      </Paper>
    </Stack>
  );
}
