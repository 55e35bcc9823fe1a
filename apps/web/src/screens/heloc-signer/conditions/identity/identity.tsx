/**
 * heloc-signer/conditions/identity: an ID condition opened for the signer (ID_VERIFICATION_FAILURE,
 * IDENTITY_DOCUMENT_FRAUD_REVIEW) is cleared by sending the ID again, with the same capture as
 * everywhere (components/id-capture).
 */
import { Stack, Text, Title } from '@mantine/core';
import { conditionText, type Condition, type IdFrontType, type IdKind, type UploadProblem } from '@heloc/core';
import { IdCapture } from '../../../../components/id-capture/id-capture';

export interface SignerConditionIdentityProps {
  readonly condition: Condition;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (upload: { type: IdFrontType; files: File[] }) => void;
  readonly checkFile?: (file: File) => Promise<UploadProblem | null>;
  readonly initialKind?: IdKind;
}

export function SignerConditionIdentity({
  condition,
  submitting,
  error,
  onSubmit,
  checkFile,
  initialKind,
}: SignerConditionIdentityProps) {
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">
          Verify your identity again
        </Title>
        <Text mt={4}>
          {conditionText(condition) ||
            'We could not verify the ID you sent. Please send a clear photo or scan of a current, government-issued ID.'}
        </Text>
      </div>
      <IdCapture
        submitting={submitting}
        error={error}
        onSubmit={onSubmit}
        checkFile={checkFile}
        initialKind={initialKind}
        submitLabel="Send my ID"
      />
    </Stack>
  );
}
