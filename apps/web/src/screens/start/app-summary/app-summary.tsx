/** start/app-summary: review, the HELOC disclosures, E-SIGN consent and credit authorisation, then submit. */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatCurrency, formatPercent, formatPhone, submissionConsentSchema } from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';

export interface AppSummaryView {
  readonly name: string;
  readonly address: string;
  readonly email: string;
  readonly phone: string;
  readonly annualIncome: number;
  readonly lineAmount: number;
  readonly initialDraw: number;
  readonly aprPercent: number;
  readonly termYears: number;
  readonly disclosures: readonly string[];
  readonly companyName: string;
}

export interface StartAppSummaryProps {
  readonly view: AppSummaryView;
  /** The summary disclosure is still being prepared (GEN_SUMMARY_DISCLOSURE). */
  readonly preparing: boolean;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: () => void;
}

// The same consents the server requires, with the same messages (core).
const schema = submissionConsentSchema;

export function StartAppSummary({ view, preparing, submitting, error, onSubmit }: StartAppSummaryProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { esignConsent: false, disclosuresAcknowledged: false, hardCreditConsent: false },
    validate: schemaResolver(schema, { sync: true }),
  });
  const row = (label: string, value: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Review and submit your application
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {row('Applicant', view.name)}
          {row('Property', view.address)}
          {row('Email', view.email)}
          {row('Phone', formatPhone(view.phone))}
          {row('Annual income', formatCurrency(view.annualIncome))}
          {row('Credit line', formatCurrency(view.lineAmount))}
          {row('Initial draw', formatCurrency(view.initialDraw))}
          {row('APR and term', `${formatPercent(view.aprPercent, 2)} · ${view.termYears} years`)}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          HELOC disclosures
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          {view.disclosures.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
          <List.Item>
            Read the CFPB booklet{' '}
            <Anchor href="https://www.consumerfinance.gov/owning-a-home/" target="_blank" rel="noopener noreferrer">
              “What you should know about home equity lines of credit”
            </Anchor>
            .
          </List.Item>
        </List>
      </Paper>
      {preparing ? (
        <Alert
          variant="light"
          title="Preparing your application summary"
          icon={<Loader size="xs" aria-hidden="true" />}
        >
          <Text role="status">Your disclosures are being prepared. This takes a few seconds.</Text>
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(() => onSubmit())}>
          <Stack gap="sm">
            <Divider />
            <Checkbox
              label={`I agree to receive disclosures and documents from ${view.companyName} electronically (E-SIGN consent).`}
              {...form.getInputProps('esignConsent', { type: 'checkbox' })}
            />
            <Checkbox
              label="I have read the HELOC disclosures above."
              {...form.getInputProps('disclosuresAcknowledged', { type: 'checkbox' })}
            />
            <Checkbox
              label="I authorise a hard credit check to verify my application."
              {...form.getInputProps('hardCreditConsent', { type: 'checkbox' })}
            />
            <FormError message={error} />
            <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              Submit my application
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
