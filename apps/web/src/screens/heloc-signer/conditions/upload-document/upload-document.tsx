/**
 * heloc-signer/conditions/upload-document: the signer sends the documents a condition asks for, with
 * the same choosing and pre-checks as every upload (components/file-upload, lib/check-file). The
 * number asked is the core's paystubsRequired (1 by default); more than one says 'Upload Documents'.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { conditionText, paystubsRequired, uploadLabel, type Condition } from '@heloc/core';
import { FileUpload, type ChosenFile } from '../../../../components/file-upload/file-upload';
import { FormError } from '../../../../components/form-error/form-error';

export interface SignerUploadDocumentProps {
  readonly condition: Condition;
  readonly chosen: readonly ChosenFile[];
  readonly onAdd: (files: File[]) => void;
  readonly onRemove: (id: string) => void;
  readonly onReplace: (id: string, file: File) => void;
  readonly onSubmit: (files: File[]) => void;
  readonly submitting?: boolean;
  readonly error?: string | null;
}

export function SignerUploadDocument({
  condition,
  chosen,
  onAdd,
  onRemove,
  onReplace,
  onSubmit,
  submitting,
  error,
}: SignerUploadDocumentProps) {
  const required = paystubsRequired(condition);
  const label = uploadLabel(required);
  const ready = chosen.filter((c) => !c.checking && c.problem === null);
  const canSend = ready.length >= required && ready.length === chosen.length;
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">
          {label}
        </Title>
        <Text mt={4}>{conditionText(condition) || 'The lender asked you for a document.'}</Text>
        {required > 1 ? <Text size="sm" c="dimmed" mt={4}>{`${required} documents are needed.`}</Text> : null}
      </div>
      <FileUpload
        label="Your documents"
        chosen={chosen}
        onAdd={onAdd}
        onRemove={onRemove}
        onReplace={onReplace}
        disabled={submitting}
      />
      {!canSend && chosen.length > 0 && ready.length < required ? (
        <Alert color="gray" variant="light">{`Add ${required - ready.length} more.`}</Alert>
      ) : null}
      <FormError message={error} />
      <Button
        onClick={() => onSubmit(ready.map((c) => c.file))}
        disabled={!canSend}
        loading={submitting}
        style={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
    </Stack>
  );
}
