/**
 * Adopting a signature: the borrower types their name (shown in a script face) or draws it with a
 * mouse, pen or finger (the kept `signature_pad` library, exported as a PNG data URL). Typing is the
 * keyboard path and is just as binding (E-SIGN, 15 U.S.C. §7006(5): any symbol adopted with intent
 * to sign); the screen says so, because a canvas cannot be drawn on with keys.
 *
 * The drawing lives only in this component's state and the parent's memory: it is a credential-like
 * artifact (it can be replayed on another document), so it is never written to browser storage.
 */
// A script face shipped with the app (OFL), split by script with unicode-range: only the subsets a
// name needs are fetched, and only by the screen that adopts a signature.
import '@fontsource/dancing-script/400.css';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useElementWidth } from '../../lib/use-element-width';
import SignaturePad from 'signature_pad';
import { useEffect, useEffectEvent, useId, useRef } from 'react';

export type SignatureMode = 'typed' | 'drawn';

export interface SignatureDraft {
  readonly mode: SignatureMode;
  /** The full name the signature stands for (required for both kinds). */
  readonly name: string;
  /** The drawing as a PNG data URL; null when nothing is drawn. */
  readonly image: string | null;
}

export interface SignaturePadProps {
  readonly value: SignatureDraft;
  readonly onChange: (value: SignatureDraft) => void;
  /** Called when the name field is left (the form validates on blur). */
  readonly onNameBlur?: () => void;
  readonly nameError?: string | null;
  /** A problem with the drawing (nothing drawn, too large). */
  readonly drawingError?: string | null;
}

/** The script face a typed signature is shown in; `cursive` while it loads (font-display: swap). */
export const SCRIPT_FONT = '"Dancing Script", cursive';
const PAD_HEIGHT = 160;

export function SignaturePadField({ value, onChange, onNameBlur, nameError, drawingError }: SignaturePadProps) {
  return (
    <Stack gap="sm">
      {/* Two radios, not a segmented control: Mantine's moves its indicator by measuring the page in an
          effect, a forced layout of the whole signing screen inside the task that mounts it (24 ms
          unthrottled in Lighthouse's trace: issue 27, decision 097). The same radio inputs and names. */}
      <Radio.Group
        label="How do you want to sign?"
        description="Typing your name is the keyboard way to sign, and is just as valid as drawing it."
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as SignatureMode })}
      >
        <Group mt={6} gap="lg">
          <Radio value="typed" label="Type my name" />
          <Radio value="drawn" label="Draw my signature" />
        </Group>
      </Radio.Group>
      <TextInput
        label="Your full name"
        autoComplete="name"
        required
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        onBlur={onNameBlur}
        error={nameError}
      />
      {value.mode === 'typed' ? (
        <TypedPreview name={value.name} />
      ) : (
        <DrawArea image={value.image} onImage={(image) => onChange({ ...value, image })} error={drawingError} />
      )}
    </Stack>
  );
}

function TypedPreview({ name }: { name: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        Your signature
      </Text>
      <div
        role="img"
        aria-label={name ? `Your signature: ${name}, in a script face` : 'Your signature: type your name above'}
        style={{
          borderBottom: '2px solid var(--mantine-color-gray-6)',
          minHeight: 64,
          display: 'flex',
          alignItems: 'flex-end',
          paddingInline: 8,
        }}
      >
        <span style={{ fontFamily: SCRIPT_FONT, fontSize: 36, lineHeight: 1.4 }}>{name || '\u00a0'}</span>
      </div>
    </Stack>
  );
}

function DrawArea({
  image,
  onImage,
  error,
}: {
  image: string | null;
  onImage: (image: string | null) => void;
  error?: string | null;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const { ref: boxRef, width } = useElementWidth<HTMLDivElement>();
  const reportImage = useEffectEvent((next: string | null) => onImage(next));
  // Only a resize that wiped a drawing reports it gone. BAD: reporting null on every set-up — the
  // report carried the draft of an earlier render and undid a switch to typing made meanwhile.
  const reportWiped = useEffectEvent(() => image !== null && onImage(null));
  const errorId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    // Sized for the screen's pixel density so the strokes are sharp; a resize clears the canvas,
    // so the drawing is given up with it (the borrower draws again) rather than kept distorted.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = Math.floor(width * ratio);
    canvas.height = Math.floor(PAD_HEIGHT * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', backgroundColor: 'rgba(0,0,0,0)' });
    padRef.current = pad;
    const ended = () => reportImage(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', ended);
    reportWiped();
    // For tests and tools: the pad takes strokes from now on.
    canvas.dataset.ready = 'true';
    return () => {
      delete canvas.dataset.ready;
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, [width]);

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Draw your signature in the box
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            padRef.current?.clear();
            onImage(null);
          }}
        >
          Clear
        </Button>
      </Group>
      <div
        ref={boxRef}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-5)'}`,
          borderRadius: 4,
          touchAction: 'none',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={
            image
              ? 'Your drawn signature'
              : 'Signature drawing area (empty). Drawing needs a mouse, pen or finger; to use the keyboard, choose Type my name.'
          }
          aria-describedby={error ? errorId : undefined}
          style={{ display: 'block', width: '100%', height: PAD_HEIGHT, cursor: 'crosshair' }}
        />
      </div>
      <Text size="xs" c="dimmed">
        Using a keyboard or a screen reader? Choose “Type my name” above.
      </Text>
      {error && (
        <Text size="sm" c="red.8" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
