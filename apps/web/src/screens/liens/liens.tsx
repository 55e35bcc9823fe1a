/**
 * liens: the liens the title search found, confirmed or corrected, the loans it missed, and the
 * recent inquiries when inquiryAttestNeeded. The leave-survey is armed here by the journey root
 * (the core's LEAVE_SURVEY_SCREENS lists liens: people often stop on this screen).
 */
import { Stack, Text, Title } from '@mantine/core';
import { LIEN_ATTESTATION_TEXT, type LienAttestationBody, type LienFacts } from '@heloc/core';
import { LienAttestationForm } from '../../components/lien-attestation-form/lien-attestation-form';

export interface LiensProps {
  readonly facts: LienFacts;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (body: LienAttestationBody) => void;
}

export function Liens({ facts, submitting, error, onSubmit }: LiensProps) {
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
