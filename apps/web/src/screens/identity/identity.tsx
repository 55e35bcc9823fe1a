/**
 * identity: verify the borrower's identity with a photo or scan of a government-issued ID — the
 * customer identification program a lender must run before opening an account (USA PATRIOT Act
 * §326, 31 CFR 1020.220). The borrower chooses the kind of ID; each side the core asks for is
 * taken with the phone's camera or chosen as a file, checked at once (the same rule the server
 * applies), previewed, and can be retaken. On a wide screen the borrower may continue on a phone.
 */
import '@mantine/core/styles/Paper.css';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { handoffExpiryText, type ConditionCard, type IdFrontType, type IdKind, type UploadProblem } from '@heloc/core';
import { QRCodeSVG } from 'qrcode.react';
import { FormError } from '../../components/form-error/form-error';
import { IdCapture } from '../../components/id-capture/id-capture';
import { BackToConditions, ConditionNotFound } from '../../components/conditions-notice/conditions-notice';

export interface HandoffCode {
  /** What the QR code carries: `${origin}/auth/handoff#t=…`. */
  readonly link: string;
  readonly expiresAt: string;
}

export interface IdentityProps {
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (upload: { type: IdFrontType; files: File[] }) => void;
  /** The browser's check of a chosen file (lib/check-file); stories and tests may pass their own. */
  readonly checkFile?: (file: File) => Promise<UploadProblem | null>;
  /** "Continue on your phone": offered on wide screens when the container can make codes. */
  readonly handoff?: {
    readonly code: HandoffCode | null;
    readonly pending?: boolean;
    readonly error?: string | null;
    /** Shows a code, or a new one in place of the shown one. */
    readonly onShow: () => void;
    readonly onHide: () => void;
  };
  /** The kind chosen when the screen opens (stories, tests). */
  readonly initialKind?: IdKind;
  /**
   * Opened from the conditions dashboard (?conditionUuid=) for an ID condition: the condition's ask
   * replaces the step's introduction, and the way back is the dashboard. `card` null: no such open
   * ID condition (answered already, or a stale link).
   */
  readonly condition?: { readonly card: ConditionCard | null; readonly dashboardHref: string };
}

function HandoffPanel({ handoff }: { readonly handoff: NonNullable<IdentityProps['handoff']> }) {
  const { code, pending, error, onShow, onHide } = handoff;
  return (
    <Paper withBorder p="md" radius="md" visibleFrom="md" component="section" aria-label="Continue on your phone">
      <Stack gap="sm">
        <Text fw={600} component="h2" size="lg" m={0}>
          Continue on your phone
        </Text>
        {code ? (
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Box bg="white" p="xs" style={{ borderRadius: 8, lineHeight: 0 }}>
              <QRCodeSVG
                value={code.link}
                size={168}
                marginSize={2}
                title="Code that opens this step on your phone"
                role="img"
                aria-label="Code that opens this step on your phone"
              />
            </Box>
            <Stack gap="xs">
              <Text size="sm">
                Point your phone’s camera at the code. This step opens on your phone, already signed in; take the photos
                there and this page moves on by itself.
              </Text>
              <Text size="sm" fw={500}>
                {handoffExpiryText(code.expiresAt)}
              </Text>
              <Group gap="sm">
                <Button variant="light" size="sm" onClick={onShow} loading={pending}>
                  Show a new code
                </Button>
                <Button variant="subtle" size="sm" onClick={onHide}>
                  Hide the code
                </Button>
              </Group>
            </Stack>
          </Group>
        ) : (
          <>
            <Text size="sm">Your phone’s camera takes clearer photos of an ID. Show a code to scan with it.</Text>
            <Button variant="light" onClick={onShow} loading={pending} style={{ alignSelf: 'flex-start' }}>
              Show a code for my phone
            </Button>
          </>
        )}
        <FormError message={error} />
      </Stack>
    </Paper>
  );
}

export function Identity({ submitting, error, onSubmit, checkFile, handoff, initialKind, condition }: IdentityProps) {
  if (condition) {
    const back = <BackToConditions href={condition.dashboardHref} />;
    if (!condition.card) return <ConditionNotFound dashboardHref={condition.dashboardHref} />;
    return (
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {condition.card.title}
          </Title>
          <Text mt={4}>{condition.card.text}</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Use a current, government-issued ID with your name and photo, with all four corners in the picture.
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
        {back}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Verify your identity
        </Title>
        <Text c="dimmed" mt={4}>
          Federal law requires us to confirm who you are before we open your line of credit. Add a clear photo or scan
          of a current, government-issued ID.
        </Text>
      </div>
      {handoff && <HandoffPanel handoff={handoff} />}
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
