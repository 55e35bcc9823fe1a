/**
 * insurance/upload (TRUST_AND_INSURANCE): the declarations page of each policy the home needs —
 * homeowners always, flood too in a special flood hazard area (the core's insurance.ts). One policy
 * is sent at a time; the application moves on only when every required one is in, so the screen
 * says which is still missing and where each review stands. Every file is checked when chosen; a
 * failed request keeps the files chosen.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  INSURANCE_REQUIREMENTS,
  insuranceMissingMessage,
  proofsToUpload,
  selectionProblem,
  type InsuranceProof,
  type InsuranceProofType,
  type InsuranceStatus,
} from '@heloc/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { useChosenFiles } from '../../../components/file-upload/use-chosen-files';
import { FormError } from '../../../components/form-error/form-error';
import { ReviewBadge } from '../requirements/requirements';

export interface InsuranceUploadProps {
  readonly status: InsuranceStatus;
  readonly requirementsHref: string;
  /** The policy being sent, if one is. */
  readonly submitting?: InsuranceProofType | null;
  /** The server's message when the last upload failed, and for which policy. */
  readonly error?: { readonly type: InsuranceProofType; readonly message: string } | null;
  readonly onSubmit: (type: InsuranceProofType, files: File[]) => void;
}

export function InsuranceUpload({
  status,
  requirementsHref,
  submitting = null,
  error = null,
  onSubmit,
}: InsuranceUploadProps) {
  const missing = proofsToUpload(status);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Upload proof of insurance
        </Title>
        <Text mt={4} c="dimmed">
          Upload the declarations page of each policy: the page from your insurer that lists the coverage, the policy
          period and the mortgagee.
        </Text>
      </div>
      {missing.length > 0 ? (
        <Alert color="blue" title={insuranceMissingMessage(missing)}>
          {status.proofs.length > 1
            ? 'We need every policy below before your line of credit can move on to funding.'
            : 'We need it before your line of credit can move on to funding.'}
        </Alert>
      ) : (
        <Alert color="green" title="Thank you — everything is in">
          We’re reviewing your insurance. Funding steps continue as soon as it is accepted.
        </Alert>
      )}
      {status.proofs.map((proof) => (
        <ProofCard
          key={proof.type}
          proof={proof}
          submitting={submitting}
          error={error?.type === proof.type ? error.message : null}
          onSubmit={onSubmit}
        />
      ))}
      <Anchor component={Link} to={requirementsHref} size="sm">
        What the policies must cover, and the mortgagee clause
      </Anchor>
    </Stack>
  );
}

function ProofCard({
  proof,
  submitting,
  error,
  onSubmit,
}: {
  proof: InsuranceProof;
  submitting: InsuranceProofType | null;
  error: string | null;
  onSubmit: InsuranceUploadProps['onSubmit'];
}) {
  const rule = INSURANCE_REQUIREMENTS[proof.type];
  const { chosen, add, remove, replace } = useChosenFiles();
  const [attempted, setAttempted] = useState(false);
  const problem = selectionProblem(chosen, 1, 3);
  const open = proof.status === 'NOT_UPLOADED' || proof.status === 'NEEDS_ATTENTION';
  const sending = submitting === proof.type;
  const titleId = `proof-${proof.type}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {rule.title}
        </Title>
        <ReviewBadge status={proof.status} />
      </Group>
      {proof.status === 'NEEDS_ATTENTION' && proof.note ? (
        <Text mt="xs" c="red.9" fw={500}>
          Reviewer’s note: {proof.note}
        </Text>
      ) : null}
      {proof.fileNames.length ? (
        <Text mt="xs" size="sm">
          {proof.status === 'NEEDS_ATTENTION' ? 'Sent back' : 'Uploaded'}: {proof.fileNames.join(', ')}
        </Text>
      ) : null}
      {open ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setAttempted(true);
            if (problem === null)
              onSubmit(
                proof.type,
                chosen.map((c) => c.file),
              );
          }}
        >
          <Stack gap="sm" mt="sm">
            <FileUpload
              label={rule.uploadLabel}
              chosen={chosen}
              onAdd={add}
              onRemove={remove}
              onReplace={replace}
              disabled={submitting !== null}
            />
            {attempted && problem && !sending ? (
              <Text c="red.9" fw={500} role="alert">
                {problem}
              </Text>
            ) : null}
            {sending ? (
              <div>
                <Progress value={100} striped animated aria-label="Uploading" />
                <Text size="sm" mt={4} role="status">
                  Uploading {rule.uploadLabel.toLowerCase()}…
                </Text>
              </div>
            ) : null}
            <FormError message={error} />
            {/* The label wraps on a phone rather than running out of the card. */}
            <Button
              type="submit"
              loading={sending}
              disabled={submitting !== null && !sending}
              h="auto"
              mih={36}
              py={6}
              maw="100%"
              style={{ alignSelf: 'flex-start' }}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              Upload {rule.title.toLowerCase()}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Paper>
  );
}
