/**
 * conditions/upload-document: the documents one condition asks for (paystubs, a statement, a deed …).
 * The same pre-checks as the income uploads (checkFile through useChosenFiles); nothing is sent
 * until every file can be, and a failed request keeps every file chosen.
 */
import '@mantine/core/styles/Progress.css';
import { Button, Progress, Stack, Text, Title } from '@mantine/core';
import { formatFileSize, selectionProblem, type ConditionCard } from '@heloc/core';
import { useState } from 'react';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { useChosenFiles } from '../../../components/file-upload/use-chosen-files';
import { FormError } from '../../../components/form-error/form-error';
import { BackToConditions, ConditionNotFound } from '../../../components/conditions-notice/conditions-notice';

export interface UploadDocumentViewProps {
  /** The owed condition, or null when the link names none of the borrower's open ones. */
  readonly card: ConditionCard | null;
  readonly dashboardHref: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (files: File[]) => void;
}

export function UploadDocumentView({ card, dashboardHref, submitting, error, onSubmit }: UploadDocumentViewProps) {
  const { chosen, add, remove, replace } = useChosenFiles();
  const [attempted, setAttempted] = useState(false);
  const required = Math.max(1, card?.documentsRequired ?? 1);
  const problem = selectionProblem(chosen, required);
  const total = chosen.reduce((sum, c) => sum + c.file.size, 0);
  const back = <BackToConditions href={dashboardHref} />;

  if (!card) return <ConditionNotFound dashboardHref={dashboardHref} />;
  const label = card.action?.label ?? 'Upload Document';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {card.title}
        </Title>
        <Text mt={4}>{card.text}</Text>
        {card.accountMask ? (
          <Text mt={4} fw={500}>
            Account ending in {card.accountMask}
          </Text>
        ) : null}
        <Text c="dimmed" mt={4}>
          {required > 1 ? `Upload ${required} documents: PDF, JPG or PNG.` : 'Upload a PDF, JPG or PNG file.'}
        </Text>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (problem === null) onSubmit(chosen.map((c) => c.file));
        }}
      >
        <Stack gap="md">
          <FileUpload
            label="Your documents"
            chosen={chosen}
            onAdd={add}
            onRemove={remove}
            onReplace={replace}
            disabled={submitting}
          />
          {attempted && problem && !submitting ? (
            <Text c="red.9" fw={500} role="alert">
              {problem}
            </Text>
          ) : null}
          {submitting ? (
            <div>
              <Progress value={100} striped animated aria-label="Uploading" />
              <Text size="sm" mt={4} role="status">
                Uploading {chosen.length} {chosen.length === 1 ? 'file' : 'files'} ({formatFileSize(total)})…
              </Text>
            </div>
          ) : null}
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            {label}
          </Button>
          {back}
        </Stack>
      </form>
    </Stack>
  );
}
