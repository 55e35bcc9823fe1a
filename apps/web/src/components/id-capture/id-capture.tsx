/**
 * The ID capture both the borrower (identity) and an additional signer (heloc-signer/identity,
 * heloc-signer/conditions/identity) use: choose the kind of ID; each side the core asks for is taken
 * with the phone's camera or chosen as a file, checked at once (the same rule the server applies),
 * previewed, and can be retaken. One component, so the two never drift apart.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Box, Button, Card, FileButton, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatFileSize,
  ID_KINDS,
  ID_PHOTO_TIPS,
  ID_SIDE_LABELS,
  idDocumentSides,
  IDENTITY_MESSAGES,
  isIdKind,
  UPLOAD_ACCEPT,
  type IdFrontType,
  type IdKind,
  type IdSide,
  type UploadProblem,
} from '@heloc/core';
import { useEffect, useId, useRef, useState } from 'react';
import { FormError } from '../form-error/form-error';
import { checkFile as defaultCheckFile } from '../../lib/check-file';

export interface IdCaptureProps {
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (upload: { type: IdFrontType; files: File[] }) => void;
  /** The browser's check of a chosen file (lib/check-file); stories and tests may pass their own. */
  readonly checkFile?: (file: File) => Promise<UploadProblem | null>;
  /** The kind chosen when the form opens (stories, tests). */
  readonly initialKind?: IdKind;
  /** The submit button's text ("Continue" in the borrower's journey). */
  readonly submitLabel?: string;
}

type Chosen = { readonly file: File } | null;
const EMPTY: Record<IdSide, Chosen> = { front: null, back: null };
const NO_ERRORS: Record<IdSide, string | null> = { front: null, back: null };

/** The preview's box, in px: the image fits inside it. */
const PREVIEW_HEIGHT = 180;

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
  return (
    <img
      ref={img}
      alt={alt}
      style={{ display: 'block', maxWidth: '100%', maxHeight: PREVIEW_HEIGHT, borderRadius: 8, objectFit: 'contain' }}
    />
  );
}

function SideCapture({
  side,
  kind,
  chosen,
  error,
  onChoose,
}: {
  readonly side: IdSide;
  readonly kind: IdKind;
  readonly chosen: Chosen;
  readonly error: string | null;
  readonly onChoose: (file: File | null) => void;
}) {
  const errorId = useId();
  const label = `${ID_SIDE_LABELS[side]} of your ${kind}`;
  const isImage = chosen && chosen.file.type.startsWith('image/');
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Text fw={600} component="h3" m={0}>
          {label}
        </Text>
        {/* One height for every state (nothing, a file, a photo loading): choosing a file never
            moves what is below (issue 27: no layout shift). */}
        <Box h={PREVIEW_HEIGHT} style={{ display: 'flex', alignItems: 'center' }}>
          {chosen ? (
            isImage ? (
              <ImagePreview
                file={chosen.file}
                alt={`Preview of the ${ID_SIDE_LABELS[side].toLowerCase()} of your ${kind}`}
              />
            ) : (
              <Text size="sm">
                {chosen.file.name} ({formatFileSize(chosen.file.size)})
              </Text>
            )
          ) : (
            <Text size="sm" c="dimmed">
              No photo or file yet.
            </Text>
          )}
        </Box>
        <Group gap="sm">
          {/* The phone opens its rear camera; a desktop ignores `capture` and opens a file picker. The
              accessible names start with the visible text (WCAG 2.5.3, label in name). */}
          <FileButton
            onChange={onChoose}
            accept="image/*"
            capture="environment"
            inputProps={{ 'aria-describedby': error ? errorId : undefined }}
          >
            {(props) => (
              <Button
                variant="light"
                {...props}
                aria-label={`${chosen ? 'Retake photo' : 'Take a photo'} of the ${ID_SIDE_LABELS[side].toLowerCase()}`}
              >
                {chosen ? 'Retake photo' : 'Take a photo'}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={onChoose} accept={UPLOAD_ACCEPT}>
            {(props) => (
              <Button
                variant="default"
                {...props}
                aria-label={`${chosen ? 'Replace file' : 'Choose a file'} for the ${ID_SIDE_LABELS[side].toLowerCase()}`}
              >
                {chosen ? 'Replace file' : 'Choose a file'}
              </Button>
            )}
          </FileButton>
        </Group>
        {error && (
          <Text id={errorId} size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function IdCapture({
  submitting,
  error,
  onSubmit,
  checkFile = defaultCheckFile,
  initialKind,
  submitLabel = 'Continue',
}: IdCaptureProps) {
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
      setErrors((e) => ({
        ...e,
        ...Object.fromEntries(missing.map((side) => [side, IDENTITY_MESSAGES.missingSide(side)])),
      }));
      return;
    }
    onSubmit({ type: sides.front, files: needed.map((side) => (chosen[side] as { file: File }).file) });
  }

  return (
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
                <SideCapture
                  key={side}
                  side={side}
                  kind={kind}
                  chosen={chosen[side]}
                  error={errors[side]}
                  onChoose={(f) => void choose(side, f)}
                />
              ))}
            </SimpleGrid>
            {/* Advice to read, not news: a note (Mantine's Alert is role="alert" unless told otherwise). */}
            <Alert variant="light" color="gray" title="Tips for a photo we can read" role="note">
              <List size="sm" spacing={2}>
                {ID_PHOTO_TIPS.map((tip) => (
                  <List.Item key={tip}>{tip}</List.Item>
                ))}
              </List>
              <Text size="sm" mt="xs">
                A PDF, JPG or PNG file works too.
              </Text>
            </Alert>
          </>
        )}
        <FormError message={error} />
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
