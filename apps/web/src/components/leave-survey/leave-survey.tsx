/**
 * The leave-survey (shared-surfaces §2): one question when the borrower leaves the application from
 * an armed screen. A view: the container (features/journey/use-leave-survey) decides when it opens
 * and sends the answer. Escape, the close button and "No thanks" all dismiss it.
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
  LEAVE_SURVEY_DETAIL_MAX,
  LEAVE_SURVEY_REASONS,
  LEAVE_SURVEY_TEXT,
  leaveSurveyAnswerSchema,
  type LeaveSurveyAnswer,
} from '@heloc/core';
import { useId } from 'react';
import * as v from 'valibot';
import { FormError } from '../form-error/form-error';

const formSchema = v.pick(leaveSurveyAnswerSchema, ['reason', 'detail']);
export type LeaveSurveyChoice = Omit<LeaveSurveyAnswer, 'screen'>;

export interface LeaveSurveyProps {
  readonly opened: boolean;
  readonly sending?: boolean;
  /** The failed send, in one sentence (the borrower's choice stays). */
  readonly error?: string | null;
  readonly onSend: (choice: LeaveSurveyChoice) => void;
  readonly onDismiss: () => void;
}

export function LeaveSurvey({ opened, sending = false, error, onSend, onDismiss }: LeaveSurveyProps) {
  const descriptionId = useId();
  const form = useForm<{ reason: string; detail: string }>({
    mode: 'controlled',
    initialValues: { reason: '', detail: '' },
    validate: schemaResolver(formSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      title={LEAVE_SURVEY_TEXT.title}
      centered
      trapFocus
      closeOnEscape
      closeButtonProps={{ 'aria-label': 'Close the survey' }}
      aria-describedby={descriptionId}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const { reason, detail } = v.parse(formSchema, values);
          onSend(detail ? { reason, detail } : { reason });
        })}
      >
        <Stack gap="md">
          <Text id={descriptionId} size="sm">
            Your application is saved. One question, so we can do better:
          </Text>
          {/* Radio.Group renders a fieldset whose legend is the question. */}
          <Radio.Group label={LEAVE_SURVEY_TEXT.question} required {...form.getInputProps('reason')}>
            <Stack gap="xs" mt="xs">
              {LEAVE_SURVEY_REASONS.map((r) => (
                <Radio key={r.code} value={r.code} label={r.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={LEAVE_SURVEY_TEXT.detailLabel}
            rows={3}
            maxLength={LEAVE_SURVEY_DETAIL_MAX}
            description={`Up to ${LEAVE_SURVEY_DETAIL_MAX} characters`}
            {...form.getInputProps('detail')}
          />
          <FormError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDismiss} disabled={sending}>
              {LEAVE_SURVEY_TEXT.dismiss}
            </Button>
            <Button type="submit" loading={sending}>
              {LEAVE_SURVEY_TEXT.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
