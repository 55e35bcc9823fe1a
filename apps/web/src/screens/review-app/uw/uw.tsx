/** review-app/uw: a person is reviewing the application — what they check, how long it takes, what to do meanwhile, and that we will email. */
import '@mantine/core/styles/Paper.css';
import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH, type ManualReviewView } from '@heloc/core';

export interface ReviewAppUwProps {
  readonly view: ManualReviewView;
}

export function ReviewAppUw({ view }: ReviewAppUwProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {view.title}
        </Title>
        <Text mt="sm">{view.intro}</Text>
      </div>
      <Alert color="blue" variant="light" title={view.typicalTime}>
        {view.emailPromise}
        {view.since && (
          <Text size="sm" mt={4}>
            {view.since}
          </Text>
        )}
      </Alert>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="uw-checks">
        <Title order={2} size="h4" id="uw-checks" mb="xs">
          What the underwriter checks
        </Title>
        <List spacing={4}>
          {view.checks.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
      </Paper>
      <section aria-labelledby="uw-meanwhile">
        <Title order={2} size="h4" id="uw-meanwhile" mb="xs">
          While you wait
        </Title>
        <List spacing={4}>
          {view.meanwhile.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
      </section>
      <Button component="a" href={DASHBOARD_PATH} variant="default" style={{ alignSelf: 'flex-start' }}>
        Go to dashboard
      </Button>
    </Stack>
  );
}
