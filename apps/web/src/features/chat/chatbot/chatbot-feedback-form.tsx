/**
 * "What was wrong with this answer?" under a reply the borrower marked not helpful: the spec's
 * reasons (core CHATBOT_FEEDBACK_REASONS), a text box only for Other (max 140), the spec's messages
 * from the core's schema, checked on blur and on send. A failed send keeps the choice.
 */
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Radio, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CHATBOT_FEEDBACK_DETAIL_MAX,
  CHATBOT_FEEDBACK_REASONS,
  CHATBOT_TEXT,
  chatbotFeedbackSchema,
  type ChatbotFeedback,
} from '@heloc/core';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface ChatbotFeedbackFormProps {
  readonly sending?: boolean;
  readonly error?: string | null;
  /** Starting values (stories show a filled form). */
  readonly initial?: { readonly reason?: string; readonly detail?: string };
  readonly onSend: (feedback: ChatbotFeedback) => void;
  readonly onCancel: () => void;
}

export function ChatbotFeedbackForm({ sending = false, error, initial, onSend, onCancel }: ChatbotFeedbackFormProps) {
  const form = useForm<{ reason: string; detail: string }>({
    mode: 'controlled',
    initialValues: { reason: initial?.reason ?? '', detail: initial?.detail ?? '' },
    validate: schemaResolver(chatbotFeedbackSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const box = useRef<HTMLDivElement>(null);
  // The "Not helpful" button that opened the form is gone: focus moves to the first reason (so a
  // keyboard or screen-reader user is not left on the page's body), and the form scrolls into view.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
    box.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  }, []);
  return (
    <Paper ref={box} withBorder p="sm" radius="md">
      <form noValidate onSubmit={form.onSubmit((values) => onSend(v.parse(chatbotFeedbackSchema, values)))}>
        <Stack gap="sm">
          {/* Radio.Group renders a fieldset whose legend is the question. */}
          <Radio.Group label={CHATBOT_TEXT.feedbackQuestion} required {...form.getInputProps('reason')}>
            <Stack gap={6} mt="xs">
              {CHATBOT_FEEDBACK_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={reason} />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.reason === 'Other' ? (
            <Textarea
              label={CHATBOT_TEXT.otherLabel}
              description={`Up to ${CHATBOT_FEEDBACK_DETAIL_MAX} characters`}
              rows={2}
              {...form.getInputProps('detail')}
            />
          ) : null}
          <FormError message={error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onCancel} disabled={sending}>
              {CHATBOT_TEXT.cancelFeedback}
            </Button>
            <Button type="submit" size="xs" loading={sending}>
              {CHATBOT_TEXT.sendFeedback}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
