/**
 * insurance/requirements: which policies the home needs before funding and why (the rules and
 * their sections are the core's insurance.ts), the mortgagee clause to give the insurer, and where
 * the review of each declarations page stands.
 */
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  COPY_TOOLTIP_MS,
  FLOOD_HAZARD_NOTICE,
  INSURANCE_REQUIREMENTS,
  INSURANCE_REVIEW_LABELS,
  proofsToUpload,
  type InsuranceReviewStatus,
  type InsuranceStatus,
  type MortgageeClause,
} from '@heloc/core';
import { Link } from 'react-router';

export interface InsuranceRequirementsProps {
  readonly status: InsuranceStatus;
  readonly clause: MortgageeClause;
  readonly uploadHref: string;
}

const BADGE_COLOR: Record<InsuranceReviewStatus, string> = {
  NOT_UPLOADED: 'gray',
  UNDER_REVIEW: 'blue',
  ACCEPTED: 'green',
  NEEDS_ATTENTION: 'red',
};

export function ReviewBadge({ status }: { readonly status: InsuranceReviewStatus }) {
  return (
    <Badge color={BADGE_COLOR[status]} variant="light" autoContrast>
      {INSURANCE_REVIEW_LABELS[status]}
    </Badge>
  );
}

export function InsuranceRequirements({ status, clause, uploadHref }: InsuranceRequirementsProps) {
  const toUpload = proofsToUpload(status);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Insurance for your home
        </Title>
        <Text mt={4} c="dimmed">
          Before we fund your line of credit, your home needs the insurance below, with us named on the policy.
        </Text>
      </div>
      {status.flood.status === 'ORDERED' ? (
        <Alert color="blue" title="Flood zone check under way">
          We ordered a flood zone determination for your home. If it is in a flood zone, flood insurance will be added
          here.
        </Alert>
      ) : null}
      {status.flood.specialFloodHazardArea ? (
        // 12 CFR §208.25(i): the notice of special flood hazards, given before closing.
        <Alert color="orange" title={`Your home is in flood zone ${status.flood.zone ?? ''}`}>
          {FLOOD_HAZARD_NOTICE}
        </Alert>
      ) : null}
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Required insurance">
        {status.proofs.map((proof) => {
          const rule = INSURANCE_REQUIREMENTS[proof.type];
          return (
            <Paper component="li" key={proof.type} withBorder p="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Title order={2} size="h4">
                  {rule.title}
                </Title>
                <ReviewBadge status={proof.status} />
              </Group>
              <Text mt="xs" fw={500}>
                {rule.coverage}
              </Text>
              <Text mt={4} size="sm" c="dimmed">
                {rule.why}
              </Text>
              {proof.status === 'NEEDS_ATTENTION' && proof.note ? (
                <Text mt="xs" c="red.9" size="sm">
                  Reviewer’s note: {proof.note}
                </Text>
              ) : null}
              {proof.fileNames.length ? (
                <Text mt="xs" size="sm">
                  Uploaded: {proof.fileNames.join(', ')}
                </Text>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
      {!status.uploadRequired ? (
        <Text>We confirm your homeowners policy with your insurer; there is nothing for you to upload.</Text>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4">
          Give your insurer this mortgagee clause
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Ask your insurance agent to add us to the policy as mortgagee, exactly as written:
        </Text>
        <Text
          component="pre"
          mt="sm"
          style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
          aria-label="Mortgagee clause"
        >
          {clause.text}
        </Text>
        <CopyButton value={clause.text} timeout={COPY_TOOLTIP_MS}>
          {({ copied, copy }) => (
            <Tooltip label="Copied!" opened={copied} withArrow>
              <Button variant="light" size="sm" mt="sm" onClick={copy}>
                {copied ? 'Copied' : 'Copy the mortgagee clause'}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Paper>
      {status.uploadRequired && toUpload.length > 0 ? (
        <Button component={Link} to={uploadHref} style={{ alignSelf: 'flex-start' }}>
          Upload your declarations {toUpload.length === 1 ? 'page' : 'pages'}
        </Button>
      ) : status.uploadRequired ? (
        <Anchor component={Link} to={uploadHref}>
          See your uploads
        </Anchor>
      ) : null}
    </Stack>
  );
}
