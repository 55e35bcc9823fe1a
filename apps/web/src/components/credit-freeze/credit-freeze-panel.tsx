/**
 * The body of credit/error and review-app/incorrect-pin: how to lift the bureau's freeze, then retry;
 * with a PIN freeze, the PIN form. What it says comes from the core's creditFreezeView; after several
 * wrong PINs (view.wrongPin.liftFirst) lifting the freeze comes first, since guessing again will not help.
 */
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { creditPinFormSchema, type CreditFreezeView, type FreezeLiftWay } from '@heloc/core';
import type { ReactNode } from 'react';
import { FormError } from '../form-error/form-error';

export interface CreditFreezePanelProps {
  readonly view: CreditFreezeView;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onRetry: () => void;
  readonly onPin: (pin: string) => void;
}

const tel = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;

function LiftWay({ lift, heading }: { readonly lift: FreezeLiftWay; readonly heading: ReactNode }) {
  return (
    <>
      {heading}
      <List type="ordered" spacing={4}>
        {lift.steps.map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
      <Text>
        Online:{' '}
        <Anchor href={lift.website.url} target="_blank" rel="noopener noreferrer">
          {lift.website.label}
        </Anchor>
        <br />
        Phone: <Anchor href={tel(lift.phone)}>{lift.phone}</Anchor>
        <br />
        Mail: {lift.mail}
      </Text>
    </>
  );
}

function LiftSteps({ view, submitting, onRetry }: Pick<CreditFreezePanelProps, 'view' | 'submitting' | 'onRetry'>) {
  const one = view.lifts.length === 1;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="freeze-lift">
      <Stack gap="sm">
        <Title order={2} size="h4" id="freeze-lift">
          {view.bureau ? `How to lift your ${view.bureau} freeze` : 'How to lift a freeze'}
        </Title>
        {!one && <Text>Lift the freeze at each bureau where your file is frozen.</Text>}
        {view.lifts.map((lift) => (
          <LiftWay
            key={lift.bureau}
            lift={lift}
            heading={
              one ? null : (
                <Title order={3} size="h5">
                  {lift.bureau}
                </Title>
              )
            }
          />
        ))}
        <Text size="sm" c="dimmed">
          {view.timing}
        </Text>
        {/* The label is long: on a phone it wraps inside the card instead of running past its edge. */}
        <Button
          onClick={onRetry}
          loading={submitting}
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        >
          {view.retryLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

function PinForm({
  pin,
  submitting,
  onPin,
}: {
  readonly pin: NonNullable<CreditFreezeView['pin']>;
  readonly submitting?: boolean;
  readonly onPin: (pin: string) => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { pin: '' },
    validate: schemaResolver(creditPinFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="freeze-pin">
      <form noValidate onSubmit={form.onSubmit((vals) => onPin(vals.pin.trim()))}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="freeze-pin">
            {pin.heading}
          </Title>
          <List spacing={4} size="sm">
            {pin.rules.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
          <PasswordInput
            label={pin.label}
            inputMode="numeric"
            autoComplete="off"
            required
            maw={280}
            {...form.getInputProps('pin')}
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            {pin.submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export function CreditFreezePanel({ view, submitting, error, onRetry, onPin }: CreditFreezePanelProps) {
  const lift = <LiftSteps key="lift" view={view} submitting={submitting} onRetry={onRetry} />;
  const pin = view.pin ? <PinForm key="pin" pin={view.pin} submitting={submitting} onPin={onPin} /> : null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {view.title}
        </Title>
        {view.wrongPin && (
          <Alert color="orange" variant="light" mt="sm" title="Wrong PIN">
            {view.wrongPin.message}
          </Alert>
        )}
        <Text mt="sm">{view.intro}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {view.pullNote}
        </Text>
      </div>
      <FormError message={error} />
      {view.wrongPin?.liftFirst ? [lift, pin] : [pin, lift]}
    </Stack>
  );
}
