/**
 * register/account-setup (public, shared-surfaces §2): how to set up a sign-in for an application
 * a loan officer or broker started, with the ways on: register, sign in, reset, get help.
 */
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface AccountSetupProps {
  readonly companyName: string;
  readonly registerHref: string;
  readonly loginHref: string;
  readonly forgotPasswordHref: string;
  readonly supportHref: string;
}

export function AccountSetup({
  companyName,
  registerHref,
  loginHref,
  forgotPasswordHref,
  supportHref,
}: AccountSetupProps) {
  return (
    <Stack gap="md" maw={640} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Set up your account
      </Title>
      <Text>
        Your account keeps your {companyName} application, documents and offers in one place. Setting it up takes about
        two minutes.
      </Text>
      <List type="ordered" spacing="xs">
        <List.Item>
          Use the email address you gave your loan officer or broker, so we can find your application.
        </List.Item>
        <List.Item>Choose a password of at least 10 characters that is not easy to guess.</List.Item>
        <List.Item>Confirm your contact details. You can change them later in Settings.</List.Item>
      </List>
      <Group>
        <Button component={Link} to={registerHref}>
          Create your account
        </Button>
        <Button component={Link} to={loginHref} variant="default">
          I already have an account
        </Button>
      </Group>
      <Text size="sm">
        <Anchor component={Link} to={forgotPasswordHref}>
          Forgot your password?
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to={supportHref}>
          Help with setting up
        </Anchor>
      </Text>
    </Stack>
  );
}
