/**
 * The notice of adverse action, rendered as the core built it (adverseActionNotice): the decline
 * screens error/decline, error/income and error/credit differ only in the notice they are given.
 * Each block is a labelled section so that a screen reader can jump between them, and the print
 * stylesheet keeps each on one page.
 */
import { Anchor, Button, Divider, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH, type AdverseActionNotice } from '@heloc/core';
import { useId, type ReactNode } from 'react';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import './adverse-action-notice.css';
import { BureauContactLines, EcoaAgencyLines, tel } from './notice-parts';

export interface AdverseActionNoticeViewProps {
  readonly notice: AdverseActionNotice;
  readonly onPrint: () => void;
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function AdverseActionNoticeView({ notice, onPrint }: AdverseActionNoticeViewProps) {
  const { lender, scoreDisclosure: score, bureauNotice, ecoaNotice } = notice;
  return (
    <Stack gap="lg" className="heloc-notice">
      <div>
        <Title order={1} size="h2">
          {notice.title}
        </Title>
        <Text c="dimmed" mt={4}>
          Notice of action taken · {notice.noticeDate}
        </Text>
      </div>
      <Group className="heloc-no-print">
        <Button onClick={onPrint} variant="default">
          Print this notice
        </Button>
      </Group>
      <Text>
        {lender.name}
        <br />
        {lender.address}
      </Text>
      <Text>{notice.actionTaken}</Text>
      {notice.facts.length > 0 && (
        <List spacing={4}>
          {notice.facts.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      )}
      <Section title="Why we made this decision">
        <Text mb="xs">{notice.reasonsIntro}</Text>
        <List type="ordered" spacing={4}>
          {notice.reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      </Section>
      {score && (
        <Section title="Your credit score">
          <Text mb="sm">{score.intro}</Text>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <div>
                <Text size="sm" c="dimmed">
                  Your credit score
                </Text>
                <Text fw={700} fz={28} lh={1.2}>
                  {score.score}
                </Text>
                <Text size="sm">{score.range}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  Date
                </Text>
                <Text>{score.createdOn}</Text>
                <Text size="sm" c="dimmed" mt="xs">
                  Provided by
                </Text>
                <Text>
                  {score.source} ({score.model})
                </Text>
              </div>
            </SimpleGrid>
            <Text fw={600} mt="md" mb={4}>
              Key factors that adversely affected your credit score:
            </Text>
            <List type="ordered" spacing={4}>
              {score.keyFactors.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </Paper>
        </Section>
      )}
      <Section title="What you can do">
        <List spacing={4}>
          {notice.nextSteps.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
        <Text mt="sm">
          Questions about this decision? Call {lender.name} at <Anchor href={tel(lender.phone)}>{lender.phone}</Anchor>.
        </Text>
      </Section>
      <Section title="Your right to your credit report">
        <Stack gap="xs">
          {bureauNotice.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
          <BureauContactLines bureau={bureauNotice.bureau} />
        </Stack>
      </Section>
      <Section title="Notice of your rights under the Equal Credit Opportunity Act">
        <Text>{ecoaNotice.text}</Text>
        <EcoaAgencyLines agency={ecoaNotice.agency} />
      </Section>
      <Divider className="heloc-no-print" />
      <Group className="heloc-no-print">
        <Button component="a" href={DASHBOARD_PATH}>
          Back to your dashboard
        </Button>
      </Group>
    </Stack>
  );
}
