/**
 * Registration (shared-surfaces §2): property → sale status → income → name → birthdate → contact
 * → login, with its stepper. Presentational: values in, validated step values out.
 */
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  annualIncomeInputSchema,
  birthdateSchema,
  emailSchema,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  LISTED_FOR_SALE_MESSAGE,
  nameSchema,
  passwordSchema,
  phoneSchema,
  propertySchema,
  SALE_STATUS_LABELS,
  notLicensedMessage,
  SALE_STATUSES,
  type RegistrationStep,
  type RegistrationStepperGroup,
} from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../components/form-error/form-error';

export interface RegistrationValues {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  saleStatus: string;
  annualIncome: number | string;
  employmentType: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  birthdate: string;
  email: string;
  phone: string;
  password: string;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  saleStatus: '',
  annualIncome: '',
  employmentType: '',
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  birthdate: '',
  email: '',
  phone: '',
  password: '',
};

export interface RegistrationProps {
  readonly step: RegistrationStep;
  readonly stepper: { readonly groups: readonly RegistrationStepperGroup[]; readonly active: number };
  readonly values: RegistrationValues;
  readonly licensedStates: readonly string[];
  /** Today as yyyy-MM-dd (the app owns the clock). */
  readonly today: string;
  readonly signedInEmail?: string | null;
  readonly submitting?: boolean;
  readonly error?: string | null;
  /** A problem with the new password (too easy to guess), shown on the field. */
  readonly passwordError?: string | null;
  /** The server asked to wait (too many registrations): when the form tries again by itself. */
  readonly notice?: string | null;
  readonly onValuesChange?: (values: Partial<RegistrationValues>) => void;
  readonly onNext: (values: Partial<RegistrationValues>) => void;
  readonly onBack?: () => void;
}

const TITLES: Record<RegistrationStep, { title: string; intro: string }> = {
  'property-info': { title: 'Which home is the line of credit for?', intro: 'Enter the address of the home you own.' },
  'sale-status': { title: 'Are you planning to sell this home?', intro: 'A home equity line is secured by your home.' },
  'income-info': {
    title: 'Tell us about your income',
    intro: 'Your total yearly income before taxes, from all sources.',
  },
  name: { title: 'What is your legal name?', intro: 'As it appears on your government ID.' },
  birthdate: { title: 'What is your date of birth?', intro: 'You must be 18 or older to apply.' },
  'contact-info': { title: 'How can we reach you?', intro: 'We send updates about your application here.' },
  'login-info': { title: 'Create your login', intro: 'You will use it to come back to your application.' },
};

function stepSchema(step: RegistrationStep, licensedStates: readonly string[], today: string, signedIn: boolean) {
  switch (step) {
    case 'property-info':
      return v.pipe(
        v.object({ ...propertySchema.entries }),
        v.forward(
          v.check(
            (p) => licensedStates.includes(p.state),
            (issue) => notLicensedMessage(String((issue.input as { state?: unknown }).state ?? '')),
          ),
          ['state'],
        ),
      );
    case 'sale-status':
      return v.object({
        saleStatus: v.pipe(
          v.picklist(SALE_STATUSES, 'Required'),
          v.check((s) => s !== 'LISTED_FOR_SALE', LISTED_FOR_SALE_MESSAGE),
        ),
      });
    case 'income-info':
      return v.object({
        annualIncome: annualIncomeInputSchema,
        employmentType: v.picklist(EMPLOYMENT_TYPES, 'Required'),
      });
    case 'name':
      return nameSchema;
    case 'birthdate':
      return v.object({ birthdate: birthdateSchema(today) });
    case 'contact-info':
      return v.object({ email: emailSchema, phone: phoneSchema });
    case 'login-info':
      return signedIn ? v.object({}) : v.object({ email: emailSchema, password: passwordSchema });
  }
}

export function Registration(props: RegistrationProps) {
  const { step, stepper, values, licensedStates, today, signedInEmail, submitting, error } = props;
  const schema = stepSchema(step, licensedStates, today, Boolean(signedInEmail));
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: values,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (next) => props.onValuesChange?.(next),
  });
  const { title, intro } = TITLES[step];
  const field = (name: keyof RegistrationValues) => form.getInputProps(name);

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stepper
        active={stepper.active}
        size="sm"
        aria-label="Registration progress"
        allowNextStepsSelect={false}
        visibleFrom="sm"
      >
        {stepper.groups.map((g) => (
          <Stepper.Step key={g.label} label={g.label} />
        ))}
      </Stepper>
      <Text size="sm" fw={600} hiddenFrom="sm">
        Step {stepper.active + 1} of {stepper.groups.length} — {stepper.groups[stepper.active]?.label}
      </Text>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit((all) => {
          const picked = Object.fromEntries(
            Object.keys(schemaKeys(step)).map((k) => [k, all[k as keyof RegistrationValues]]),
          );
          props.onNext(picked as Partial<RegistrationValues>);
        })}
      >
        <Stack gap="md">
          {step === 'property-info' && (
            <>
              <TextInput label="Street address" autoComplete="address-line1" required {...field('street1')} />
              <TextInput
                label="Apartment, unit or suite (optional)"
                autoComplete="address-line2"
                {...field('street2')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label="City" autoComplete="address-level2" required {...field('city')} />
                <NativeSelect
                  label="State"
                  required
                  data={[{ value: '', label: 'Choose…' }, ...[...licensedStates].sort()]}
                  autoComplete="address-level1"
                  {...field('state')}
                />
                <TextInput label="ZIP code" autoComplete="postal-code" inputMode="numeric" required {...field('zip')} />
              </SimpleGrid>
            </>
          )}
          {step === 'sale-status' && (
            <Radio.Group label="Sale plans" required {...field('saleStatus')}>
              <Stack gap="xs" mt="xs">
                {SALE_STATUSES.map((s) => (
                  <Radio key={s} value={s} label={SALE_STATUS_LABELS[s]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {step === 'income-info' && (
            <>
              <TextInput
                label="Annual income"
                description="Before taxes, in US dollars"
                inputMode="numeric"
                leftSection="$"
                required
                {...field('annualIncome')}
              />
              <NativeSelect
                label="Employment"
                required
                data={[
                  { value: '', label: 'Choose…' },
                  ...EMPLOYMENT_TYPES.map((e) => ({ value: e, label: EMPLOYMENT_TYPE_LABELS[e] ?? e })),
                ]}
                {...field('employmentType')}
              />
            </>
          )}
          {step === 'name' && (
            <>
              <TextInput label="First name" autoComplete="given-name" required {...field('firstName')} />
              <TextInput label="Middle name (optional)" autoComplete="additional-name" {...field('middleName')} />
              <TextInput label="Last name" autoComplete="family-name" required {...field('lastName')} />
              <TextInput label="Suffix (optional)" autoComplete="honorific-suffix" {...field('suffix')} />
            </>
          )}
          {step === 'birthdate' && (
            <TextInput
              type="date"
              label="Date of birth"
              autoComplete="bday"
              required
              max={today}
              {...field('birthdate')}
            />
          )}
          {step === 'contact-info' && (
            <>
              <TextInput type="email" label="Email" autoComplete="email" required {...field('email')} />
              <TextInput
                type="tel"
                label="Mobile phone"
                autoComplete="tel-national"
                inputMode="tel"
                required
                {...field('phone')}
              />
            </>
          )}
          {step === 'login-info' &&
            (signedInEmail ? (
              <Text>
                You are signed in as <strong>{signedInEmail}</strong>. Your application will be saved to this login.
              </Text>
            ) : (
              <>
                <TextInput type="email" label="Email" autoComplete="username" required {...field('email')} />
                <PasswordInput
                  label="Password"
                  description="At least 10 characters"
                  autoComplete="new-password"
                  required
                  {...field('password')}
                  error={form.errors.password ?? props.passwordError ?? undefined}
                />
              </>
            ))}
          {props.notice && (
            <Alert color="yellow" variant="light" role="status" title="We will try again for you">
              {props.notice}
            </Alert>
          )}
          <FormError message={error} />
          <Group justify="space-between" mt="sm">
            {props.onBack ? (
              <Button variant="default" onClick={props.onBack} disabled={submitting}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={submitting}>
              {step === 'login-info' ? 'Create my application' : 'Continue'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function schemaKeys(step: RegistrationStep): Record<string, true> {
  const keys: Record<RegistrationStep, (keyof RegistrationValues)[]> = {
    'property-info': ['street1', 'street2', 'city', 'state', 'zip'],
    'sale-status': ['saleStatus'],
    'income-info': ['annualIncome', 'employmentType'],
    name: ['firstName', 'middleName', 'lastName', 'suffix'],
    birthdate: ['birthdate'],
    'contact-info': ['email', 'phone'],
    'login-info': ['email', 'password'],
  };
  return Object.fromEntries(keys[step].map((k) => [k, true]));
}
