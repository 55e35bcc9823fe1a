/** register/support (public, shared-surfaces §2): help for someone stuck while registering. */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { formatPhone, phoneDigits } from '@heloc/core';
import { Link } from 'react-router';

export interface SupportProps {
  readonly companyName: string;
  readonly phone: string;
  readonly email: string;
  readonly todayLabel: string | null;
  readonly registerHref: string;
  readonly accountSetupHref: string;
  readonly contactHref: string;
}

export function Support({
  companyName,
  phone,
  email,
  todayLabel,
  registerHref,
  accountSetupHref,
  contactHref,
}: SupportProps) {
  return (
    <Stack gap="md" maw={640} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Help with registering
      </Title>
      <Text>
        If something stops you from creating your {companyName} account, we can help you finish over the phone or by
        email. Your answers so far are kept.
      </Text>
      <Title order={2} size="h4">
        Common questions
      </Title>
      <Text>
        <strong>My email is already registered.</strong> Sign in instead, or reset your password from the sign-in page.
      </Text>
      <Text>
        <strong>My address is not found.</strong> Check the ZIP code and the street spelling; a unit number goes in the
        second line.
      </Text>
      <Title order={2} size="h4">
        Talk to us
      </Title>
      <Text>
        Call <Anchor href={`tel:${phoneDigits(phone) ?? ''}`}>{formatPhone(phone)}</Anchor>
        {todayLabel ? ` (${todayLabel})` : ''} or email <Anchor href={`mailto:${email}`}>{email}</Anchor>.
      </Text>
      <Text size="sm">
        <Anchor component={Link} to={registerHref}>
          Back to registration
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to={accountSetupHref}>
          Setting up your account
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to={contactHref}>
          All the ways to reach us
        </Anchor>
      </Text>
    </Stack>
  );
}
