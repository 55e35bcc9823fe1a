/** A decline whose notice is not available here yet: the notice is owed by email within 30 days (Reg B §1002.9(a)(1)(i)). */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH } from '@heloc/core';

export function NoticePending({
  lenderName,
  supportEmail,
}: {
  readonly lenderName: string;
  readonly supportEmail: string;
}) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        We’re unable to offer you a line of credit right now
      </Title>
      <Text>
        Thank you for applying with {lenderName}. After reviewing your application, we cannot approve a home equity line
        of credit at this time.
      </Text>
      <Text>
        Within 30 days you will receive a notice by email explaining the main reasons for this decision and how to get a
        free copy of your credit report.
      </Text>
      <Text>
        Questions? Email <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
      </Text>
      <Anchor href={DASHBOARD_PATH}>Back to your dashboard</Anchor>
    </Stack>
  );
}
