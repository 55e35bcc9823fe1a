/**
 * income/upload/{type}: the documents that prove income (paystubs, tax returns). Every file is
 * checked the moment it is chosen; nothing is sent until all of them can be, and a failed request
 * keeps every file chosen.
 */
import '@mantine/core/styles/Progress.css';
import { Anchor, Button, Progress, Stack, Text, Title } from '@mantine/core';
import { formatFileSize, selectionProblem, type IncomeUpload } from '@heloc/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileUpload } from '../../../../components/file-upload/file-upload';
import { useChosenFiles } from '../../../../components/file-upload/use-chosen-files';
import { FormError } from '../../../../components/form-error/form-error';

export interface IncomeUploadViewProps {
  readonly upload: IncomeUpload;
  readonly reviewHref: string;
  readonly submitting?: boolean;
  /** The server's message when the upload failed. */
  readonly error?: string | null;
  readonly onSubmit: (files: File[]) => void;
}

const DROP_LABEL: Record<IncomeUpload['type'], string> = {
  MANUAL_PAYSTUB: 'Your paystubs',
  POINTSERV_TAX: 'Your tax returns',
};

export function IncomeUploadView({ upload, reviewHref, submitting, error, onSubmit }: IncomeUploadViewProps) {
  const { chosen, add, remove, replace } = useChosenFiles();
  // Shown only after a submit attempt, so choosing the first file is not met with a complaint.
  const [attempted, setAttempted] = useState(false);
  const problem = selectionProblem(chosen, upload.required);
  const total = chosen.reduce((sum, c) => sum + c.file.size, 0);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {upload.title}
        </Title>
        <Text mt={4} fw={500}>
          {upload.what}
        </Text>
        <Text c="dimmed" mt={4}>
          {upload.help}
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
            label={DROP_LABEL[upload.type]}
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
              {/* Indeterminate: ky's upload progress needs a streamed request body, which Chromium
                  sends only over HTTP/2 (decision 024). */}
              <Progress value={100} striped animated aria-label="Uploading" />
              <Text size="sm" mt={4} role="status">
                Uploading {chosen.length} {chosen.length === 1 ? 'file' : 'files'} ({formatFileSize(total)})…
              </Text>
            </div>
          ) : null}
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Upload and continue
          </Button>
          <Anchor component={Link} to={reviewHref} size="sm">
            Choose another way to verify your income
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
