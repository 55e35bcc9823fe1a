/**
 * The dev toolbar (outside production only, shared-surfaces §2): sign in by email and password or
 * a pasted JWT, then jump to the active HELOC. Keys 0, 1 and 2 show test alerts.
 */
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { MESSAGES } from '@heloc/core';
import { useState } from 'react';

export interface DevToolbarProps {
  readonly onLogin: (credentials: { email: string; password: string } | { jwt: string }) => Promise<void>;
}

const DEV_ALERTS = {
  '0': ['blue', 'Dev alert: info'],
  '1': ['yellow', 'Dev alert: warning'],
  '2': ['red', 'Dev alert: error'],
} as const;

export function DevToolbar({ onLogin }: DevToolbarProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [jwt, setJwt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<keyof typeof DEV_ALERTS | null>(null);
  useWindowEvent('keydown', (e) => {
    const target = e.target as HTMLElement | null;
    if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
    if (e.key in DEV_ALERTS) setAlert(e.key as keyof typeof DEV_ALERTS);
  });
  const run = async (credentials: Parameters<DevToolbarProps['onLogin']>[0]) => {
    setError(null);
    try {
      await onLogin(credentials);
    } catch {
      setError(MESSAGES.devLoginFailed);
    }
  };
  return (
    <Paper
      withBorder
      p="xs"
      component="aside"
      aria-label="Dev toolbar"
      style={{ position: 'fixed', left: 8, bottom: 8, zIndex: 300, maxWidth: 360 }}
    >
      <Stack gap={6}>
        <Group gap={6} align="flex-end" wrap="nowrap">
          <TextInput size="xs" label="Dev email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput
            size="xs"
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button size="xs" onClick={() => void run({ email, password })}>
            Go
          </Button>
        </Group>
        <Group gap={6} align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            label="Or paste a JWT"
            value={jwt}
            onChange={(e) => setJwt(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button size="xs" variant="default" onClick={() => void run({ jwt })} disabled={!jwt.trim()}>
            Use
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {alert && (
          <Alert color={DEV_ALERTS[alert][0]} withCloseButton onClose={() => setAlert(null)} role="status">
            {DEV_ALERTS[alert][1]}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
