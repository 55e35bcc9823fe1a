/**
 * Ordering a valuation (a broker price opinion): what it is, its fee and who pays, how the visit
 * works, and the order form — contact, phone, access notes, the fee agreement. One component for
 * bpo/order-bpo, bpo/condition (Texas: with its reason) and bpo/estimate-value's "order instead".
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, List, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { bpoOrderFormSchema, formatPhone, formatTypicalTime, type ValuationOrderView } from '@heloc/core';
import { type StepBody } from '@heloc/core/contract';
import { FormError } from '../form-error/form-error';

export interface BpoOrderValues {
  contactName: string;
  contactPhone: string;
  accessNotes: string;
  feeAccepted: boolean;
}

export interface ValuationOrderProps {
  readonly view: ValuationOrderView;
  /** The page's heading level: 1 on its own screen, 2 inside the estimate screen. */
  readonly headingOrder?: 1 | 2;
  readonly initial?: Partial<BpoOrderValues>;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onChange?: (values: BpoOrderValues) => void;
  readonly onSubmit: (body: StepBody<'bpoOrder'>) => void;
}

const EMPTY: BpoOrderValues = { contactName: '', contactPhone: '', accessNotes: '', feeAccepted: false };

export function ValuationOrder({
  view,
  headingOrder = 1,
  initial,
  submitting,
  error,
  onChange,
  onSubmit,
}: ValuationOrderProps) {
  const form = useForm<BpoOrderValues>({
    mode: 'controlled',
    // The fee is agreed to afresh each visit: a draft never ticks it.
    initialValues: { ...EMPTY, ...initial, contactPhone: formatPhone(initial?.contactPhone ?? ''), feeAccepted: false },
    validate: schemaResolver(bpoOrderFormSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: ({ feeAccepted: _fee, ...values }) => onChange?.({ ...values, feeAccepted: false }),
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h3'}>
          {view.title}
        </Title>
        <Text mt={4}>{view.whatItIs}</Text>
      </div>
      {view.texasReason && (
        <Paper withBorder p="md">
          <Title order={(headingOrder + 1) as 2 | 3} size="h5">
            Why Texas homes are valued in person
          </Title>
          <Text size="sm" mt={4}>
            {view.texasReason}
          </Text>
        </Paper>
      )}
      <Paper withBorder p="md">
        <Text fw={600}>{view.feeText}</Text>
        <Text size="sm">{view.whoPays}</Text>
        <Text size="sm" mt={4}>
          It typically takes {formatTypicalTime(view.typicalTime)} from the order.
        </Text>
      </Paper>
      <div>
        <Title order={(headingOrder + 1) as 2 | 3} size="h5">
          The visit
        </Title>
        <List mt={6} spacing={4} size="sm">
          {view.access.map((a) => (
            <List.Item key={a}>{a}</List.Item>
          ))}
        </List>
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit(({ accessNotes, ...values }) =>
          onSubmit({
            ...values,
            ...(accessNotes.trim() ? { accessNotes: accessNotes.trim() } : {}),
            feeAccepted: values.feeAccepted as true,
          }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Who will let the inspector in?"
            description="Your name, or a tenant’s or agent’s"
            autoComplete="name"
            required
            {...form.getInputProps('contactName')}
          />
          <TextInput
            type="tel"
            label="Their phone"
            autoComplete="tel-national"
            required
            {...form.getInputProps('contactPhone')}
          />
          <Textarea
            label="Access notes"
            description="Optional: gate codes, pets, a tenant to notify (up to 500 characters)"
            rows={3}
            maxLength={500}
            {...form.getInputProps('accessNotes')}
          />
          <Checkbox label={view.feeLabel} {...form.getInputProps('feeAccepted', { type: 'checkbox' })} />
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Order the valuation
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
