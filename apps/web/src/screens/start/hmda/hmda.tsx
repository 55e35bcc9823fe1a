/**
 * start/hmda: the government monitoring questions. Each can be declined with the standard
 * 'I do not wish to provide this information'.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Checkbox, Radio, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { HMDA_DECLINE, HMDA_ETHNICITIES, HMDA_RACES, HMDA_SEXES, hmdaSchema } from '@heloc/core';
import { type StepBody } from '@heloc/core/contract';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface HmdaValues {
  ethnicity: string[];
  race: string[];
  sex: string;
}

export interface StartHmdaProps {
  readonly initial?: Partial<HmdaValues>;
  readonly submitting?: boolean;
  readonly error?: string | null;
  /** The answers as the hmda step takes them (the form holds plain strings while editing). */
  readonly onSubmit: (values: StepBody<'hmda'>) => void;
}

/** Choosing "do not wish to provide" clears the other answers, and the other way round. */
const exclusive = (next: string[], previous: string[]) =>
  next.includes(HMDA_DECLINE) && !previous.includes(HMDA_DECLINE)
    ? [HMDA_DECLINE]
    : next.filter((x) => x !== HMDA_DECLINE || next.length === 1);

export function StartHmda({ initial, submitting, error, onSubmit }: StartHmdaProps) {
  const form = useForm<HmdaValues>({
    mode: 'controlled',
    initialValues: { ethnicity: [], race: [], sex: '', ...initial },
    validate: schemaResolver(hmdaSchema, { sync: true }),
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Government monitoring information
        </Title>
        <Text c="dimmed" mt={4}>
          The federal government asks lenders for this information to monitor fair lending. You are not required to
          provide it, and it does not affect your application.
        </Text>
      </div>
      <form noValidate onSubmit={form.onSubmit((vals) => onSubmit(v.parse(hmdaSchema, vals)))}>
        <Stack gap="lg">
          <Checkbox.Group
            label="Ethnicity"
            {...form.getInputProps('ethnicity')}
            onChange={(v) => form.setFieldValue('ethnicity', exclusive(v, form.getValues().ethnicity))}
          >
            <Stack gap="xs" mt="xs">
              {HMDA_ETHNICITIES.map((e) => (
                <Checkbox key={e} value={e} label={e} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group
            label="Race"
            {...form.getInputProps('race')}
            onChange={(v) => form.setFieldValue('race', exclusive(v, form.getValues().race))}
          >
            <Stack gap="xs" mt="xs">
              {HMDA_RACES.map((r) => (
                <Checkbox key={r} value={r} label={r} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group label="Sex" {...form.getInputProps('sex')}>
            <Stack gap="xs" mt="xs">
              {HMDA_SEXES.map((s) => (
                <Radio key={s} value={s} label={s} />
              ))}
            </Stack>
          </Radio.Group>
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
