/** review-app/no-credit: no credit file even with the SSN; what the borrower can do next. */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH } from '@heloc/core';

export interface ReviewAppNoCreditProps {
  readonly supportPhone: string;
  readonly supportEmail: string;
}

export function ReviewAppNoCredit({ supportPhone, supportEmail }: ReviewAppNoCreditProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        We could not find enough credit history
      </Title>
      <Text>
        Even with your Social Security number, the credit bureau did not return a file we can use to make an offer.
      </Text>
      <List spacing="xs">
        <List.Item>
          If you recently moved or changed your name, the bureau may list you under earlier details.
        </List.Item>
        <List.Item>
          You can get your free credit reports at{' '}
          <Anchor href="https://www.annualcreditreport.com" target="_blank" rel="noopener noreferrer">
            annualcreditreport.com
          </Anchor>
          .
        </List.Item>
      </List>
      <Text>
        Our team can help: call <Anchor href={`tel:${supportPhone.replace(/\D/g, '')}`}>{supportPhone}</Anchor> or email{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
      </Text>
      <Anchor href={DASHBOARD_PATH}>Back to your dashboard</Anchor>
    </Stack>
  );
}
