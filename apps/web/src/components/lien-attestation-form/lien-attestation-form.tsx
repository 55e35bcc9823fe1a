/**
 * The lien attestation form (one component for the liens and merchant/lien-attestation screens):
 * each lien the title search found, confirmed or corrected; loans it missed, added; each recent
 * inquiry answered when there are any; then the attestation. The core owns the schema, messages,
 * the view and the step body (lien-attestation.ts); this renders them.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Checkbox.css';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  LIEN_ANSWERS,
  LIEN_ATTESTATION_TEXT,
  LIEN_MAX_ADDED,
  lienAttestationBody,
  lienAttestationFormSchema,
  lienAttestationInitial,
  lienAttestationView,
  type LienAttestationBody,
  type LienAttestationForm as FormValues,
  type LienFacts,
} from '@heloc/core';
import { FormError } from '../form-error/form-error';

export interface LienAttestationFormProps {
  readonly facts: LienFacts;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (body: LienAttestationBody) => void;
}

export function LienAttestationForm({ facts, submitting, error, onSubmit }: LienAttestationFormProps) {
  const view = lienAttestationView(facts);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: lienAttestationInitial(facts),
    validate: schemaResolver(lienAttestationFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  return (
    <form noValidate onSubmit={form.onSubmit((vals) => onSubmit(lienAttestationBody(vals)))}>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="liens-found">
          <Title order={2} size="h4" id="liens-found">
            {LIEN_ATTESTATION_TEXT.caption}
          </Title>
          {view.rows.length === 0 && <Text>{LIEN_ATTESTATION_TEXT.none}</Text>}
          {view.rows.map((lien, i) => {
            const answer = values.liens[i]?.answer;
            return (
              <Paper key={lien.uuid} withBorder p="md">
                <Stack gap="xs">
                  <Title order={3} size="h5">
                    {lien.lender}
                  </Title>
                  <Text size="sm">
                    {lien.kind} · {lien.position} lien{lien.account ? ` · account ${lien.account}` : ''}
                  </Text>
                  <Text size="sm">
                    Balance <strong>{lien.balance}</strong> · Recorded {lien.recorded}
                  </Text>
                  <Radio.Group
                    label={`Is the ${lien.lender} lien correct?`}
                    {...form.getInputProps(`liens.${i}.answer`)}
                    required
                  >
                    <Stack gap={6} mt={6}>
                      {LIEN_ANSWERS.map((a) => (
                        <Radio key={a.code} value={a.code} label={a.label} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  {answer === 'DIFFERENT_BALANCE' && (
                    <NumberInput
                      label="Balance you owe today"
                      prefix="$"
                      thousandSeparator=","
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      required
                      {...form.getInputProps(`liens.${i}.balance`)}
                    />
                  )}
                  {(answer === 'DIFFERENT_BALANCE' || answer === 'PAID_OFF') && (
                    <Textarea
                      label={
                        answer === 'PAID_OFF' ? 'When and how was it paid off?' : 'Anything we should know? (optional)'
                      }
                      rows={3}
                      required={answer === 'PAID_OFF'}
                      {...form.getInputProps(`liens.${i}.note`)}
                    />
                  )}
                </Stack>
              </Paper>
            );
          })}
          {view.rows.length > 0 && (
            <Text>
              {LIEN_ATTESTATION_TEXT.total}: <strong>{view.total}</strong>. Your new line would be the{' '}
              {view.newLinePosition.toLowerCase()}.
            </Text>
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="liens-added">
          <Title order={2} size="h4" id="liens-added">
            {LIEN_ATTESTATION_TEXT.addHeading}
          </Title>
          <Text size="sm">{LIEN_ATTESTATION_TEXT.addIntro}</Text>
          {values.added.map((_, i) => (
            // Rows are only appended or removed as a whole, so the index is the row.
            <Paper key={i} withBorder p="md">
              <Stack gap="xs">
                <TextInput
                  label={`Lender of added loan ${i + 1}`}
                  required
                  {...form.getInputProps(`added.${i}.lender`)}
                />
                <NumberInput
                  label={`Balance of added loan ${i + 1}`}
                  prefix="$"
                  thousandSeparator=","
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  required
                  {...form.getInputProps(`added.${i}.balance`)}
                />
                <Button
                  variant="default"
                  onClick={() => form.removeListItem('added', i)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {LIEN_ATTESTATION_TEXT.remove} added loan {i + 1}
                </Button>
              </Stack>
            </Paper>
          ))}
          {values.added.length < LIEN_MAX_ADDED && (
            <Button
              variant="default"
              onClick={() => form.insertListItem('added', { lender: '', balance: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              {LIEN_ATTESTATION_TEXT.add}
            </Button>
          )}
        </Stack>

        {view.inquiries.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="liens-inquiries">
            <Title order={2} size="h4" id="liens-inquiries">
              {LIEN_ATTESTATION_TEXT.inquiriesHeading}
            </Title>
            <Text size="sm">{LIEN_ATTESTATION_TEXT.inquiriesIntro}</Text>
            {view.inquiries.map((q, i) => (
              <Paper key={q.uuid} withBorder p="md">
                <Stack gap="xs">
                  <Radio.Group
                    label={`${q.creditor}, ${q.date} (${q.bureau}): did this open a new loan or card?`}
                    required
                    {...form.getInputProps(`inquiries.${i}.newDebt`)}
                  >
                    <Group gap="lg" mt={6}>
                      <Radio value="YES" label="Yes" />
                      <Radio value="NO" label="No" />
                    </Group>
                  </Radio.Group>
                  {values.inquiries[i]?.newDebt === 'YES' && (
                    <Textarea
                      label="Who is the creditor, and how much did you borrow?"
                      rows={3}
                      required
                      {...form.getInputProps(`inquiries.${i}.explanation`)}
                    />
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}

        <Checkbox label={LIEN_ATTESTATION_TEXT.attest} {...form.getInputProps('attest', { type: 'checkbox' })} />
        <FormError message={error} />
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          {LIEN_ATTESTATION_TEXT.submit}
        </Button>
      </Stack>
    </form>
  );
}
