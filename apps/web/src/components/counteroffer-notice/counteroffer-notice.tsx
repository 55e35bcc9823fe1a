/**
 * The combined counteroffer and adverse action notice (Reg B form C-4), rendered as the core built it
 * (counterofferNotice): shown on product/select when the offer was revised on verified income, so
 * the borrower reads the notice before choosing. One labelled section, with its parts as
 * sub-sections a screen reader can jump between.
 */
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { CounterofferNotice } from '@heloc/core';
import { useId, type ReactNode } from 'react';
import '@mantine/core/styles/Paper.css';
import { BureauContactLines, EcoaAgencyLines, tel } from '../adverse-action-notice/notice-parts';

function Part({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={4}>
        {title}
      </Title>
      {children}
    </section>
  );
}

export function CounterofferNoticeView({ notice }: { readonly notice: CounterofferNotice }) {
  const id = useId();
  const { lender, bureauNotice, ecoaNotice } = notice;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {notice.title}
          </Title>
          <Text size="sm" c="dimmed">
            {notice.noticeDate}
          </Text>
        </div>
        <Text>
          {lender.name}
          <br />
          {lender.address}
        </Text>
        <Text>{notice.requested}</Text>
        <Text fw={600}>{notice.actionTaken}</Text>
        <List spacing={4}>
          {notice.terms.map((t) => (
            <List.Item key={t}>{t}</List.Item>
          ))}
        </List>
        <Text>{notice.acceptance}</Text>
        <Part title="Why we could not offer the terms you requested">
          <Text mb={4}>{notice.reasonsIntro}</Text>
          <List type="ordered" spacing={4}>
            {notice.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
          <Text mt="xs">
            Questions? Call {lender.name} at <Anchor href={tel(lender.phone)}>{lender.phone}</Anchor>.
          </Text>
        </Part>
        <Part title="Your right to your credit report">
          <Stack gap={6}>
            {bureauNotice.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            <BureauContactLines bureau={bureauNotice.bureau} />
          </Stack>
        </Part>
        <Part title="Notice of your rights under the Equal Credit Opportunity Act">
          <Text>{ecoaNotice.text}</Text>
          <EcoaAgencyLines agency={ecoaNotice.agency} />
        </Part>
      </Stack>
    </Paper>
  );
}
