/**
 * payoff/hold: part of the line pays off an existing lien. Which lien and its balance, the payoff
 * quote once the lender sends it, and — until given — the borrower's authorization to pay it off.
 */
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type PayoffView } from '@heloc/core';
import { stepSchema } from '@heloc/core/contract';
import { FormError } from '../../../components/form-error/form-error';
import { HoldPanel } from '../../../components/hold-panel/hold-panel';

export interface PayoffHoldProps {
  readonly view: PayoffView;
  readonly lienUuid: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onAuthorize: (body: { lienUuid: string; authorize: true }) => void;
}

const schema = stepSchema('payoffConfirm');

export function PayoffHold({ view, lienUuid, submitting, error, onAuthorize }: PayoffHoldProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { lienUuid, authorize: false },
    validate: schemaResolver(schema, { sync: true }),
  });
  const details = [
    { label: 'Lien to pay off', value: view.lienLabel },
    { label: 'Balance reported on title', value: view.balanceText },
    { label: 'Payoff quote', value: view.quoteText ?? 'Not in yet' },
  ];
  return (
    <HoldPanel view={view.hold} details={details}>
      {view.mustAuthorize ? (
        <form noValidate onSubmit={form.onSubmit(() => onAuthorize({ lienUuid, authorize: true }))}>
          <Stack gap="md">
            <Checkbox label={view.authorizeLabel} {...form.getInputProps('authorize', { type: 'checkbox' })} />
            <FormError message={error} />
            <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              Authorize the payoff
            </Button>
          </Stack>
        </form>
      ) : (
        <Text fw={500}>You authorized this payoff. Nothing more is needed from you.</Text>
      )}
    </HoldPanel>
  );
}
