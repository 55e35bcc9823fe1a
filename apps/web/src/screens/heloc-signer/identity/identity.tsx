/**
 * heloc-signer/identity: the additional signer shows a government-issued ID, with the same capture
 * as the borrower (components/id-capture). The lender identifies every person whose signature
 * secures the line (customer identification program, 31 CFR 1020.220); the borrower sees "ID
 * uploaded" on signing/additional once it is in.
 */
import { Stack, Text, Title } from '@mantine/core';
import type { IdFrontType, IdKind, UploadProblem } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { IdCapture } from '../../../components/id-capture/id-capture';

export interface SignerIdentityProps {
  readonly application: Pick<CoDeedStatus, 'borrowerName'>;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (upload: { type: IdFrontType; files: File[] }) => void;
  readonly checkFile?: (file: File) => Promise<UploadProblem | null>;
  readonly initialKind?: IdKind;
  /** A condition asks for the ID again (heloc-signer/conditions/identity): its text. */
  readonly conditionText?: string | null;
}

export function SignerIdentity({
  application,
  submitting,
  error,
  onSubmit,
  checkFile,
  initialKind,
  conditionText,
}: SignerIdentityProps) {
  const borrower = application.borrowerName ?? 'the borrower';
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">
          Verify your identity
        </Title>
        <Text
          c="dimmed"
          mt={4}
        >{`Before you sign for ${borrower}’s line of credit, we confirm who you are, as for every owner who signs. Add a clear photo or scan of a current, government-issued ID.`}</Text>
        {conditionText ? <Text mt="xs">{conditionText}</Text> : null}
      </div>
      <IdCapture
        submitting={submitting}
        error={error}
        onSubmit={onSubmit}
        checkFile={checkFile}
        initialKind={initialKind}
      />
    </Stack>
  );
}
