/**
 * heloc-signer/sign: the additional signer consents to sign electronically (E-SIGN Act, 15 U.S.C.
 * §7001(c)) and adopts a typed signature; afterwards, what happens next. A typed signature only for
 * now: the drawn pad (components/signature-pad) is being built for signing/sign and joins at merge.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Alert, Button, Card, Checkbox, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatCurrency, formatStageTime, SIGNER_ESIGN_CONSENT_TEXT, signerSignFormSchema, type CoDeedStatusEntry, type SignerSignForm } from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';

export interface SignerSignProps {
  readonly application: CoDeedStatusEntry;
  readonly submitting?: boolean;
  readonly error?: string | null;
  /** Set once signed: the "You're done" page shows. */
  readonly signedAt?: string | null;
  readonly onSubmit: (values: SignerSignForm) => void;
  readonly timeZone?: string;
}

const SCRIPT_FONT = '"Brush Script MT", "Segoe Script", "Apple Chancery", cursive';

export function SignerSign({ application: a, submitting, error, signedAt, onSubmit, timeZone }: SignerSignProps) {
  const form = useForm<SignerSignForm>({ mode: 'controlled', initialValues: { esignConsent: false, signatureName: '' }, validate: schemaResolver(signerSignFormSchema, { sync: true }), validateInputOnBlur: true });
  const borrower = a.borrowerName ?? 'The borrower';
  if (signedAt) {
    return (
      <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
        <Title order={1} size="h2">You’re done</Title>
        <Alert color="green" variant="light" role="status" title="Your signature is recorded">
          {`You signed the deed of trust for ${a.propertyAddress ?? 'the home'} on ${formatStageTime(signedAt, timeZone)}.`}
        </Alert>
        <Stack gap="xs" component="section" aria-labelledby="next-heading">
          <Title order={2} size="h4" id="next-heading">What happens next</Title>
          <List spacing="xs">
            <List.Item>{`${borrower} can see that you signed. Once everyone on the title has signed, the application moves on to the notary appointment.`}</List.Item>
            <List.Item>You will receive your notice of right to cancel. You may cancel within three business days, as the notice explains.</List.Item>
            <List.Item>We will email you if anything else is needed from you.</List.Item>
          </List>
        </Stack>
      </Stack>
    );
  }
  if (!a.canSign) {
    return (
      <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
        <Title order={1} size="h2">Sign the deed of trust</Title>
        <Alert color="gray" variant="light" title="Not ready for your signature yet">
          {`${borrower} is still completing the application. We will email you when it is ready for your signature.`}
        </Alert>
      </Stack>
    );
  }
  const name = form.values.signatureName.trim();
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">Sign the deed of trust</Title>
        <Text mt={4}>{`For ${borrower}’s home equity line of credit${a.creditLimit !== null ? ` of up to ${formatCurrency(a.creditLimit)}` : ''}, secured by ${a.propertyAddress ?? 'the home'}.`}</Text>
      </div>
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack gap="md">
          <Checkbox label={SIGNER_ESIGN_CONSENT_TEXT} {...form.getInputProps('esignConsent', { type: 'checkbox' })} />
          <TextInput label="Type your full name" description="This is your signature." autoComplete="name" required {...form.getInputProps('signatureName')} />
          <Card withBorder padding="md" aria-label="Your signature">
            <Text size="sm" c="dimmed">Your signature</Text>
            <Text size="xl" style={{ fontFamily: SCRIPT_FONT, fontStyle: 'italic', fontSize: '2rem', minHeight: '3rem', overflowWrap: 'anywhere' }}>{name || '\u00a0'}</Text>
          </Card>
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Sign
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
