/**
 * heloc-signer/intro: the additional signer learns whose loan this is, which home, for how much,
 * what they sign and why — before anything is asked of them.
 *
 * Why they sign: the deed of trust encumbers the whole home, so every owner signs it; and Regulation Z
 * §1026.15(a)(1) gives each owner whose interest is subject to the security interest the right to
 * rescind, with a notice of it each (§1026.15(b)).
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ConditionsNotice } from '../../../components/conditions-notice/conditions-notice';
import { formatCurrency, formatStageTime, signerStanding } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { Link } from 'react-router';

export interface SignerIntroProps {
  readonly application: CoDeedStatus;
  /** heloc-signer/sign for this application. */
  readonly signHref: string;
  readonly timeZone?: string;
  /** The signer's own conditions still owed (flag fe-heloc-additional-signer-conditions), and where they are cleared. */
  readonly conditions?: { readonly needed: number; readonly href: string };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

export function SignerIntro({ application: a, signHref, timeZone, conditions }: SignerIntroProps) {
  const borrower = a.borrowerName ?? 'The borrower';
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      {conditions ? <ConditionsNotice needed={conditions.needed} href={conditions.href} /> : null}
      <div>
        <Title order={1} size="h2">{`${borrower} has asked you to sign`}</Title>
        <Text mt={4}>
          You are on the title of the home that secures {a.borrowerName ? `${a.borrowerName}’s` : 'this'} home equity
          line of credit, so your signature is needed too.
        </Text>
      </div>
      <Card withBorder component="section" aria-labelledby="loan-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="loan-heading">
            The line of credit
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="Borrower" value={borrower} />
            <Fact label="Home" value={a.propertyAddress ?? 'Not available'} />
            <Fact
              label="Credit limit"
              value={a.creditLimit !== null ? formatCurrency(a.creditLimit) : 'Not decided yet'}
            />
            <Fact label="Application ID" value={a.loanNumber} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="what-heading">
        <Title order={2} size="h4" id="what-heading">
          What you are signing, and why
        </Title>
        <List spacing="xs">
          <List.Item>
            The deed of trust (mortgage): it lets the lender hold the home as security for this line of credit. Every
            owner on the title signs it.
          </List.Item>
          <List.Item>
            Signing it does not make you a borrower, but if the line is not repaid the lender can take the home, your
            share included.
          </List.Item>
          <List.Item>
            You will receive a notice of your right to cancel. As an owner you may cancel within three business days, as
            that notice explains.
          </List.Item>
        </List>
      </Stack>
      {a.signed ? (
        <Alert color="green" variant="light" title="You have signed" role="status">
          {a.signedAt ? `You signed on ${formatStageTime(a.signedAt, timeZone)}. ` : ''}
          {signerStanding(a) === 'all-signed'
            ? 'Everyone has signed; the borrower’s application continues.'
            : 'We are waiting for the other signers.'}
        </Alert>
      ) : a.canSign ? (
        <Button component={Link} to={signHref} style={{ alignSelf: 'flex-start' }}>
          Continue to sign
        </Button>
      ) : (
        <Alert color="gray" variant="light" title="Not ready for your signature yet">
          {`${borrower} is still completing the application. We will email you when it is ready for your signature.`}
        </Alert>
      )}
    </Stack>
  );
}
