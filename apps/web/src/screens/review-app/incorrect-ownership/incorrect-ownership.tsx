/**
 * review-app/incorrect-ownership: the names on title do not match what the borrower told us. It
 * shows what title records, asks how the home is owned (a trust gives its name) and takes up to 3
 * proofs (a deed, a certificate of trust).
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import { Button, List, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  OWNERSHIP_LABELS,
  OWNERSHIP_TEXT,
  OWNERSHIP_TYPES,
  optionalFilesProblem,
  ownershipFormSchema,
  type OwnershipType,
  type OwnershipView,
} from '@heloc/core';
import { useState } from 'react';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { useChosenFiles } from '../../../components/file-upload/use-chosen-files';
import { FormError } from '../../../components/form-error/form-error';

export interface OwnershipValues {
  ownership: OwnershipType | '';
  trustName: string;
}

export interface IncorrectOwnershipProps {
  /** What title records (null when the facts could not be read). */
  readonly title: OwnershipView | null;
  readonly initial?: Partial<OwnershipValues>;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onChange?: (values: OwnershipValues) => void;
  readonly onSubmit: (body: { ownership: OwnershipType; trustName?: string; files: File[] }) => void;
}

export function IncorrectOwnership({ title, initial, submitting, error, onChange, onSubmit }: IncorrectOwnershipProps) {
  const { chosen, add, remove, replace } = useChosenFiles();
  const [attempted, setAttempted] = useState(false);
  const form = useForm<OwnershipValues>({
    mode: 'controlled',
    initialValues: { ownership: initial?.ownership ?? '', trustName: initial?.trustName ?? '' },
    validate: schemaResolver(ownershipFormSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => onChange?.(values),
  });
  const filesProblem = optionalFilesProblem(chosen);
  const choice = form.values.ownership;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {OWNERSHIP_TEXT.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {OWNERSHIP_TEXT.why}
        </Text>
      </div>
      {title && (
        <Paper withBorder p="md">
          <Title order={2} size="h5">
            What your home’s title records
          </Title>
          <List mt={6} spacing={2} aria-label="Names on title">
            {title.namesOnTitle.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
          <Text size="sm" mt={6}>
            Ownership on title: {title.vestingOnTitle}
          </Text>
          {title.stated && <Text size="sm">You told us: {title.stated}</Text>}
        </Paper>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setAttempted(true);
          if (filesProblem || values.ownership === '') return;
          onSubmit({
            ownership: values.ownership,
            ...(values.ownership === 'TRUST' ? { trustName: values.trustName.trim() } : {}),
            files: chosen.map((c) => c.file),
          });
        })}
      >
        <Stack gap="md">
          <Radio.Group label="Who owns your home?" required {...form.getInputProps('ownership')}>
            <Stack gap="xs" mt={6}>
              {OWNERSHIP_TYPES.map((t) => (
                <Radio
                  key={t}
                  value={t}
                  label={OWNERSHIP_LABELS[t].label}
                  description={OWNERSHIP_LABELS[t].description}
                />
              ))}
            </Stack>
          </Radio.Group>
          {choice === 'TRUST' && (
            <TextInput
              label="The trust’s name"
              description="As it appears on title"
              required
              {...form.getInputProps('trustName')}
            />
          )}
          <Stack gap={4}>
            <Text size="sm">
              {OWNERSHIP_TEXT.documentsHint}
              {choice ? ` For this choice: ${OWNERSHIP_LABELS[choice].proof}.` : ''}
            </Text>
            <FileUpload
              label="Proof of ownership"
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
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Confirm ownership
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
