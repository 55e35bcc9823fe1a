/**
 * CEO feedback (shared-surfaces §2, §5): the modal 'Share your thoughts with our CEO', opened from the
 * profile menu's 'Share your feedback with the CEO' for signed-in users when the ceo-feedback flag is
 * on. A view: the container (features/site/use-ceo-feedback) sends it with the application and path.
 * The rules (topics, 10–1000 characters, Yes/No consent sent as a boolean) are the core's schema.
 * Loaded on demand: nothing of it is in the first screen's code.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CEO_FEEDBACK_TOPICS,
  CEO_MESSAGE_MAX,
  ceoFeedbackFormSchema,
  MESSAGES,
  type CeoFeedbackForm,
} from '@heloc/core';
import { useId } from 'react';
import * as v from 'valibot';
import { FormError } from '../form-error/form-error';

export type CeoFeedbackValues = v.InferOutput<typeof ceoFeedbackFormSchema>;

export const CEO_FEEDBACK_TEXT = {
  consentQuestion: 'May we use your feedback in our marketing?',
  sent: 'Thank you. Your feedback is on its way to our CEO.',
  send: 'Send feedback',
  close: 'Close',
} as const;

export interface CeoFeedbackProps {
  readonly opened: boolean;
  readonly sending?: boolean;
  /** The failed send, in one sentence; what was typed stays. */
  readonly error?: string | null;
  readonly sent?: boolean;
  readonly onSend: (values: CeoFeedbackValues) => void;
  readonly onClose: () => void;
}

export default function CeoFeedback({
  opened,
  sending = false,
  error,
  sent = false,
  onSend,
  onClose,
}: CeoFeedbackProps) {
  const descriptionId = useId();
  const form = useForm<CeoFeedbackForm>({
    mode: 'controlled',
    // Radio groups start unanswered: the schema's picklists say 'Required' until one is chosen.
    initialValues: {
      topic: '' as CeoFeedbackForm['topic'],
      message: '',
      marketingConsent: '' as CeoFeedbackForm['marketingConsent'],
    },
    validate: schemaResolver(ceoFeedbackFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={MESSAGES.ceoFeedbackTitle}
      centered
      trapFocus
      closeOnEscape
      closeButtonProps={{ 'aria-label': 'Close the feedback form' }}
      aria-describedby={descriptionId}
    >
      {sent ? (
        <Stack gap="md">
          <Text id={descriptionId} role="status">
            {CEO_FEEDBACK_TEXT.sent}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{CEO_FEEDBACK_TEXT.close}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => onSend(v.parse(ceoFeedbackFormSchema, values)))}>
          <Stack gap="md">
            <Text id={descriptionId} size="sm">
              {MESSAGES.ceoFeedbackPrompt}
            </Text>
            <Radio.Group label="Topic" required {...form.getInputProps('topic')}>
              <Stack gap="xs" mt="xs">
                {CEO_FEEDBACK_TOPICS.map((t) => (
                  <Radio key={t} value={t} label={t} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Message"
              required
              rows={5}
              description={`10 to ${CEO_MESSAGE_MAX} characters`}
              {...form.getInputProps('message')}
            />
            <Radio.Group label={CEO_FEEDBACK_TEXT.consentQuestion} required {...form.getInputProps('marketingConsent')}>
              <Group gap="lg" mt="xs">
                <Radio value="Yes" label="Yes" />
                <Radio value="No" label="No" />
              </Group>
            </Radio.Group>
            <FormError message={error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={sending}>
                Cancel
              </Button>
              <Button type="submit" loading={sending}>
                {CEO_FEEDBACK_TEXT.send}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
