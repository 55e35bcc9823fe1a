/**
 * signing/additional (CO_DEED_REQ, or from signing/intro before signing): the borrower invites each
 * person on the property's title and follows each one — invited, account created, ID uploaded,
 * signed — resending or correcting an invitation when needed.
 *
 * Why everyone on title: Regulation Z §1026.15(a)(1) gives each consumer whose ownership interest is
 * subject to the security interest the right to rescind, and §1026.15(b) a notice of it each; the
 * deed of trust needs every owner's signature to encumber the whole property.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  formatStageTime,
  inviteSignerSchema,
  SIGNER_RESEND_LIMIT,
  signerProgress,
  type InviteSignerBody,
  type SignerEntry,
} from '@heloc/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';

/** What happened after the last resend or correction of one signer. */
export interface SignerNotice {
  readonly kind: 'success' | 'error';
  readonly message: string;
}

export interface SigningAdditionalProps {
  /** The people invited so far; null while the list loads. */
  readonly signers: readonly SignerEntry[] | null;
  readonly loadError?: string | null;
  /** True in CO_DEED_REQ: the borrower has signed and the application waits for these signers. */
  readonly waiting: boolean;
  /** Back to signing/intro when the borrower came here before signing. */
  readonly backHref?: string | null;
  readonly inviting?: boolean;
  readonly inviteError?: string | null;
  /** The email just invited (a confirmation shows). */
  readonly invitedEmail?: string | null;
  readonly onInvite: (values: InviteSignerBody) => Promise<boolean> | boolean;
  /** The signer whose resend or correction is being sent. */
  readonly busy?: string | null;
  readonly notices?: Readonly<Record<string, SignerNotice>>;
  readonly onResend: (signerUuid: string) => void;
  readonly onCorrect: (signerUuid: string, values: InviteSignerBody) => Promise<boolean> | boolean;
  /** For stories and tests: the zone times are shown in (the browser's by default). */
  readonly timeZone?: string;
}

const blank: InviteSignerBody = { firstName: '', lastName: '', email: '' };

function SignerForm({
  initial,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial: InviteSignerBody;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (v: InviteSignerBody) => Promise<boolean> | boolean;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: initial,
    validate: schemaResolver(inviteSignerSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        // The typed values stay unless the request succeeded (a failure keeps what was typed).
        if ((await onSubmit(values)) === true && !onCancel) form.setValues(blank);
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            id={`${idPrefix}-first`}
            label="First name"
            autoComplete="off"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            id={`${idPrefix}-last`}
            label="Last name"
            autoComplete="off"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          id={`${idPrefix}-email`}
          type="email"
          label="Email"
          description="Their own email: the invitation and their documents go there."
          autoComplete="off"
          required
          {...form.getInputProps('email')}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function SignerCard({
  signer,
  busy,
  notice,
  timeZone,
  onResend,
  onCorrect,
}: {
  signer: SignerEntry;
  busy: boolean;
  notice?: SignerNotice;
  timeZone?: string;
  onResend: () => void;
  onCorrect: (v: InviteSignerBody) => Promise<boolean> | boolean;
}) {
  const [correcting, setCorrecting] = useState(false);
  const progress = signerProgress(signer);
  const name = `${signer.firstName} ${signer.lastName}`.trim();
  const headingId = `signer-${signer.uuid}`;
  const signed = signer.signedAt !== null;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600} id={headingId}>
              {name}
            </Text>
            <Text
              size="sm"
              c="dimmed"
              style={{ overflowWrap: 'anywhere' }}
            >{`Invitation sent to ${signer.email}`}</Text>
          </div>
          <Badge color={signed ? 'green' : 'orange'} variant="light">
            {signed ? 'Signed' : 'Waiting for signature'}
          </Badge>
        </Group>
        <Progress
          value={(progress.done / progress.stages.length) * 100}
          color={signed ? 'green' : 'blue'}
          aria-label={`${name}: ${progress.done} of ${progress.stages.length} steps done`}
        />
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${name}’s progress`}>
          {progress.stages.map((s) => (
            <Group component="li" key={s.stage} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" fw={500}>
                <span aria-hidden="true">{s.at ? '✓ ' : '○ '}</span>
                {s.label}
              </Text>
              <Text size="sm" c={s.at ? undefined : 'dimmed'}>
                {s.at ? formatStageTime(s.at, timeZone) : 'Not yet'}
              </Text>
            </Group>
          ))}
        </Stack>
        {signer.lastSentAt !== signer.invitedAt && !signed && (
          <Text size="xs" c="dimmed">
            Last sent {formatStageTime(signer.lastSentAt, timeZone)}
          </Text>
        )}
        {notice && (
          <Alert
            color={notice.kind === 'error' ? 'red' : 'green'}
            variant="light"
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.message}
          </Alert>
        )}
        {correcting ? (
          <SignerForm
            idPrefix={`correct-${signer.uuid}`}
            initial={{ firstName: signer.firstName, lastName: signer.lastName, email: signer.email }}
            submitLabel="Save and send a new invitation"
            submitting={busy}
            onCancel={() => setCorrecting(false)}
            onSubmit={async (v) => {
              const ok = await onCorrect(v);
              if (ok === true) setCorrecting(false);
              return ok;
            }}
          />
        ) : (
          (progress.canResend || progress.canCorrect) && (
            <Group gap="xs">
              {progress.canResend && (
                <Button
                  variant="light"
                  size="sm"
                  loading={busy}
                  onClick={onResend}
                  aria-label={`${signer.accountCreatedAt ? 'Send a reminder' : 'Resend invitation'} to ${name}`}
                >
                  {signer.accountCreatedAt ? 'Send a reminder' : 'Resend invitation'}
                </Button>
              )}
              {progress.canCorrect && (
                <Button
                  variant="subtle"
                  size="sm"
                  onClick={() => setCorrecting(true)}
                  aria-label={`Correct name or email of ${name}`}
                >
                  Correct name or email
                </Button>
              )}
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}

export function SigningAdditional(props: SigningAdditionalProps) {
  const {
    signers,
    loadError,
    waiting,
    backHref,
    inviting,
    inviteError,
    invitedEmail,
    onInvite,
    busy,
    notices,
    onResend,
    onCorrect,
    timeZone,
  } = props;
  const list = signers ?? [];
  const signedCount = list.filter((s) => s.signedAt !== null).length;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Everyone on the title signs
        </Title>
        <Text mt={4}>
          Everyone who owns the home with you must sign the deed of trust, even if they are not borrowing. Each of them
          also receives a notice of their right to cancel this line of credit.
        </Text>
        <Text mt="xs" c="dimmed" size="sm">
          Invite each person on the property’s title. They sign from their own account; you cannot sign for them. We
          show you where each of them is.
        </Text>
      </div>

      {waiting && list.length === 0 && signers !== null && (
        <Alert color="orange" variant="light" title="Someone still needs to sign">
          Your documents are signed. Invite everyone else on the title to finish this step.
        </Alert>
      )}

      {signers === null && !loadError && <Text c="dimmed">Loading the signers…</Text>}
      <FormError message={loadError} />

      {list.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="signers-heading">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="signers-heading">
              Signers
            </Title>
            <Text size="sm" aria-live="polite">{`${signedCount} of ${list.length} signed`}</Text>
          </Group>
          {list.map((s) => (
            <SignerCard
              key={s.uuid}
              signer={s}
              busy={busy === s.uuid}
              notice={notices?.[s.uuid]}
              timeZone={timeZone}
              onResend={() => onResend(s.uuid)}
              onCorrect={(v) => onCorrect(s.uuid, v)}
            />
          ))}
          {waiting && signedCount === list.length && (
            <Alert color="green" variant="light" role="status">
              Everyone has signed. We are getting your notary appointment ready.
            </Alert>
          )}
        </Stack>
      )}

      <Card withBorder component="section" aria-labelledby="invite-heading" padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-heading">
            {list.length ? 'Invite another person on the title' : 'Invite a person on the title'}
          </Title>
          <SignerForm
            idPrefix="invite"
            initial={blank}
            submitLabel="Send invitation"
            submitting={inviting}
            onSubmit={onInvite}
          />
          {invitedEmail && (
            <Alert color="green" variant="light" role="status">
              {`We sent an invitation to ${invitedEmail}.`}
            </Alert>
          )}
          <FormError message={inviteError} />
          <Text
            size="xs"
            c="dimmed"
          >{`An invitation can be sent again up to ${SIGNER_RESEND_LIMIT} times an hour. A corrected invitation replaces the old link, which stops working.`}</Text>
        </Stack>
      </Card>

      {backHref && (
        <Anchor component={Link} to={backHref}>
          Back to signing your documents
        </Anchor>
      )}
    </Stack>
  );
}
