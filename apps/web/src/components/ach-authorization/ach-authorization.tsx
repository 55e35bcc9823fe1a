/**
 * The recurring ACH debit authorization the borrower accepts for autopay. The words are the core's
 * (achAuthorization, Reg E 12 CFR 1005.10(b) and NACHA WEB debit rules); this only shows them and
 * the checkbox that accepts them.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { ACH_ACCEPT_LABEL, BANK_MESSAGES, type AchAuthorization as AchText } from '@heloc/core';
import { useId } from 'react';

export interface AchAuthorizationProps {
  readonly text: AchText;
  readonly accepted: boolean;
  /** Show "required" when the borrower tried to continue without accepting. */
  readonly showError: boolean;
  readonly onChange: (accepted: boolean) => void;
}

export function AchAuthorization({ text, accepted, showError, onChange }: AchAuthorizationProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {text.title}
        </Title>
        {text.paragraphs.map((p) => (
          <Text key={p} size="sm">
            {p}
          </Text>
        ))}
        <Checkbox
          mt="xs"
          label={ACH_ACCEPT_LABEL}
          checked={accepted}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={showError && !accepted ? BANK_MESSAGES.achRequired : undefined}
        />
      </Stack>
    </Paper>
  );
}
