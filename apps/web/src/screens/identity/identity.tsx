/**
 * identity: verify the borrower's identity with a photo or scan of a government-issued ID — the
 * customer identification program a lender must run before opening an account (USA PATRIOT Act
 * §326, 31 CFR 1020.220). The borrower chooses the kind of ID; each side the core asks for is
 * taken with the phone's camera or chosen as a file, checked at once (the same rule the server
 * applies), previewed, and can be retaken. On a wide screen the borrower may continue on a phone.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Box, Button, Card, FileButton, Group, List, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatFileSize, handoffExpiryText, ID_KINDS, ID_PHOTO_TIPS, ID_SIDE_LABELS, idDocumentSides, IDENTITY_MESSAGES, isIdKind, UPLOAD_ACCEPT, type IdFrontType, type IdKind, type IdSide, type UploadProblem } from '@heloc/core';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormError } from '../../components/form-error/form-error';
import { checkFile as defaultCheckFile } from '../../lib/check-file';

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
}

type Chosen = { readonly file: File } | null;
const EMPTY: Record<IdSide, Chosen> = { front: null, back: null };
const NO_ERRORS: Record<IdSide, string | null> = { front: null, back: null };

/** An image preview from an object URL, revoked when the file changes or the preview goes. */
function ImagePreview({ file, alt }: { readonly file: File; readonly alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // Set on the element, not through state: StrictMode's second effect run makes a fresh URL
    // after the first one was revoked, so the preview never points at a dead URL.
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} alt={alt} style={{ display: 'block', maxWidth: '100%', maxHeight: 180, borderRadius: 8, objectFit: 'contain' }} />;
}

function SideCapture({ side, kind, chosen, error, onChoose }: { readonly side: IdSide; readonly kind: IdKind; readonly chosen: Chosen; readonly error: string | null; readonly onChoose: (file: File | null) => void }) {
  const errorId = useId();
  const label = `${ID_SIDE_LABELS[side]} of your ${kind}`;
  const isImage = chosen && chosen.file.type.startsWith('image/');
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Text fw={600} component="h3" m={0}>{label}</Text>
        {chosen ? (
          isImage ? (
            <ImagePreview file={chosen.file} alt={`Preview of the ${ID_SIDE_LABELS[side].toLowerCase()} of your ${kind}`} />
          ) : (
            <Text size="sm">{chosen.file.name} ({formatFileSize(chosen.file.size)})</Text>
          )
        ) : (
          <Text size="sm" c="dimmed">No photo or file yet.</Text>
        )}
        <Group gap="sm">
          {/* The phone opens its rear camera; a desktop ignores `capture` and opens a file picker. The
              accessible names start with the visible text (WCAG 2.5.3, label in name). */}
          <FileButton onChange={onChoose} accept="image/*" capture="environment" inputProps={{ 'aria-describedby': error ? errorId : undefined }}>
            {(props) => <Button variant="light" {...props} aria-label={`${chosen ? 'Retake photo' : 'Take a photo'} of the ${ID_SIDE_LABELS[side].toLowerCase()}`}>{chosen ? 'Retake photo' : 'Take a photo'}</Button>}
          </FileButton>
          <FileButton onChange={onChoose} accept={UPLOAD_ACCEPT}>
            {(props) => <Button variant="default" {...props} aria-label={`${chosen ? 'Replace file' : 'Choose a file'} for the ${ID_SIDE_LABELS[side].toLowerCase()}`}>{chosen ? 'Replace file' : 'Choose a file'}</Button>}
          </FileButton>
        </Group>
        {error && (
          <Text id={errorId} size="sm" c="red.8" role="alert">{error}</Text>
        )}
      </Stack>
    </Card>
  );
}

function HandoffPanel({ handoff }: { readonly handoff: NonNullable<IdentityProps['handoff']> }) {
  const { code, pending, error, onShow, onHide } = handoff;
  return (
    <Paper withBorder p="md" radius="md" visibleFrom="md" component="section" aria-label="Continue on your phone">
      <Stack gap="sm">
        <Text fw={600} component="h2" size="lg" m={0}>Continue on your phone</Text>
        {code ? (
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Box bg="white" p="xs" style={{ borderRadius: 8, lineHeight: 0 }}>
              <QRCodeSVG value={code.link} size={168} marginSize={2} title="Code that opens this step on your phone" role="img" aria-label="Code that opens this step on your phone" />
            </Box>
            <Stack gap="xs">
              <Text size="sm">Point your phone’s camera at the code. This step opens on your phone, already signed in; take the photos there and this page moves on by itself.</Text>
              <Text size="sm" fw={500}>{handoffExpiryText(code.expiresAt)}</Text>
              <Group gap="sm">
                <Button variant="light" size="sm" onClick={onShow} loading={pending}>Show a new code</Button>
                <Button variant="subtle" size="sm" onClick={onHide}>Hide the code</Button>
              </Group>
            </Stack>
          </Group>
        ) : (
          <>
            <Text size="sm">Your phone’s camera takes clearer photos of an ID. Show a code to scan with it.</Text>
            <Button variant="light" onClick={onShow} loading={pending} style={{ alignSelf: 'flex-start' }}>Show a code for my phone</Button>
          </>
        )}
        <FormError message={error} />
      </Stack>
    </Paper>
  );
}

export function Identity({ submitting, error, onSubmit, checkFile = defaultCheckFile, handoff, initialKind }: IdentityProps) {
  const [kind, setKind] = useState<IdKind | null>(initialKind ?? null);
  const [chosen, setChosen] = useState<Record<IdSide, Chosen>>(EMPTY);
  const [errors, setErrors] = useState<Record<IdSide, string | null>>(NO_ERRORS);
  const [kindError, setKindError] = useState<string | null>(null);
  const sides = kind ? idDocumentSides(kind) : null;
  const needed: IdSide[] = sides ? (sides.back ? ['front', 'back'] : ['front']) : [];

  async function choose(side: IdSide, file: File | null) {
    // Cancelling the picker keeps what was chosen before.
    if (!file) return;
    const problem = await checkFile(file);
    if (problem) {
      // A refused file never replaces an accepted one: the borrower keeps what they had.
      setErrors((e) => ({ ...e, [side]: problem.message }));
      return;
    }
    setErrors((e) => ({ ...e, [side]: null }));
    setChosen((c) => ({ ...c, [side]: { file } }));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!kind || !sides) {
      setKindError(IDENTITY_MESSAGES.chooseKind);
      return;
    }
    const missing = needed.filter((side) => !chosen[side]);
    if (missing.length > 0) {
      setErrors((e) => ({ ...e, ...Object.fromEntries(missing.map((side) => [side, IDENTITY_MESSAGES.missingSide(side)])) }));
      return;
    }
    onSubmit({ type: sides.front, files: needed.map((side) => (chosen[side] as { file: File }).file) });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">Verify your identity</Title>
        <Text c="dimmed" mt={4}>Federal law requires us to confirm who you are before we open your line of credit. Add a clear photo or scan of a current, government-issued ID.</Text>
      </div>
      {handoff && <HandoffPanel handoff={handoff} />}
      <form noValidate onSubmit={submit} aria-label="Your ID">
        <Stack gap="md">
          <Radio.Group
            label="Which ID will you use?"
            required
            value={kind ?? ''}
            onChange={(value) => {
              if (!isIdKind(value)) return;
              setKind(value);
              setKindError(null);
              // Another kind of ID: the photos of the previous one do not belong to it.
              setChosen(EMPTY);
              setErrors(NO_ERRORS);
            }}
            error={kindError}
          >
            <Stack gap="xs" mt="xs">
              {ID_KINDS.map((k) => (
                <Radio key={k} value={k} label={k} />
              ))}
            </Stack>
          </Radio.Group>
          {kind && (
            <>
              <SimpleGrid cols={{ base: 1, sm: needed.length }} spacing="md">
                {needed.map((side) => (
                  <SideCapture key={side} side={side} kind={kind} chosen={chosen[side]} error={errors[side]} onChoose={(f) => void choose(side, f)} />
                ))}
              </SimpleGrid>
              <Alert variant="light" color="gray" title="Tips for a photo we can read">
                <List size="sm" spacing={2}>
                  {ID_PHOTO_TIPS.map((tip) => (
                    <List.Item key={tip}>{tip}</List.Item>
                  ))}
                </List>
                <Text size="sm" mt="xs">A PDF, JPG or PNG file works too.</Text>
              </Alert>
            </>
          )}
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>Continue</Button>
        </Stack>
      </form>
    </Stack>
  );
}
