/**
 * bpo/estimate-value: no automated valuation was found. The borrower gives an estimate, guided by
 * what to base it on and the range accepted — or orders a professional valuation here instead (the
 * server accepts bpoOrder from NO_AVM_FOUND, so no other screen is needed).
 */
import '@mantine/core/styles/NumberInput.css';
import { Button, Divider, List, NumberInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ESTIMATE_GUIDANCE, estimatedValueFormSchema, ESTIMATED_VALUE_MAX, type ValuationOrderView } from '@heloc/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error/form-error';
import { ValuationOrder, type ValuationOrderProps } from '../../../components/valuation-order/valuation-order';

export interface EstimateValues {
  estimatedValue: number | '';
}

export interface EstimateValueProps {
  readonly initial?: Partial<EstimateValues>;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onChange?: (values: EstimateValues) => void;
  readonly onSubmit: (body: { estimatedValue: number }) => void;
  /** The valuation order shown when the borrower chooses it instead. */
  readonly order: Omit<ValuationOrderProps, 'view' | 'headingOrder'> & { readonly view: ValuationOrderView };
  /** Open with the order form showing (a story, or a borrower who chose it before a reload). */
  readonly ordering?: boolean;
}

export function EstimateValue({
  initial,
  submitting,
  error,
  onChange,
  onSubmit,
  order,
  ordering: startOrdering = false,
}: EstimateValueProps) {
  const [ordering, setOrdering] = useState(startOrdering);
  const form = useForm<EstimateValues>({
    mode: 'controlled',
    initialValues: { estimatedValue: initial?.estimatedValue ?? '' },
    validate: schemaResolver(estimatedValueFormSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => onChange?.(values),
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {ESTIMATE_GUIDANCE.title}
        </Title>
        <Text mt={4}>{ESTIMATE_GUIDANCE.intro}</Text>
      </div>
      <div>
        <Title order={2} size="h4">
          What to base your estimate on
        </Title>
        <List mt={6} spacing={4}>
          {ESTIMATE_GUIDANCE.basis.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>
        <Text mt="xs" size="sm" fw={500}>
          {ESTIMATE_GUIDANCE.caution}
        </Text>
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => onSubmit({ estimatedValue: Number(values.estimatedValue) }))}
      >
        <Stack gap="md">
          <NumberInput
            label="Your home’s estimated value"
            description={ESTIMATE_GUIDANCE.range}
            prefix="$"
            thousandSeparator=","
            allowDecimal={false}
            allowNegative={false}
            max={ESTIMATED_VALUE_MAX}
            inputMode="numeric"
            required
            {...form.getInputProps('estimatedValue')}
          />
          {!ordering && <FormError message={error} />}
          <Button
            type="submit"
            loading={!ordering && submitting}
            disabled={ordering && submitting}
            style={{ alignSelf: 'flex-start' }}
          >
            Use my estimate
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      {ordering ? (
        <ValuationOrder {...order} headingOrder={2} />
      ) : (
        <Stack gap={4} align="flex-start">
          <Button variant="default" onClick={() => setOrdering(true)}>
            {ESTIMATE_GUIDANCE.orderInstead}
          </Button>
          <Text size="sm" c="dimmed">
            {ESTIMATE_GUIDANCE.orderInsteadHint}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
