/**
 * heloc-signer/sign: the additional signer consents to sign electronically (E-SIGN Act, 15 U.S.C.
 * §7001(c)) and adopts a signature, typed or drawn, with the same pad as the borrower's signing/sign
 * (components/signature-pad): one component adopts every signature in the product, so the signer
 * gets the same choice, the same keyboard path (typing) and the same checks on a drawing.
 * Afterwards, what happens next and, where the property's closing path has each signer book one,
 * their own notary visit (heloc-signer/notary).
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Alert, Anchor, Button, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  adoptedSignature,
  formatCurrency,
  formatNotaryTime,
  formatStageTime,
  SIGNER_ESIGN_CONSENT_TEXT,
  signerSignFormSchema,
  type Signature,
  type SignerSignForm,
} from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';
import { SignaturePadField, type SignatureMode } from '../../../components/signature-pad/signature-pad';

export interface SignerSignProps {
  readonly application: CoDeedStatus;
  readonly submitting?: boolean;
  readonly error?: string | null;
  /** Set once signed: the "You're done" page shows. */
  readonly signedAt?: string | null;
  /** Called with the adopted signature once the consent is given and the signature is complete. */
  readonly onSubmit: (values: { signature: Signature }) => void;
  readonly timeZone?: string;
  /** "Why We Need Your Location", asked before signing (components/location-notice). */
  readonly locationNotice?: ReactNode;
  /**
   * The signer's own notary visit, where the property's path has them book one (core
   * `signerBooksVisit`; decision 089, amendment 4): the link to heloc-signer/notary and what is booked.
   */
  readonly notary?: { readonly href: string; readonly slot: string | null; readonly zone: string } | null;
}

export function SignerSign({
  application: a,
  submitting,
  error,
  signedAt,
  onSubmit,
  timeZone,
  locationNotice,
  notary,
}: SignerSignProps) {
  const form = useForm<SignerSignForm>({
    mode: 'controlled',
    initialValues: { esignConsent: false, signatureName: '' },
    validate: schemaResolver(signerSignFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  // Typed is the default: it is the keyboard path, and the one most people take.
  const [mode, setMode] = useState<SignatureMode>('typed');
  // The drawing stays in memory only: a replayable image of a signature is never stored.
  const [image, setImage] = useState<string | null>(null);
  const [drawingError, setDrawingError] = useState<string | null>(null);
  const borrower = a.borrowerName ?? 'The borrower';
  if (signedAt) {
    return (
      <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
        <Title order={1} size="h2">
          You’re done
        </Title>
        <Alert color="green" variant="light" role="status" title="Your signature is recorded">
          {`You signed the deed of trust for ${a.propertyAddress ?? 'the home'} on ${formatStageTime(signedAt, timeZone)}.`}
        </Alert>
        {notary && (
          <Paper withBorder p="md" component="section" aria-labelledby="signer-notary-heading">
            <Stack gap="xs">
              <Title order={2} size="h4" id="signer-notary-heading">
                Your notary visit
              </Title>
              <Text>
                {notary.slot
                  ? `Booked for ${formatNotaryTime(notary.slot, notary.zone)}.`
                  : 'A notary must also witness your signature on the deed. Book your own visit: you need not come with the borrower.'}
              </Text>
              <Anchor component={Link} to={notary.href}>
                {notary.slot ? 'See or change your notary visit' : 'Book your notary visit'}
              </Anchor>
            </Stack>
          </Paper>
        )}
        <Stack gap="xs" component="section" aria-labelledby="next-heading">
          <Title order={2} size="h4" id="next-heading">
            What happens next
          </Title>
          <List spacing="xs">
            <List.Item>{`${borrower} can see that you signed. Once everyone on the title has signed, the application moves on to the notary appointment.`}</List.Item>
            <List.Item>
              You will receive your notice of right to cancel. You may cancel within three business days, as the notice
              explains.
            </List.Item>
            <List.Item>We will email you if anything else is needed from you.</List.Item>
          </List>
        </Stack>
      </Stack>
    );
  }
  if (!a.canSign) {
    return (
      <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
        <Title order={1} size="h2">
          Sign the deed of trust
        </Title>
        <Alert color="gray" variant="light" title="Not ready for your signature yet">
          {`${borrower} is still completing the application. We will email you when it is ready for your signature.`}
        </Alert>
      </Stack>
    );
  }
  // The drawing is checked whether or not the fields pass, so every problem shows at once.
  const checkDrawing = (name: string) => {
    const adopted = adoptedSignature({ mode, name, image });
    setDrawingError(adopted.ok || mode === 'typed' ? null : adopted.message);
    return adopted;
  };
  const submit = form.onSubmit(
    (values) => {
      const adopted = checkDrawing(values.signatureName);
      if (adopted.ok) onSubmit({ signature: adopted.signature });
    },
    () => checkDrawing(form.values.signatureName),
  );
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">
          Sign the deed of trust
        </Title>
        <Text
          mt={4}
        >{`For ${borrower}’s home equity line of credit${a.creditLimit !== null ? ` of up to ${formatCurrency(a.creditLimit)}` : ''}, secured by ${a.propertyAddress ?? 'the home'}.`}</Text>
      </div>
      {locationNotice}
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Checkbox label={SIGNER_ESIGN_CONSENT_TEXT} {...form.getInputProps('esignConsent', { type: 'checkbox' })} />
          <SignaturePadField
            value={{ mode, name: form.values.signatureName, image }}
            onChange={(next) => {
              setMode(next.mode);
              setImage(next.image);
              if (next.image || next.mode === 'typed') setDrawingError(null);
              if (next.name !== form.values.signatureName) form.setFieldValue('signatureName', next.name);
            }}
            onNameBlur={() => form.validateField('signatureName')}
            nameError={form.errors.signatureName as string | undefined}
            drawingError={drawingError}
          />
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Sign
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
