/**
 * /dashboard/settings: the signed-in person's name, email and phone, password, communication
 * preferences (channels, how often reminders come, and the consent to texts: its terms shown word
 * for word and agreed to with a box of their own — the server records that text), and sign out of
 * all devices. Each section saves on its own and keeps what was typed when a request fails.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  accountDetailsSchema,
  changePasswordSchema,
  COMMUNICATION_CHANNELS,
  normalisePhone,
  REMINDER_FREQUENCIES,
  TEXT_CONSENT_MESSAGES,
  textConsentLine,
  textConsentText,
  type AccountDetails,
  type CommunicationSettings,
  type CommunicationSettingsBody,
  type ReminderFrequency,
} from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';

export interface SectionState {
  readonly saving?: boolean;
  readonly error?: string | null;
  /** The confirmation to announce once saved. */
  readonly saved?: string | null;
}

export interface SettingsProps {
  readonly details: AccountDetails;
  readonly preferences: CommunicationSettings;
  /** The sender the texts' terms name (the organisation's short name). */
  readonly companyName: string;
  readonly detailsState?: SectionState;
  readonly passwordState?: SectionState;
  readonly preferencesState?: SectionState;
  readonly signOutState?: SectionState;
  readonly onSaveDetails: (values: AccountDetails) => void;
  readonly onChangePassword: (values: { currentPassword: string; newPassword: string }) => void;
  readonly onSavePreferences: (values: CommunicationSettingsBody) => void;
  readonly onSignOutEverywhere: () => void;
}

function Saved({ message }: { readonly message?: string | null }) {
  return (
    <div role="status">
      {message ? (
        <Text c="teal.9" fw={600} size="sm">
          {message}
        </Text>
      ) : null}
    </div>
  );
}

export function Settings(props: SettingsProps) {
  const { detailsState = {}, passwordState = {}, preferencesState = {}, signOutState = {} } = props;
  const details = useForm({
    mode: 'controlled',
    initialValues: props.details,
    validate: schemaResolver(accountDetailsSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const password = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { textConsent, ...choices } = props.preferences;
  const consentInForce = Boolean(textConsent && !textConsent.stoppedAt);
  const prefs = useForm({
    mode: 'controlled',
    initialValues: {
      emailUpdates: choices.emailUpdates,
      smsUpdates: choices.smsUpdates,
      marketing: choices.marketing,
      reminderFrequency: choices.reminderFrequency as ReminderFrequency,
      textPhone: textConsent?.phone ?? props.details.phone,
      textsAgreed: false,
    },
    validate: {
      textPhone: (phone, values) =>
        values.smsUpdates && !consentInForce && normalisePhone(phone).length !== 10
          ? 'Must be a 10-digit US phone number'
          : null,
      textsAgreed: (agreed, values) =>
        values.smsUpdates && !consentInForce && !agreed ? TEXT_CONSENT_MESSAGES.agree : null,
    },
  });
  const askConsent = prefs.values.smsUpdates && !consentInForce;
  const consentText = textConsentText(props.companyName, prefs.values.textPhone);
  const savePreferences = prefs.onSubmit(({ textPhone, textsAgreed: _agreed, ...values }) =>
    props.onSavePreferences({
      ...values,
      ...(askConsent ? { textConsent: { phone: textPhone, text: consentText } } : {}),
    }),
  );
  const consentLine = textConsentLine(textConsent);
  return (
    <Stack gap="lg" maw={760} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Settings
      </Title>

      <Card withBorder component="section" aria-labelledby="settings-details">
        <form noValidate onSubmit={details.onSubmit((v) => props.onSaveDetails(v))}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="settings-details">
              Your details
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                autoComplete="given-name"
                required
                {...details.getInputProps('firstName')}
              />
              <TextInput label="Last name" autoComplete="family-name" required {...details.getInputProps('lastName')} />
              <TextInput label="Email" type="email" autoComplete="email" required {...details.getInputProps('email')} />
              <TextInput label="Phone" type="tel" autoComplete="tel" required {...details.getInputProps('phone')} />
            </SimpleGrid>
            <FormError message={detailsState.error} />
            <Saved message={detailsState.saved} />
            <Button type="submit" loading={detailsState.saving} style={{ alignSelf: 'flex-start' }}>
              Save details
            </Button>
          </Stack>
        </form>
      </Card>

      <Card withBorder component="section" aria-labelledby="settings-password">
        <form noValidate onSubmit={password.onSubmit((v) => props.onChangePassword(v))}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="settings-password">
              Change password
            </Title>
            <Text size="sm">Changing your password signs you out on your other devices.</Text>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...password.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              description="At least 10 characters, not easy to guess"
              autoComplete="new-password"
              required
              {...password.getInputProps('newPassword')}
            />
            <FormError message={passwordState.error} />
            <Saved message={passwordState.saved} />
            <Button type="submit" loading={passwordState.saving} style={{ alignSelf: 'flex-start' }}>
              Change password
            </Button>
          </Stack>
        </form>
      </Card>

      <Card withBorder component="section" aria-labelledby="settings-communications">
        <form noValidate onSubmit={savePreferences}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="settings-communications">
              Communication preferences
            </Title>
            {COMMUNICATION_CHANNELS.map((ch) => (
              <Checkbox key={ch.key} label={ch.label} {...prefs.getInputProps(ch.key, { type: 'checkbox' })} />
            ))}
            {consentLine ? (
              <Text size="sm" data-testid="text-consent-line">
                {consentLine}
              </Text>
            ) : null}
            {askConsent ? (
              <Paper withBorder p="sm" radius="sm" component="fieldset">
                <Text component="legend" fw={600} size="sm" px={4}>
                  Terms for texts
                </Text>
                <Stack gap="xs">
                  <TextInput
                    label="Mobile number for texts"
                    type="tel"
                    autoComplete="tel"
                    required
                    maw={260}
                    {...prefs.getInputProps('textPhone')}
                  />
                  <Text size="sm" id="settings-texts-consent">
                    {consentText}
                  </Text>
                  <Checkbox
                    label="I agree to these terms for texts"
                    aria-describedby="settings-texts-consent"
                    {...prefs.getInputProps('textsAgreed', { type: 'checkbox' })}
                  />
                </Stack>
              </Paper>
            ) : null}
            <Radio.Group
              label="How often we remind you"
              description="Texts never come before 8 am or after 9 pm where your home is."
              {...prefs.getInputProps('reminderFrequency')}
            >
              <Stack gap={6} mt="xs">
                {REMINDER_FREQUENCIES.map((f) => (
                  <Radio key={f.key} value={f.key} label={f.label} description={f.description} />
                ))}
              </Stack>
            </Radio.Group>
            <Text size="xs" c="dimmed">
              Notices the law requires (for example your disclosures) are always sent.
            </Text>
            <FormError message={preferencesState.error} />
            <Saved message={preferencesState.saved} />
            <Button type="submit" loading={preferencesState.saving} style={{ alignSelf: 'flex-start' }}>
              Save preferences
            </Button>
          </Stack>
        </form>
      </Card>

      <Card withBorder component="section" aria-labelledby="settings-devices">
        <Stack gap="sm">
          <Title order={2} size="h4" id="settings-devices">
            Devices
          </Title>
          <Text size="sm">Signed in on a computer you no longer use? Sign out everywhere, this device included.</Text>
          {signOutState.error && (
            <Alert color="red" role="alert">
              {signOutState.error}
            </Alert>
          )}
          <Button
            variant="default"
            color="red"
            onClick={props.onSignOutEverywhere}
            loading={signOutState.saving}
            style={{ alignSelf: 'flex-start' }}
          >
            Sign out of all devices
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
