/**
 * merchant/lien-attestation (the fallback machine's lienAttestation): the same attestation as the
 * liens screen — one form component, two screens — asked when the server's state had no row.
 */
import { Stack, Text, Title } from '@mantine/core';
import { LIEN_ATTESTATION_TEXT, type LienAttestationBody, type LienFacts } from '@heloc/core';
import { LienAttestationForm } from '../../../components/lien-attestation-form/lien-attestation-form';

export interface MerchantLienAttestationProps {
  readonly facts: LienFacts;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (body: LienAttestationBody) => void;
}

export function MerchantLienAttestation({ facts, submitting, error, onSubmit }: MerchantLienAttestationProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {LIEN_ATTESTATION_TEXT.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {LIEN_ATTESTATION_TEXT.intro}
        </Text>
      </div>
      <LienAttestationForm facts={facts} submitting={submitting} error={error} onSubmit={onSubmit} />
    </Stack>
  );
}
