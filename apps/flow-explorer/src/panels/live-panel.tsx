/** The live view: what a running app's borrower does, as it happens, with a replayable timeline. */
import { Badge, Button, Code, Group, Paper, ScrollArea, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { screenWords, type FlowLiveMessage } from '@heloc/core/explorer';
import { useEffect, useState } from 'react';
import { replayAt } from '../lib/use-live-feed';

export interface LivePosition {
  readonly screen: string | null;
  readonly machineState: string | null;
  readonly serverState: string | null;
}

export interface LivePanelProps {
  readonly messages: readonly FlowLiveMessage[];
  /** The replay position, for the diagram: the screen the borrower is on, and the machine's state. */
  readonly onPosition: (position: LivePosition | null) => void;
}

const time = (at: number) => new Date(at).toLocaleTimeString('en-US', { hour12: false });

function describe(m: FlowLiveMessage): string {
  if (m.kind === 'event') return `event ${m.event}`;
  if (m.kind === 'snapshot') return `machine → ${m.machineState} (after ${m.event})`;
  if (m.kind === 'screen') return `borrower on ${m.screen} (${screenWords(m.screen)?.name ?? 'not in the catalogue'})`;
  return `screen ${m.path} from the ${m.source === 'server' ? 'routing table' : 'fallback machine'} (server ${m.serverState})`;
}

export function LivePanel({ messages, onPosition }: LivePanelProps) {
  const [follow, setFollow] = useState(true);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = messages.length - 1;
  const at = follow ? last : Math.min(position, last);
  const replay = replayAt(messages, at);

  const serverState = replay.decision?.serverState ?? null;
  // The diagram follows the screen the borrower is on.
  useEffect(
    () =>
      onPosition(messages.length ? { screen: replay.screen, machineState: replay.machineState, serverState } : null),
    [replay.screen, replay.machineState, serverState, messages.length, onPosition],
  );

  // Replay: one message a second from the current position.
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      setPosition((p) => {
        if (p >= last) {
          setPlaying(false);
          return p;
        }
        return p + 1;
      });
    }, 1000);
    return () => clearInterval(id);
  }, [playing, last]);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Live
      </Title>
      {messages.length === 0 ? (
        <Text size="sm">
          Listening. Open the borrower app on this same address (for example <Code>/account/heloc/register</Code>) in
          another tab; its machine events, snapshots and screen decisions appear here as they happen.
        </Text>
      ) : (
        <>
          <Group justify="space-between">
            <Switch
              label="Follow live"
              checked={follow}
              onChange={(e) => {
                setFollow(e.currentTarget.checked);
                setPlaying(false);
              }}
            />
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  setFollow(false);
                  setPosition(0);
                  setPlaying(true);
                }}
              >
                Replay from start
              </Button>
              <Button size="compact-sm" variant="default" disabled={follow} onClick={() => setPlaying((p) => !p)}>
                {playing ? 'Pause' : 'Play'}
              </Button>
            </Group>
          </Group>
          <Slider
            thumbLabel="Timeline position"
            min={0}
            max={Math.max(last, 0)}
            value={at}
            onChange={(v) => {
              setFollow(false);
              setPlaying(false);
              setPosition(v);
            }}
            label={(v) => (messages[v] ? time(messages[v].at) : '')}
          />
          <Paper withBorder p="xs">
            <Text size="sm">
              At {messages[at] ? time(messages[at].at) : '—'}: borrower on <Code>{replay.screen ?? '—'}</Code>, machine{' '}
              <Code>{replay.machineState ?? '—'}</Code>
            </Text>
            {replay.decision && (
              <Text size="xs" c="gray.7">
                {replay.decision.reason}
              </Text>
            )}
          </Paper>
        </>
      )}
      <ScrollArea.Autosize mah={420} type="auto">
        <ol className="timeline" aria-label="Live timeline">
          {messages.map((m, i) => (
            <li key={`${m.at}:${i}`} className={i === at ? 'is-current' : undefined}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setFollow(false);
                  setPlaying(false);
                  setPosition(i);
                }}
              >
                <Text span size="xs" c="gray.7">
                  {time(m.at)}
                </Text>{' '}
                <Badge
                  size="xs"
                  variant="light"
                  color={
                    m.kind === 'decision'
                      ? 'blue'
                      : m.kind === 'snapshot'
                        ? 'grape'
                        : m.kind === 'screen'
                          ? 'indigo'
                          : 'gray'
                  }
                >
                  {m.kind}
                </Badge>{' '}
                <Text span size="xs">
                  {describe(m)}
                </Text>
              </button>
            </li>
          ))}
        </ol>
      </ScrollArea.Autosize>
    </Stack>
  );
}
