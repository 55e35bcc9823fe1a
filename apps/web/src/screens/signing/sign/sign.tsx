/**
 * signing/sign: read and sign the closing documents. Each document is shown in the page (the real
 * PDF); none can be signed until it has been opened (the server refuses too, 409). The borrower
 * agrees to sign electronically (E-SIGN Act, 15 U.S.C. §7001(c): consent to electronic records,
 * given affirmatively, after the disclosures of §7001(c)(1)(B)), adopts a typed or drawn signature
 * and gives initials for the agreement's pages; then every document is signed at once.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  adoptedSignature,
  SIGN_UNOPENED_MESSAGE,
  signFormSchema,
  signingProgress,
  type ClosingDocumentKind,
  type Signature,
} from '@heloc/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer';
import { SignaturePadField, type SignatureMode } from '../../../components/signature-pad/signature-pad';

export interface SignDocument {
  readonly kind: ClosingDocumentKind;
  readonly title: string;
  readonly regulation: string;
  readonly opened: boolean;
}

export interface SigningSignProps {
  readonly documents: readonly SignDocument[];
  /** Whether the note is ready and the offer accepted (core canSignNote); otherwise the screen says to accept first. */
  readonly canSign: boolean;
  readonly activeKind: ClosingDocumentKind | null;
  readonly pdf: { readonly data: Uint8Array | null; readonly error: string | null };
  readonly onOpenDocument: (kind: ClosingDocumentKind) => void;
  readonly onDownload: () => void;
  readonly initialName: string;
  /** The name as typed, for the draft (never the drawing, never the initials' use as a credential). */
  readonly onNameChange?: (name: string) => void;
  readonly introHref: string;
  readonly supportHref: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSign: (values: { signature: Signature; initials: string }) => void;
  /** "Why We Need Your Location", asked before signing (components/location-notice). */
  readonly locationNotice?: ReactNode;
}

/** The consent's text (E-SIGN §7001(c)(1)): what is agreed to, that paper can be asked for, and that consent can be withdrawn. */
export const ESIGN_CONSENT_TEXT =
  'I agree to sign these documents electronically and to receive them as electronic records. My electronic signature has the same effect as my handwritten one. I can ask for paper copies at no charge and withdraw this consent by contacting you; I can open and keep PDF files on this device.';

export function SigningSign({
  documents,
  canSign,
  activeKind,
  pdf,
  onOpenDocument,
  onDownload,
  initialName,
  onNameChange,
  introHref,
  supportHref,
  submitting,
  error,
  onSign,
  locationNotice,
}: SigningSignProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { esignConsent: false as boolean, name: initialName, initials: '' },
    validate: schemaResolver(signFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [mode, setMode] = useState<SignatureMode>('typed');
  const [image, setImage] = useState<string | null>(null);
  const [drawingError, setDrawingError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const opened = documents.filter((d) => d.opened).map((d) => d.kind);
  const progress = signingProgress({
    opened,
    esignConsent: form.values.esignConsent,
    hasSignature: form.values.name.trim() !== '' && (mode === 'typed' || image !== null),
    hasInitials: form.values.initials.trim() !== '',
  });
  const active = documents.find((d) => d.kind === activeKind);

  if (!canSign) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Sign your documents
        </Title>
        <Alert color="yellow" title="Your documents are not ready to sign">
          Accept your final offer first; we then prepare your documents.
        </Alert>
        <Button component={Link} to={introHref} style={{ alignSelf: 'flex-start' }}>
          Review your final offer
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(
    (values) => {
      setTried(true);
      const adopted = adoptedSignature({ mode, name: values.name, image });
      setDrawingError(adopted.ok ? null : adopted.message);
      if (!progress.ready || !adopted.ok) return;
      onSign({ signature: adopted.signature, initials: values.initials.trim() });
    },
    () => setTried(true),
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Sign your documents
        </Title>
        <Text c="dimmed" mt={4}>
          Open and read each document, then sign them all at once below.
        </Text>
      </div>
      {locationNotice}

      <Stack gap="xs">
        <Title order={2} size="h4">
          1. Read your documents
        </Title>
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Documents to sign"
        >
          {documents.map((d) => (
            <li key={d.kind}>
              <Paper
                withBorder
                p="sm"
                radius="sm"
                bg={d.kind === activeKind ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div>
                    <UnstyledButton
                      onClick={() => onOpenDocument(d.kind)}
                      aria-current={d.kind === activeKind ? 'true' : undefined}
                    >
                      <Text fw={600} c="var(--mantine-primary-color-filled)" td="underline">
                        {d.title}
                      </Text>
                    </UnstyledButton>
                    <Text size="xs" c="dimmed">
                      {d.regulation}
                    </Text>
                  </div>
                  <Badge color={d.opened ? 'teal.9' : 'gray.8'} variant="filled" style={{ flexShrink: 0 }}>
                    {d.opened ? 'Opened' : 'Not opened yet'}
                  </Badge>
                </Group>
              </Paper>
            </li>
          ))}
        </Stack>
        {active ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {active.title}
            </Title>
            <PdfViewer
              data={pdf.data}
              error={pdf.error}
              title={active.title}
              fileName={`${active.kind.toLowerCase()}.pdf`}
              onDownload={onDownload}
            />
          </Stack>
        ) : (
          <Text size="sm">Choose a document to open it here.</Text>
        )}
      </Stack>

      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            2. Agree and sign
          </Title>
          <Checkbox label={ESIGN_CONSENT_TEXT} {...form.getInputProps('esignConsent', { type: 'checkbox' })} />
          <SignaturePadField
            value={{ mode, name: form.values.name, image }}
            onChange={(next) => {
              setMode(next.mode);
              setImage(next.image);
              if (next.image) setDrawingError(null);
              if (next.name !== form.values.name) {
                form.setFieldValue('name', next.name);
                onNameChange?.(next.name);
              }
            }}
            onNameBlur={() => form.validateField('name')}
            nameError={form.errors.name as string | undefined}
            drawingError={drawingError}
          />
          <TextInput
            label="Your initials"
            description="They are placed on each page of the line of credit agreement."
            autoComplete="off"
            required
            maw={200}
            {...form.getInputProps('initials')}
          />
          {tried && !progress.ready && (
            <Alert
              color="yellow"
              title={progress.unopened.length > 0 ? SIGN_UNOPENED_MESSAGE : 'Before you sign'}
              role="alert"
            >
              <List size="sm">
                {progress.remaining.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <FormError message={error} />
          <Group>
            <Button type="submit" loading={submitting}>
              Sign documents
            </Button>
            <Anchor component={Link} to={supportHref} size="sm">
              Problems signing?
            </Anchor>
          </Group>
          {!progress.ready && (
            <Text size="sm" c="dimmed">
              Left to do: {progress.remaining.length} {progress.remaining.length === 1 ? 'step' : 'steps'}.
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
