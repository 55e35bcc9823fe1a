/** review-app/property: no property, or several, matched the address; correct it. */
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatAddress, propertySchema, type Address, type PropertyMatchProblem } from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';

export interface ReviewAppPropertyProps {
  readonly reason: PropertyMatchProblem;
  readonly current: Partial<Address>;
  readonly licensedStates: readonly string[];
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (property: {
    street1: string;
    street2: string | null;
    city: string;
    state: string;
    zip: string;
  }) => void;
}

export function ReviewAppProperty({
  reason,
  current,
  licensedStates,
  submitting,
  error,
  onSubmit,
}: ReviewAppPropertyProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      street1: current.street1 ?? '',
      street2: current.street2 ?? '',
      city: current.city ?? '',
      state: current.state ?? '',
      zip: current.zip ?? '',
    },
    validate: schemaResolver(propertySchema, { sync: true }),
  });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {reason === 'several-found' ? 'We found more than one property' : 'We couldn’t find your property'}
      </Title>
      <Alert color="yellow" variant="light" title={formatAddress(current)}>
        {reason === 'several-found'
          ? 'Several properties match this address. Add the unit or correct the address so we can find the right one.'
          : 'Public records show no property at this address. Check the street, city and ZIP code.'}
      </Alert>
      <form noValidate onSubmit={form.onSubmit((p) => onSubmit({ ...p, street2: p.street2 || null }))}>
        <Stack gap="md">
          <TextInput label="Street address" autoComplete="address-line1" required {...form.getInputProps('street1')} />
          <TextInput label="Apartment, unit or suite" autoComplete="address-line2" {...form.getInputProps('street2')} />
          <Group grow align="flex-start">
            <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('city')} />
            <NativeSelect
              label="State"
              required
              data={[{ value: '', label: 'Choose…' }, ...[...licensedStates].sort()]}
              {...form.getInputProps('state')}
            />
            <TextInput
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              required
              {...form.getInputProps('zip')}
            />
          </Group>
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Find my property
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
