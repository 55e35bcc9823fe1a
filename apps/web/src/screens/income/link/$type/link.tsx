/**
 * income/link/{type}: before the borrower leaves for the provider — who it is, what will be shared
 * and why, what they need at hand — with consent given by continuing.
 */
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { IncomeLinkView } from '@heloc/core';
import { FormError } from '../../../../components/form-error/form-error';

export interface IncomeLinkProps {
  readonly view: IncomeLinkView;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onContinue: () => void;
  readonly onChooseAnother: () => void;
}

export function IncomeLink({ view, submitting, error, onContinue, onChooseAnother }: IncomeLinkProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Verify your income with {view.providerName}
        </Title>
        <Text c="dimmed" mt={4}>
          {view.sourceLabel}
        </Text>
      </div>
      <Text>
        You will sign in on {view.providerName}’s secure page. {view.providerName} sends us your income details
        directly, so you do not need to find or upload documents.
      </Text>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            What will be shared
          </Title>
          <List spacing={4}>
            {view.shares.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
          <Title order={2} size="h4" mt="sm">
            What you need
          </Title>
          <Text>{view.needs}</Text>
        </Stack>
      </Paper>
      {/*
        Consent to share: the income data is obtained for a permissible purpose — the borrower's own
        credit application (FCRA, 15 U.S.C. 1681b(a)(3)(A)) — and the provider discloses the
        borrower's financial information to us at the borrower's direction (GLBA, 15 U.S.C. 6802(e)(2)).
        We never see or keep the sign-in details.
      */}
      <Text size="sm">
        By selecting “Continue to {view.providerName}”, you authorize {view.providerName} to share the information above
        with us, and us to use it only to verify your income for this application. We never see or store your sign-in
        details. You can choose another way to verify your income instead.
      </Text>
      <FormError message={error} />
      <Group gap="sm">
        <Button onClick={onContinue} loading={submitting}>
          Continue to {view.providerName}
        </Button>
        <Button variant="default" onClick={onChooseAnother}>
          Choose another way
        </Button>
      </Group>
    </Stack>
  );
}
