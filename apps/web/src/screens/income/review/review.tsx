/**
 * income/review: the income and employment stated at registration, and the ways to verify it that
 * the core chose (incomeReview) — or, once verified, that there is nothing left to do here.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { employmentLabel, formatCurrency, type AppScreenPath, type IncomeReview, type StatedIncome } from '@heloc/core';
import { Link } from 'react-router';

export interface IncomeReviewViewProps {
  readonly stated: StatedIncome;
  readonly review: IncomeReview;
  /** The URL of a screen of this application. */
  readonly hrefOf: (screen: AppScreenPath | '') => string;
}

function Stated({ stated }: { readonly stated: StatedIncome }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="stated-income">
      <Title order={2} size="h4" id="stated-income">
        What you told us
      </Title>
      <Stack component="dl" gap={4} mt="xs" m={0}>
        <Group gap="xs">
          <Text component="dt" c="dimmed" size="sm">
            Annual income
          </Text>
          <Text component="dd" m={0} fw={600}>
            {stated.annualIncome === null ? 'Not given' : formatCurrency(stated.annualIncome)}
          </Text>
        </Group>
        <Group gap="xs">
          <Text component="dt" c="dimmed" size="sm">
            Employment
          </Text>
          <Text component="dd" m={0} fw={600}>
            {employmentLabel(stated.employmentType)}
          </Text>
        </Group>
        {stated.employerName ? (
          <Group gap="xs">
            <Text component="dt" c="dimmed" size="sm">
              Employer
            </Text>
            <Text component="dd" m={0} fw={600}>
              {stated.employerName}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function IncomeReviewView({ stated, review, hrefOf }: IncomeReviewViewProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Verify your income
        </Title>
        <Text c="dimmed" mt={4}>
          We confirm your income before we can finalise your line of credit. It does not affect your credit score.
        </Text>
      </div>
      <Stated stated={stated} />
      {review.kind === 'verified' ? (
        <Alert color="green" variant="light" title="Your income is verified">
          <Text>There is nothing more to do on this page.</Text>
          <Button component={Link} to={hrefOf('')} mt="sm">
            Continue
          </Button>
        </Alert>
      ) : review.kind === 'paystubs' ? (
        <Alert
          color="blue"
          variant="light"
          title={review.required > 1 ? `We need ${review.required} paystubs` : 'We need a paystub'}
        >
          <Text>{review.explanation}</Text>
          {review.ways.map((way) => (
            <Button
              key={way.screen}
              component={Link}
              to={hrefOf(way.screen)}
              mt="sm"
              h="auto"
              mih={36}
              py={6}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {way.title}
            </Button>
          ))}
        </Alert>
      ) : (
        <section aria-labelledby="ways">
          <Title order={2} size="h4" id="ways">
            Choose one way to verify
          </Title>
          {review.selfEmployed ? (
            <Text size="sm" c="dimmed" mt={4}>
              As you are self-employed, your tax records or business deposits show your income best.
            </Text>
          ) : null}
          <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
            {review.ways.map((way) => (
              <Paper component="li" key={`${way.action}:${way.type}`} withBorder p="md">
                <Stack gap={6} align="flex-start">
                  {/* Long labels ("Link the bank account your pay goes into") wrap inside the card on a phone (WCAG 1.4.10). */}
                  <Button
                    component={Link}
                    to={hrefOf(way.screen)}
                    variant={way.action === 'link' ? 'filled' : 'outline'}
                    h="auto"
                    mih={36}
                    py={6}
                    maw="100%"
                    styles={{ label: { whiteSpace: 'normal' } }}
                  >
                    {way.title}
                  </Button>
                  <Text size="sm">{way.description}</Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </section>
      )}
      {review.sources.length > 0 ? (
        <section aria-labelledby="sources">
          <Title order={2} size="h4" id="sources">
            Income sources on your application
          </Title>
          <Stack component="ul" gap="xs" mt="xs" p={0} style={{ listStyle: 'none' }}>
            {review.sources.map((s) => (
              <Group component="li" key={s.type} gap="sm">
                <Text fw={600}>{s.label}</Text>
                <Badge color={s.status === 'Verified' ? 'teal.9' : 'gray.8'} variant="filled">
                  {s.status}
                </Badge>
              </Group>
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
