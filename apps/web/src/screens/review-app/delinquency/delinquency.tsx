/**
 * review-app/delinquency: a late payment was found on the property. The borrower explains it
 * (10–1000 characters, counted as they type) and may add up to 3 supporting documents.
 */
import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  charactersLeft,
  DELINQUENCY_EXPLANATION_MAX,
  DELINQUENCY_TEXT,
  delinquencyFormSchema,
  optionalFilesProblem,
} from '@heloc/core';
import { useId, useState } from 'react';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { useChosenFiles } from '../../../components/file-upload/use-chosen-files';
import { FormError } from '../../../components/form-error/form-error';

export interface DelinquencyValues {
  explanation: string;
}

export interface DelinquencyProps {
  /** Who reported what, from the core (delinquencyIntro). */
  readonly intro: string;
  readonly initial?: Partial<DelinquencyValues>;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onChange?: (values: DelinquencyValues) => void;
  readonly onSubmit: (body: { explanation: string; files: File[] }) => void;
}

export function Delinquency({ intro, initial, submitting, error, onChange, onSubmit }: DelinquencyProps) {
  const countId = useId();
  const { chosen, add, remove, replace } = useChosenFiles();
  const [attempted, setAttempted] = useState(false);
  const form = useForm<DelinquencyValues>({
    mode: 'controlled',
    initialValues: { explanation: initial?.explanation ?? '' },
    validate: schemaResolver(delinquencyFormSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => onChange?.(values),
  });
  const filesProblem = optionalFilesProblem(chosen);
  const explanation = form.getInputProps('explanation');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {DELINQUENCY_TEXT.title}
        </Title>
        <Text mt={4} fw={500}>
          {intro}
        </Text>
        <Text c="dimmed" mt={4}>
          {DELINQUENCY_TEXT.why}
        </Text>
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setAttempted(true);
          if (filesProblem) return;
          onSubmit({ explanation: values.explanation.trim(), files: chosen.map((c) => c.file) });
        })}
      >
        <Stack gap="md">
          <div>
            <Textarea
              label="What happened, and is it resolved?"
              rows={5}
              required
              aria-describedby={countId}
              {...explanation}
            />
            {/* Polite, so a screen reader hears the count when the borrower pauses, not at every key. */}
            <Text
              id={countId}
              size="sm"
              c={form.values.explanation.length > DELINQUENCY_EXPLANATION_MAX ? 'red.9' : 'dimmed'}
              mt={4}
              aria-live="polite"
            >
              {charactersLeft(form.values.explanation)}
            </Text>
          </div>
          <Stack gap={4}>
            <Text size="sm">{DELINQUENCY_TEXT.documentsHint}</Text>
            <FileUpload
              label="Supporting documents"
              chosen={chosen}
              onAdd={add}
              onRemove={remove}
              onReplace={replace}
              disabled={submitting}
            />
          </Stack>
          {attempted && filesProblem && (
            <Text c="red.9" size="sm" role="alert">
              {filesProblem}
            </Text>
          )}
          <FormError message={error} />
          <Text size="sm" c="dimmed">
            {DELINQUENCY_TEXT.next}
          </Text>
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Send my explanation
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
