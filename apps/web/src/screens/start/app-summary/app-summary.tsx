/**
 * start/app-summary: review, the HELOC disclosures, E-SIGN consent and credit authorisation, then submit.
 * The program disclosures and the CFPB booklet are given here, before submission, and the server
 * records when (Reg Z §1026.40(b), (d), (e)); the E-SIGN consent starts by opening a sample PDF and
 * typing back the code printed in it (15 U.S.C. §7001(c)(1)(C)(ii)). Decision 091.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  esignDemonstrationSchema,
  ESIGN_CODE_LENGTH,
  formatCurrency,
  formatPercent,
  formatPhone,
  submissionConsentSchema,
  SUBMIT_ESIGN_NOT_SHOWN_MESSAGE,
} from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';
import { PdfPreviewModal } from '../../../components/pdf-preview-modal/pdf-preview-modal';

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

/** The documents of this screen: the program disclosures (generated) and the E-SIGN sample. */
export type SummaryDocument = 'program' | 'sample';

/** The program disclosures and the booklet, as the server recorded giving them. */
export interface GivenDisclosures {
  /** "Given to you 11/23/2026, 10:05 AM PST"; null while the server records it. */
  readonly given: string | null;
  readonly bookletUrl: string;
  readonly error?: string | null;
}

/** The E-SIGN demonstration: the sample's code typed back. */
export interface EsignCheck {
  /** "You showed you can open PDF documents 11/23/2026, 10:07 AM PST"; null until then. */
  readonly demonstrated: string | null;
  readonly checking?: boolean;
  readonly error?: string | null;
}

export interface SummaryPreview {
  readonly document: SummaryDocument;
  readonly title: string;
  readonly data: Uint8Array | null;
  readonly error?: string | null;
}

export interface StartAppSummaryProps {
  readonly view: AppSummaryView;
  readonly disclosures: GivenDisclosures;
  readonly esign: EsignCheck;
  readonly preview?: SummaryPreview | null;
  readonly onView: (document: SummaryDocument) => void;
  readonly onDownload: (document: SummaryDocument) => void;
  readonly onClosePreview: () => void;
  readonly onCode: (code: string) => void;
  /** The summary disclosure is still being prepared (GEN_SUMMARY_DISCLOSURE). */
  readonly preparing: boolean;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: () => void;
}

// The same consents the server requires, with the same messages (core).
const schema = submissionConsentSchema;

function EsignDemonstration({
  esign,
  onView,
  onDownload,
  onCode,
}: Pick<StartAppSummaryProps, 'esign' | 'onView' | 'onDownload' | 'onCode'>) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(esignDemonstrationSchema, { sync: true }),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="esign-check">
      <Stack gap="xs">
        <Title order={2} size="h4" id="esign-check">
          Can you open our documents?
        </Title>
        <Text size="sm">
          We will send your disclosures and documents as PDF files. Before you agree to receive them electronically,
          open this sample and type the 6-digit code printed in it.
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => onView('sample')}>
            Open the sample PDF
          </Button>
          <Button size="xs" variant="default" onClick={() => onDownload('sample')}>
            Download the sample<VisuallyHidden> PDF</VisuallyHidden>
          </Button>
        </Group>
        {esign.demonstrated ? (
          <Text size="sm" fw={600} role="status">
            ✓ {esign.demonstrated}
          </Text>
        ) : (
          <form noValidate onSubmit={form.onSubmit(({ code }) => onCode(code.trim()))}>
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Code printed in the sample"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={ESIGN_CODE_LENGTH}
                w={200}
                {...form.getInputProps('code')}
              />
              <Button type="submit" variant="default" loading={esign.checking}>
                Check the code
              </Button>
            </Group>
            <FormError message={esign.error} />
          </form>
        )}
      </Stack>
    </Paper>
  );
}

export function StartAppSummary({
  view,
  disclosures,
  esign,
  preview,
  onView,
  onDownload,
  onClosePreview,
  onCode,
  preparing,
  submitting,
  error,
  onSubmit,
}: StartAppSummaryProps) {
  const [notShown, setNotShown] = useState(false);
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
      <Paper withBorder p="md" component="section" aria-labelledby="heloc-disclosures">
        <Title order={2} size="h4" mb="xs" id="heloc-disclosures">
          HELOC disclosures
        </Title>
        <Text size="sm" mb="xs">
          Read these before you submit. They are yours to keep, and they stay in your documents.
        </Text>
        <List type="ordered" spacing="xs" size="sm">
          {view.disclosures.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={() => onView('program')} disabled={!disclosures.given}>
            View the program disclosures
          </Button>
          <Button size="xs" variant="default" onClick={() => onDownload('program')} disabled={!disclosures.given}>
            Download PDF<VisuallyHidden> of the program disclosures</VisuallyHidden>
          </Button>
          <Anchor href={disclosures.bookletUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Read the CFPB booklet “What you should know about home equity lines of credit”
            <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {disclosures.given ?? 'Recording that we gave you these disclosures…'}
        </Text>
        <FormError message={disclosures.error} />
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
        <Stack gap="lg">
          <EsignDemonstration esign={esign} onView={onView} onDownload={onDownload} onCode={onCode} />
          <form
            noValidate
            onSubmit={form.onSubmit(() => {
              // The server refuses it too (409); said here first, beside the button.
              setNotShown(!esign.demonstrated);
              if (esign.demonstrated) onSubmit();
            })}
          >
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
              <FormError message={notShown && !esign.demonstrated ? SUBMIT_ESIGN_NOT_SHOWN_MESSAGE : error} />
              <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
                Submit my application
              </Button>
            </Stack>
          </form>
        </Stack>
      )}
      {preview && (
        <PdfPreviewModal
          title={preview.title}
          data={preview.data}
          error={preview.error}
          fileName={`${preview.document}.pdf`}
          onDownload={() => onDownload(preview.document)}
          onClose={onClosePreview}
        />
      )}
    </Stack>
  );
}
