/**
 * income/employer-verification: who employs the borrower, since when, and how a verifier reaches
 * the employer's HR or verification team — a phone, an email, or both.
 */
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { employerSchema, formatPhone } from '@heloc/core';
import { type StepBody } from '@heloc/core/contract';
import { FormError } from '../../../components/form-error/form-error';

export interface EmployerValues {
  employerName: string;
  jobTitle: string;
  startDate: string;
  employerPhone: string;
  employerEmail: string;
}

export interface EmployerVerificationProps {
  /** What was typed before (a draft), if anything. */
  readonly initial?: Partial<EmployerValues>;
  /** yyyy-MM-dd: the latest start date accepted. */
  readonly today: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onChange?: (values: EmployerValues) => void;
  readonly onSubmit: (values: StepBody<'employer'>) => void;
}

const EMPTY: EmployerValues = { employerName: '', jobTitle: '', startDate: '', employerPhone: '', employerEmail: '' };

export function EmployerVerification({
  initial,
  today,
  submitting,
  error,
  onChange,
  onSubmit,
}: EmployerVerificationProps) {
  const form = useForm<EmployerValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY, ...initial, employerPhone: formatPhone(initial?.employerPhone ?? '') },
    validate: schemaResolver(employerSchema(today), { sync: true }),
    // The HR phone is checked on leaving it only when something was typed: a borrower tabbing on to
    // give an email instead is not told off for the empty phone (the both-empty rule waits for submit).
    validateInputOnBlur: ['employerName', 'jobTitle', 'startDate', 'employerEmail'],
    onValuesChange: (values) => onChange?.(values),
  });
  const phone = form.getInputProps('employerPhone');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Tell us about your employment
        </Title>
        <Text c="dimmed" mt={4}>
          We confirm your employment directly with your employer or your business’s records. We do not contact anyone
          else.
        </Text>
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSubmit({
            ...values,
            employerPhone: values.employerPhone.trim() || undefined,
            employerEmail: values.employerEmail.trim() || undefined,
          }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Employer or business name"
            autoComplete="organization"
            required
            {...form.getInputProps('employerName')}
          />
          <TextInput label="Job title" autoComplete="organization-title" required {...form.getInputProps('jobTitle')} />
          <TextInput
            type="date"
            label="Start date"
            description="When you started this job or business"
            max={today}
            required
            {...form.getInputProps('startDate')}
          />
          <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm">
              How can a verifier reach your employer?
            </Text>
            <Text size="sm" c="dimmed">
              Give the phone number or email of the HR or verification team — at least one.
            </Text>
            <TextInput
              type="tel"
              label="HR or verification phone"
              autoComplete="off"
              {...phone}
              onBlur={(event) => {
                // Shown as (xxx) xxx-xxxx once it is a US number; anything else stays as typed.
                const typed = event.currentTarget.value;
                form.setFieldValue('employerPhone', formatPhone(typed));
                if (typed.trim()) form.validateField('employerPhone');
              }}
            />
            <TextInput
              type="email"
              label="HR or verification email"
              autoComplete="off"
              {...form.getInputProps('employerEmail')}
            />
          </Stack>
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
