/** signing/support: help with signing — who to contact, whether the phone line is open now, and the usual problems. */
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Accordion, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LoanOriginatorDisplayInfo, SupportHoursNow } from '@heloc/core';
import { Link } from 'react-router';
import { LoanOfficerCard } from '../../../components/loan-officer-card/loan-officer-card';

export interface SigningSupportProps {
  readonly companyName: string;
  readonly phone: string;
  readonly email: string;
  /** Open now, and today's hours (core supportHoursNow); null while the hours are unknown. */
  readonly hours: SupportHoursNow | null;
  /** The week's hours in words ("Monday–Friday 6:00 AM – 6:00 PM PT"). */
  readonly weekHours: readonly string[];
  readonly loanOfficer?: LoanOriginatorDisplayInfo | null;
  readonly introHref: string;
  readonly signHref: string;
  readonly additionalHref: string;
}

export function SigningSupport({
  companyName,
  phone,
  email,
  hours,
  weekHours,
  loanOfficer,
  introHref,
  signHref,
  additionalHref,
}: SigningSupportProps) {
  const tel = phone.replace(/\D/g, '');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Help with signing
        </Title>
        <Text c="dimmed" mt={4}>
          Stuck or unsure? We can help by phone or email.
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group gap="sm">
            <Title order={2} size="h4">
              Contact {companyName}
            </Title>
            {hours && (
              <Badge color={hours.open ? 'teal.9' : 'gray.8'} variant="filled">
                {hours.open ? 'Open now' : 'Closed now'}
              </Badge>
            )}
          </Group>
          <Text>
            Phone: <Anchor href={`tel:${tel}`}>{phone}</Anchor>
          </Text>
          <Text>
            Email: <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </Text>
          {hours?.todayHours && <Text size="sm">Today: {hours.todayHours}</Text>}
          {weekHours.map((h) => (
            <Text size="sm" key={h}>
              {h}
            </Text>
          ))}
          {hours && !hours.open && (
            <Text size="sm">Outside these hours, email us: we answer on the next business day.</Text>
          )}
        </Stack>
      </Paper>
      {loanOfficer && <LoanOfficerCard info={loanOfficer} />}
      <Stack gap="xs">
        <Title order={2} size="h4">
          Common problems
        </Title>
        <Accordion variant="separated">
          <Accordion.Item value="pdf">
            <Accordion.Control>A document does not open</Accordion.Control>
            <Accordion.Panel>
              Each document shows in the page. If it does not, use “Download PDF” above the document and open the file
              with any PDF reader; it still counts as opened. Check that your browser is up to date, then reload the
              page.
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="draw">
            <Accordion.Control>Drawing my signature on a phone</Accordion.Control>
            <Accordion.Panel>
              Turn your phone sideways for a wider box, draw with one finger, and use “Clear” to start again. Or choose
              “Type my name”: a typed signature is just as valid, and it is the way to sign with a keyboard or a screen
              reader.
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="name">
            <Accordion.Control>My name or figures are wrong on the documents</Accordion.Control>
            <Accordion.Panel>
              Do not sign. Call us at <Anchor href={`tel:${tel}`}>{phone}</Anchor> or email{' '}
              <Anchor href={`mailto:${email}`}>{email}</Anchor>: we correct the application and prepare new documents.
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="cosigner">
            <Accordion.Control>My co-signer did not get the email</Accordion.Control>
            <Accordion.Panel>
              Ask them to check their spam folder. You can check the address and send the invitation again on{' '}
              <Anchor component={Link} to={additionalHref}>
                additional signers
              </Anchor>
              .
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
      <Group gap="lg">
        <Anchor component={Link} to={signHref}>
          Back to signing
        </Anchor>
        <Anchor component={Link} to={introHref}>
          Review your final offer
        </Anchor>
      </Group>
    </Stack>
  );
}
