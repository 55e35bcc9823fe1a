/**
 * Where the deed is signed, as every booking of a notary visit asks it (the core's
 * `signingPlaceVariant`): the property or another address; where the property's state has the deed
 * signed at an office (Texas: Tex. Const. art. XVI §50(a)(6)(N); the core's `closingOffices`), one of
 * the offices listed or another office typed in, never the property. Two parts, placed by the form
 * that uses them: the choice, and the address typed in when it is "another". The borrower's
 * notary/schedule-manual and each additional signer's heloc-signer/notary share them.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import { Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import type { ClosingOffice, SigningPlaceForm } from '@heloc/core';

type PlaceField = 'where' | `address.${keyof SigningPlaceForm['address']}`;

/** The pieces of the form (Mantine's useForm) the two parts read and write. */
export interface SigningPlaceFormParts {
  readonly values: SigningPlaceForm;
  readonly errors: FormErrors;
  readonly getInputProps: (path: PlaceField) => GetInputPropsReturnType;
  /** Sets where (and which office) at once: choosing "another office" clears the office. */
  readonly setValues: (values: Partial<Pick<SigningPlaceForm, 'where' | 'officeId'>>) => void;
}

const KIND_LABEL: Record<ClosingOffice['kind'], string> = {
  'title company': 'Title company',
  attorney: 'Attorney',
  lender: 'Lender',
};

export interface SigningPlaceChoiceProps {
  readonly form: SigningPlaceFormParts;
  /** The offices the deed can be signed at (empty: a notary comes to the signer). */
  readonly offices: readonly ClosingOffice[];
  /** The property's address, one line. */
  readonly propertyAddress: string;
  /** "My property" for the borrower; a co-signer reads "The property". */
  readonly propertyLabel?: string;
}

/** The choice: an office of the list or another (office-only states), else the property or another address. */
export function SigningPlaceChoice({
  form,
  offices,
  propertyAddress,
  propertyLabel = 'My property',
}: SigningPlaceChoiceProps) {
  if (offices.length > 0)
    return (
      <Radio.Group
        label="Where will you sign?"
        description="Offices in the sandbox are stand-ins, not real firms."
        required
        value={form.values.where === 'office' ? form.values.officeId : 'other'}
        onChange={(value) => {
          if (value === 'other') form.setValues({ where: 'other', officeId: '' });
          else form.setValues({ where: 'office', officeId: value });
        }}
        error={form.errors.officeId ?? form.errors.where}
      >
        <Stack gap="xs" mt="xs">
          {offices.map((o) => (
            <Radio
              key={o.id}
              value={o.id}
              label={o.name}
              description={`${KIND_LABEL[o.kind]} · ${o.street1}, ${o.city}, ${o.state} ${o.zip}`}
            />
          ))}
          <Radio value="other" label="Another lender, attorney or title company office" />
        </Stack>
      </Radio.Group>
    );
  return (
    <Radio.Group label="Where should the notary come?" required {...form.getInputProps('where')}>
      <Stack gap="xs" mt="xs">
        <Radio value="property" label={`${propertyLabel}: ${propertyAddress}`} />
        <Radio value="other" label="Another address" />
      </Stack>
    </Radio.Group>
  );
}

/** The address typed in, shown only when "another" is chosen. */
export function SigningPlaceAddress({ form, atOffice }: { form: SigningPlaceFormParts; atOffice: boolean }) {
  if (form.values.where !== 'other') return null;
  return (
    <Paper withBorder p="md" component="fieldset" aria-label={atOffice ? 'The office’s address' : 'Signing address'}>
      <Stack gap="sm">
        <TextInput
          label="Street address"
          autoComplete="address-line1"
          required
          {...form.getInputProps('address.street1')}
        />
        <TextInput
          label="Apartment, suite (optional)"
          autoComplete="address-line2"
          {...form.getInputProps('address.street2')}
        />
        <Group grow align="flex-start">
          <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('address.city')} />
          <TextInput
            label="State"
            autoComplete="address-level1"
            maxLength={2}
            required
            {...form.getInputProps('address.state')}
          />
          <TextInput
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            {...form.getInputProps('address.zip')}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
