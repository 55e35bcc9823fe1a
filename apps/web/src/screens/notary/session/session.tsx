/**
 * notary/session: the sandbox eNotary session, a stand-in for a remote online notarization
 * provider (Proof, Notarize …), clearly labelled. The borrower allows the camera and microphone
 * (asked with the reason first), the provider matches the ID already uploaded, a notary joins,
 * watches the borrower adopt a signature and sign the deed, and applies the seal. Each stage is
 * listed as done, current or next (the core's table); the server moves the provider's stages on.
 */
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notarySessionProgress, type NotarySessionStage } from '@heloc/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';

export type CameraState = 'idle' | 'asking' | 'live' | 'denied' | 'unavailable';

export interface NotarySessionProps {
  /** Null while the session is starting. */
  readonly stage: NotarySessionStage | null;
  readonly camera: CameraState;
  /** The live camera, shown as a preview (stories pass a fake one or none). */
  readonly stream?: MediaStream | null;
  readonly signatureName: string;
  /** The connection to the session failed: the stage shown is the last one known. */
  readonly connectionError?: string | null;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly scheduleHref: string;
  readonly helpHref: string;
  readonly onAllowCamera: () => void;
  readonly onDeviceReady: () => void;
  readonly onSignDeed: () => void;
  readonly onFinish: () => void;
  readonly onRetry: () => void;
  /** "Why We Need Your Location", asked before the deed is signed (components/location-notice). */
  readonly locationNotice?: ReactNode;
}

const MARK = { done: '✓', current: '•', next: '' } as const;

/**
 * The camera's frame, there from the first stage at its 4:3 size: the borrower's own preview once
 * the camera is live, a dark frame saying where it will appear before. Without it the preview
 * arrived above the stage panel when the browser granted the camera — often more than half a
 * second after the click, so not excused as the borrower's own doing — and pushed the panel and
 * the help link down out of view (layout shift 0.055 and 0.005, decision 078 amendment 4).
 */
function CameraFrame({ stream, live }: { stream?: MediaStream | null; live: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = live ? (stream ?? null) : null;
  }, [stream, live]);
  return (
    <Box bg="dark.7" pos="relative" style={{ borderRadius: 8, aspectRatio: '4 / 3', overflow: 'hidden' }}>
      {/* A muted preview of the borrower's own camera: no captions apply to it. */}
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        hidden={!live}
        aria-label={live ? 'Your camera' : undefined}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {!live && (
        <Text c="gray.3" ta="center" pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
          Your camera will show here
        </Text>
      )}
    </Box>
  );
}

function Stages({ stage }: { stage: NotarySessionStage }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="session-steps">
      <Title order={2} size="h4" id="session-steps">
        Session steps
      </Title>
      <List mt="xs" spacing="xs" listStyleType="none">
        {notarySessionProgress(stage).map((s) => (
          <List.Item
            key={s.id}
            aria-current={s.progress === 'current' ? 'step' : undefined}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                variant={s.progress === 'next' ? 'outline' : 'filled'}
                color={s.progress === 'done' ? 'green.8' : undefined}
                aria-hidden
              >
                {MARK[s.progress]}
              </ThemeIcon>
            }
          >
            <Text fw={s.progress === 'current' ? 700 : 400}>
              {s.title}{' '}
              <Text span size="sm" c="dimmed">
                ({s.progress === 'done' ? 'done' : s.progress === 'current' ? 'now' : 'next'})
              </Text>
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

function CameraHelp({ camera, scheduleHref }: { camera: CameraState; scheduleHref: string }) {
  return (
    <Alert
      color="red"
      title={camera === 'denied' ? 'Your camera and microphone are blocked' : 'We could not start your camera'}
      role="alert"
    >
      <Text size="sm">The notary must see and hear you. You can:</Text>
      <List size="sm" mt={4}>
        <List.Item>
          Allow the camera and microphone for this site in your browser’s site settings (the camera icon in the address
          bar), then try again
        </List.Item>
        <List.Item>Try another browser, or a phone or computer with a camera</List.Item>
        <List.Item>
          <Anchor component={Link} to={scheduleHref}>
            Schedule an in-person notary
          </Anchor>{' '}
          instead
        </List.Item>
      </List>
    </Alert>
  );
}

/**
 * Each stage's panel is as high as the tallest of them (signing the deed: about 195 px in a wide
 * column, 240 px on a phone), so the provider moving on by itself — a line of text replaced by the
 * signing panel — moves nothing below it: the session's steps, the help link and the footer moved
 * 170 px down (layout shift 0.049, decision 078).
 */
const STAGE_PANEL_HEIGHT = { base: '15rem', xs: '12.5rem' };

export function NotarySession(props: NotarySessionProps) {
  const { stage, camera, stream, signatureName, connectionError, submitting, error } = props;
  const [adopted, setAdopted] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs">
          <Title order={1} size="h2">
            Your eNotary session
          </Title>
          <Badge color="gray" variant="outline">
            Sandbox eNotary
          </Badge>
        </Group>
        <Text c="dimmed" mt={4}>
          A stand-in for a remote online notarization provider: no real notary joins, but every step works as it would.
        </Text>
      </div>
      {props.locationNotice}
      {connectionError && (
        <Alert color="red" title="We lost the connection to your session" role="alert">
          {connectionError} Your place in the session is kept.{' '}
          <Button size="xs" variant="light" ml="sm" onClick={props.onRetry}>
            Reconnect
          </Button>
        </Alert>
      )}
      {!stage ? (
        <Text>Starting your session…</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <CameraFrame stream={stream} live={camera === 'live'} />
            {stage === 'device' && camera !== 'live' && (
              <Paper withBorder p="md" mih={STAGE_PANEL_HEIGHT} component="section" aria-label="Camera and microphone">
                <Text>
                  We need your camera and microphone so the notary can see and hear you. Your browser will ask you to
                  allow them.
                </Text>
                <Button mt="sm" loading={camera === 'asking'} onClick={props.onAllowCamera}>
                  {camera === 'idle' ? 'Allow camera and microphone' : 'Try again'}
                </Button>
              </Paper>
            )}
            {(camera === 'denied' || camera === 'unavailable') && (
              <CameraHelp camera={camera} scheduleHref={props.scheduleHref} />
            )}
            {stage === 'device' && camera === 'live' && (
              <Paper withBorder p="md" mih={STAGE_PANEL_HEIGHT} component="section" aria-label="Camera and microphone">
                <Text>Check that you can see yourself above and that your face is clear and well lit.</Text>
                <Button mt="sm" loading={submitting} onClick={props.onDeviceReady}>
                  I can see myself — continue
                </Button>
              </Paper>
            )}
            {stage === 'identity' && (
              <Paper withBorder p="md" mih={STAGE_PANEL_HEIGHT}>
                <Text role="status">Matching you to the photo ID you uploaded… (sandbox: always matched)</Text>
              </Paper>
            )}
            {stage === 'notary' && (
              <Paper withBorder p="md" mih={STAGE_PANEL_HEIGHT}>
                <Text role="status">A notary is joining your call…</Text>
              </Paper>
            )}
            {stage === 'signing' && (
              <Paper withBorder p="md" mih={STAGE_PANEL_HEIGHT} component="section" aria-label="Sign the deed">
                <Text>The notary is watching. Adopt your signature and sign the deed.</Text>
                <Text mt="sm" fz={28} style={{ fontFamily: 'cursive' }} aria-label={`Your signature: ${signatureName}`}>
                  {signatureName}
                </Text>
                <Checkbox
                  mt="sm"
                  label={`I adopt “${signatureName}” as my signature on the deed`}
                  checked={adopted}
                  onChange={(e) => setAdopted(e.currentTarget.checked)}
                />
                <Button mt="sm" disabled={!adopted} loading={submitting} onClick={props.onSignDeed}>
                  Sign the deed
                </Button>
              </Paper>
            )}
            {stage === 'seal' && (
              <Paper withBorder p="md" mih={STAGE_PANEL_HEIGHT}>
                <Text role="status">The notary is applying the seal to your deed…</Text>
              </Paper>
            )}
            {stage === 'sealed' && (
              <Paper withBorder p="md" mih={STAGE_PANEL_HEIGHT} component="section" aria-label="Notarized">
                <Text fw={700}>Your deed is notarized.</Text>
                <Button mt="sm" loading={submitting} onClick={props.onFinish}>
                  Finish
                </Button>
              </Paper>
            )}
            <FormError message={error} />
          </Stack>
          <Stages stage={stage} />
        </SimpleGrid>
      )}
      <Anchor component={Link} to={props.helpHref} size="sm">
        Having trouble? Get help
      </Anchor>
    </Stack>
  );
}
