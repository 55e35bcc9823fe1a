/**
 * "What if": an application (form or raw JSON, with a preset per sandbox scenario), a server state
 * and a machine state in; the screen the core decides and the rule that fired out. Then step the
 * fallback machine and see each guard pass or fail, with its reason. The core computes everything.
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  FALLBACK_MACHINE_STATES,
  PAY_TYPES,
  SERVER_STATES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
  type ApplicationStatus,
  type FallbackEventType,
  type FallbackFacts,
  type Heloc,
} from '@heloc/core';
import { explainTransitions, stepFallback, whatIf, type FallbackStep } from '@heloc/core/explorer';
import { useMemo, useState } from 'react';
import { parseFacts, PRESETS } from '../lib/presets';

export interface WhatIfState {
  readonly presetId: string | null;
  readonly facts: FallbackFacts;
  readonly serverState: string;
  readonly machineState: string;
}

export interface WhatIfPanelProps {
  readonly value: WhatIfState;
  readonly onChange: (next: WhatIfState) => void;
}

const NONE = '(none)';
const options = (list: readonly string[]) => [NONE, ...list];
const STATUS_FLAGS: readonly [keyof ApplicationStatus, string][] = [
  ['waitingOnFloodCert', 'Waiting on the flood certificate'],
  ['primaryParticipantAcceptComplete', 'Primary participant accepted'],
  ['manualPaystubUpload', 'Manual paystub upload'],
  ['manualPaystubTasksComplete', 'Paystub tasks complete'],
  ['employmentVerificationNeeded', 'Employment verification needed'],
  ['datatreeNoMatch', 'Property records: no match'],
  ['creditFrozenWithPin', 'Credit frozen with a PIN'],
  ['dtiDecline', 'DTI decline'],
  ['creditScoreDecline', 'Credit-score decline'],
  ['manualNotary', 'Manual notary'],
  ['manualDeedSigningComplete', 'Manual deed signing complete'],
  ['inquiryAttestNeeded', 'Inquiry attestation needed'],
  ['inquiryAttestComplete', 'Inquiry attestation complete'],
];

/** The spec's states, plus the current one when the sandbox reports a state the spec does not list. */
const serverStateOptions = (current: string) =>
  (SERVER_STATES as readonly string[]).includes(current)
    ? [...SERVER_STATES]
    : [{ value: current, label: `${current} (not in the spec’s list)` }, ...SERVER_STATES];

export const initialWhatIf = (presetId = 'credit-no-match'): WhatIfState => {
  const preset = PRESETS.find((p) => p.id === presetId) ?? PRESETS[0];
  if (!preset) throw new Error('No presets: run pnpm --filter @heloc/api presets');
  return { presetId: preset.id, facts: preset.facts, serverState: preset.state, machineState: 'profile' };
};

function ApplicationForm({
  facts,
  onChange,
}: {
  readonly facts: FallbackFacts;
  readonly onChange: (facts: FallbackFacts) => void;
}) {
  const heloc = facts.heloc;
  const status = heloc.status ?? {};
  const setHeloc = (patch: Partial<Heloc>) => onChange({ ...facts, heloc: { ...heloc, ...patch } });
  const setStatus = (patch: Partial<ApplicationStatus>) => setHeloc({ status: { ...status, ...patch } });
  const pick = (value: string | null) => (value === NONE || value === null ? null : value);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          label="Property state"
          value={heloc.property?.state ?? ''}
          maxLength={2}
          onChange={(e) =>
            setHeloc({ property: { ...(heloc.property ?? {}), state: e.currentTarget.value.toUpperCase() } })
          }
        />
        <Select
          label="Underwriting decision"
          data={options(UW_DECISIONS)}
          value={status.uwDecision ?? NONE}
          onChange={(v) => setStatus({ uwDecision: pick(v) })}
          allowDeselect={false}
        />
        <Select
          label="Sub-decision"
          data={options(UW_SUB_DECISIONS)}
          value={status.uwSubDecision ?? NONE}
          onChange={(v) => setStatus({ uwSubDecision: pick(v) })}
          allowDeselect={false}
          searchable
        />
        <Select
          label="BPO status"
          data={options(BPO_STATUSES)}
          value={status.bpo ?? NONE}
          onChange={(v) => setStatus({ bpo: pick(v) })}
          allowDeselect={false}
        />
        <Select
          label="Payment type"
          data={options(PAY_TYPES)}
          value={heloc.payType ?? NONE}
          onChange={(v) => setHeloc({ payType: pick(v) as Heloc['payType'] })}
          allowDeselect={false}
        />
        <Select
          label="Co-deed status"
          data={[NONE, 'PENDING', 'COMPLETE']}
          value={heloc.coDeedStatus ?? NONE}
          onChange={(v) => setHeloc({ coDeedStatus: pick(v) as Heloc['coDeedStatus'] })}
          allowDeselect={false}
        />
        <Select
          label="Checklist status"
          data={options(CHECKLIST_STATUSES)}
          value={status.checklistStatus ?? NONE}
          onChange={(v) => setStatus({ checklistStatus: pick(v) })}
          allowDeselect={false}
        />
        <TextInput
          label="Disbursement routing number"
          value={heloc.disburseAccount?.routingNumber ?? ''}
          onChange={(e) =>
            setHeloc({
              disburseAccount: e.currentTarget.value
                ? { ...(heloc.disburseAccount ?? {}), routingNumber: e.currentTarget.value }
                : null,
            })
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing={6}>
        <Switch
          size="xs"
          label="Crypto-backed"
          checked={heloc.isCrypto === true}
          onChange={(e) => setHeloc({ isCrypto: e.currentTarget.checked })}
        />
        <Switch
          size="xs"
          label="Insurance complete"
          checked={heloc.insurance?.complete === true}
          onChange={(e) => setHeloc({ insurance: { ...(heloc.insurance ?? {}), complete: e.currentTarget.checked } })}
        />
        {STATUS_FLAGS.map(([key, label]) => (
          <Switch
            key={key}
            size="xs"
            label={label}
            checked={status[key] === true}
            onChange={(e) => setStatus({ [key]: e.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function JsonEditor({
  facts,
  onChange,
}: {
  readonly facts: FallbackFacts;
  readonly onChange: (facts: FallbackFacts) => void;
}) {
  const pretty = useMemo(() => JSON.stringify(facts, null, 2), [facts]);
  const [text, setText] = useState(pretty);
  const [error, setError] = useState<string | null>(null);
  // New facts from outside replace the text: adjusted while rendering, not in an effect.
  const [shown, setShown] = useState(pretty);
  if (shown !== pretty) {
    setShown(pretty);
    setText(pretty);
  }
  return (
    <Stack gap="xs">
      <Textarea
        label="Application and profile (JSON)"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rows={16}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        spellCheck={false}
        error={error}
      />
      <Group>
        <Button
          size="xs"
          onClick={() => {
            const parsed = parseFacts(text);
            if (parsed.ok) {
              setError(null);
              onChange(parsed.facts);
            } else setError(parsed.error);
          }}
        >
          Apply JSON
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setText(pretty);
            setError(null);
          }}
        >
          Revert
        </Button>
      </Group>
    </Stack>
  );
}

export function WhatIfPanel({ value, onChange }: WhatIfPanelProps) {
  const { facts, serverState, machineState } = value;
  const [history, setHistory] = useState<FallbackStep[]>([]);
  const result = useMemo(
    () => whatIf({ state: serverState, heloc: facts.heloc, machineState }),
    [serverState, facts, machineState],
  );
  const transitions = useMemo(() => explainTransitions(machineState, facts), [machineState, facts]);
  const send = (event: FallbackEventType) => {
    const step = stepFallback(machineState, facts, event);
    setHistory((h) => [step, ...h].slice(0, 20));
    onChange({ ...value, machineState: step.to });
  };
  const preset = PRESETS.find((p) => p.id === value.presetId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        What if
      </Title>
      <Select
        label="Preset: a sandbox scenario"
        description={preset ? `Borrower input: ${preset.how}` : 'Edited by hand'}
        data={PRESETS.map((p) => ({ value: p.id, label: `${p.label} (${p.state})` }))}
        value={value.presetId}
        searchable
        onChange={(id) => {
          const p = PRESETS.find((x) => x.id === id);
          if (p) onChange({ presetId: p.id, facts: p.facts, serverState: p.state, machineState: 'profile' });
        }}
      />
      <SimpleGrid cols={2} spacing="xs">
        <Select
          label="Server state"
          data={serverStateOptions(serverState)}
          value={serverState}
          searchable
          allowDeselect={false}
          onChange={(s) => s && onChange({ ...value, serverState: s })}
        />
        <Select
          label="Machine state"
          data={[...FALLBACK_MACHINE_STATES]}
          value={machineState}
          searchable
          allowDeselect={false}
          onChange={(s) => s && onChange({ ...value, machineState: s })}
        />
      </SimpleGrid>

      <Paper withBorder p="sm" aria-live="polite" aria-label="Decision">
        <Stack gap={4}>
          <Text size="sm">
            Screen: <Code data-testid="what-if-screen">{result.decision.path}</Code>{' '}
            <Badge size="sm" variant="light" color={result.decision.source === 'server' ? 'blue' : 'grape'}>
              {result.decision.source === 'server' ? 'routing table' : 'fallback machine'}
            </Badge>
          </Text>
          <Text size="sm">Why: {result.decision.reason}</Text>
          <Text size="xs" c="gray.7">
            Server state {serverState} is {result.routing.kind}
            {result.routing.kind === 'pending'
              ? ': the app keeps polling and shows the waiting experience until it settles'
              : ''}
            .
          </Text>
          {result.decision.warning && <Text size="xs">Warning: {result.decision.warning}</Text>}
          {result.decision.error && (
            <Text size="xs" c="red.8">
              Error: {result.decision.error}
            </Text>
          )}
        </Stack>
      </Paper>

      <Tabs defaultValue="form" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="form">Application</Tabs.Tab>
          <Tabs.Tab value="json">Raw JSON</Tabs.Tab>
          <Tabs.Tab value="machine">Step the machine</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="form" pt="xs">
          <ApplicationForm facts={facts} onChange={(f) => onChange({ ...value, presetId: null, facts: f })} />
        </Tabs.Panel>
        <Tabs.Panel value="json" pt="xs">
          <JsonEditor facts={facts} onChange={(f) => onChange({ ...value, presetId: null, facts: f })} />
        </Tabs.Panel>
        <Tabs.Panel value="machine" pt="xs">
          <Stack gap="xs">
            <Text size="sm">
              In <Code>{machineState}</Code> the machine accepts {transitions.length} event
              {transitions.length === 1 ? '' : 's'}. Guards are checked against the application above, in order; the
              first that passes is taken.
            </Text>
            {transitions.length === 0 && <Alert variant="light">No event leaves this state.</Alert>}
            {transitions.map((t) => (
              <Paper key={t.event} withBorder p="xs" aria-label={`Event ${t.event}`}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text size="sm">
                      <Code>{t.event}</Code> → {t.target ?? <em>stays in {machineState}</em>}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {t.eventDescription}
                    </Text>
                    {t.candidates.map((c) => (
                      <Text size="xs" key={`${c.target}:${c.guard ?? ''}`}>
                        {c.guard ? (
                          <>
                            <Badge size="xs" color={c.passed ? 'teal' : 'red'} variant="light">
                              {c.passed ? 'passes' : 'fails'}
                            </Badge>{' '}
                            {c.guard} → {c.target}: {c.guardDescription}
                          </>
                        ) : (
                          <>
                            <Badge size="xs" variant="light" color="gray">
                              no guard
                            </Badge>{' '}
                            → {c.target}
                          </>
                        )}
                      </Text>
                    ))}
                  </Stack>
                  <Button size="compact-xs" onClick={() => send(t.event)} aria-label={`Send ${t.event}`}>
                    Send
                  </Button>
                </Group>
              </Paper>
            ))}
            {history.length > 0 && (
              <Stack gap={2} aria-label="Steps taken">
                <Title order={3} size="h6">
                  Steps taken
                </Title>
                {history.map((h, i) => (
                  <Text size="xs" key={`${i}:${h.from}:${h.event}`}>
                    {h.from} —{h.event}→ {h.to}
                    {h.to === h.from && h.explanation?.target === null ? ' (every guard failed)' : ''}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
