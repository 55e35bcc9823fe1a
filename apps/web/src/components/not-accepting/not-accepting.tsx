/** Not accepting applications (applicant-journey §2): no referring loan officer, or wholesale. */
import { Anchor, Stack, Text, Title } from '@mantine/core';

export interface NotAcceptingProps {
  readonly lenderName: string;
  readonly wholesale: boolean;
  readonly supportEmail: string;
}

export function NotAccepting({ lenderName, wholesale, supportEmail }: NotAcceptingProps) {
  return (
    <Stack gap="md" maw={560} mx="auto" py="xl">
      <Title order={1} size="h2">
        We are not accepting applications here
      </Title>
      <Text>
        {wholesale
          ? `${lenderName} takes applications through licensed mortgage brokers. Please ask your broker for your application link.`
          : `${lenderName} takes applications through a referring loan officer. Please use the link your loan officer sent you.`}
      </Text>
      <Text>
        Questions? Email <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
      </Text>
    </Stack>
  );
}
