/**
 * heloc-signer/resume: the additional signer's home. Each application they co-sign, where it
 * stands for them, and the signature when the application is waiting for it.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { signerStanding, type SignerStanding } from '@heloc/core';
import type { CoDeedStatus } from '../../../api/types';
import { FormError } from '../../../components/form-error/form-error';

export interface SignerResumeProps {
  readonly applications: readonly CoDeedStatus[];
  /** The application whose signature is being sent, if any. */
  readonly signing?: string | null;
  readonly error?: string | null;
  readonly onSign: (applicationUuid: string) => void;
}

// The core decides where the application stands; the screen only words it.
const STANDING: Record<SignerStanding, { badge: string; color: string; text: string }> = {
  'all-signed': {
    badge: 'Signed',
    color: 'green',
    text: 'Every signer has signed. The borrower’s application continues.',
  },
  signed: { badge: 'Signed', color: 'green', text: 'You have signed. We are waiting for the other signers.' },
  'action-needed': {
    badge: 'Action needed',
    color: 'orange',
    text: 'Your signature is needed on the deed of trust for this line of credit.',
  },
  'not-ready': {
    badge: 'Not ready yet',
    color: 'gray',
    text: 'The borrower is still completing the application. We will email you when it is ready for your signature.',
  },
};
const standing = (a: CoDeedStatus) => STANDING[signerStanding(a)];

export function SignerResume({ applications, signing, error, onSign }: SignerResumeProps) {
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Applications you co-sign
      </Title>
      {applications.length === 0 && <Text>You have not been invited to sign any application.</Text>}
      {applications.map((a) => {
        const s = standing(a);
        return (
          <Card key={a.applicationUuid} withBorder component="section" aria-labelledby={`app-${a.applicationUuid}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={600} id={`app-${a.applicationUuid}`}>
                  {a.propertyAddress ?? 'Home equity line of credit'}
                </Text>
                <Badge color={s.color} variant="light">
                  {s.badge}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                Application ID {a.loanNumber}
              </Text>
              <Text>{s.text}</Text>
              {a.canSign && (
                <Group>
                  <Button onClick={() => onSign(a.applicationUuid)} loading={signing === a.applicationUuid}>
                    Sign as additional signer
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
      <FormError message={error} />
    </Stack>
  );
}
