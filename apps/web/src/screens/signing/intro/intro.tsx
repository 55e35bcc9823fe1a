/**
 * signing/intro: the final offer in full, before anything is signed — the line, the draw, the
 * fixed rate and APR, the term and payment, the origination fee and the cash after it, the
 * recording costs, how payments will be made, and the documents to sign. Regulation Z
 * (12 CFR §1026.6(a), account-opening disclosures) has these terms given before the account is
 * opened; they are final here and repeated in the closing summary.
 */
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Collapse, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCurrency, formatPercent, type FinalOfferTerms } from '@heloc/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';

export interface SigningIntroProps {
  readonly terms: FinalOfferTerms | undefined;
  readonly documents: readonly { readonly kind: string; readonly title: string }[];
  /** 'accept' in FINAL_OFFER, 'sign' once accepted (core signingIntroAction). */
  readonly action: 'accept' | 'sign' | 'none';
  readonly companyName: string;
  readonly supportPhone: string;
  readonly signHref: string;
  readonly supportHref: string;
  readonly disclosuresHref: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onAccept: () => void;
}

const money = (n: number) => formatCurrency(n, 2);
const range = (min: number, max: number) => `${money(min)} to ${money(max)}`;

export function SigningIntro({
  terms,
  documents,
  action,
  companyName,
  supportPhone,
  signHref,
  supportHref,
  disclosuresHref,
  submitting,
  error,
  onAccept,
}: SigningIntroProps) {
  const [changeOpen, setChangeOpen] = useState(false);
  if (!terms) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Your final offer
        </Title>
        <Alert color="yellow" title="Your offer is not available right now">
          We are updating your offer. Please come back in a few minutes, or call us at {supportPhone}.
        </Alert>
      </Stack>
    );
  }
  const rows: [string, string][] = [
    ['Line amount', money(terms.lineAmount)],
    ['Initial draw', money(terms.initialDraw)],
    ['Fixed interest rate', formatPercent(terms.aprPercent, 2)],
    // The APR of an open-end plan is the periodic rate annualised, without fees (Reg Z §1026.6(a)(1)(ii)).
    ['Annual percentage rate (APR)', formatPercent(terms.aprPercent, 2)],
    ['Term', `${terms.termYears} years`],
    ['Monthly payment on the initial draw', money(terms.monthlyPayment)],
    [
      'Origination fee',
      terms.originationFee > 0
        ? `${money(terms.originationFee)} (${formatPercent(terms.originationFeePercent, 2)} of the draw, taken from it)`
        : money(0),
    ],
    ['Cash you receive from the draw', money(terms.cashToBorrower)],
    ['County recording fees (estimate)', range(terms.recordingFees.min, terms.recordingFees.max)],
    [
      'Recording taxes (estimate)',
      `${range(terms.recordingTaxes.min, terms.recordingTaxes.max)} (${range(terms.recordingTaxes.perHundredThousandMin, terms.recordingTaxes.perHundredThousandMax)} per $100,000 of the line)`,
    ],
    [
      'Payments',
      terms.payments.kind === 'AUTOPAY'
        ? `Automatic payments (autopay) from the account ending ${terms.payments.accountLast4}`
        : 'Manual payments: you pay each statement yourself',
    ],
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Your final offer
        </Title>
        <Text c="dimmed" mt={4}>
          {action === 'sign'
            ? 'You accepted this offer. Your documents are ready to sign.'
            : 'Please review your final terms. Nothing is signed until you sign your documents.'}
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Table variant="vertical" layout="fixed" withRowBorders aria-label="Final offer">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="45%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Text size="sm">
        These are your final terms under the Truth in Lending Act (Regulation Z, 12 CFR §1026.6(a)); they are repeated
        in your closing summary. Recording fees and taxes are set by your county and are estimates until your deed is
        recorded.
      </Text>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Documents you will sign
        </Title>
        <List>
          {documents.map((d) => (
            <List.Item key={d.kind}>{d.title}</List.Item>
          ))}
        </List>
        <Text size="sm">
          All your documents and disclosures, with what you signed and when, are in{' '}
          <Anchor component={Link} to={disclosuresHref}>
            your documents
          </Anchor>
          .
        </Text>
      </Stack>
      <FormError message={error} />
      <Group>
        {action === 'accept' && (
          <Button onClick={onAccept} loading={submitting}>
            Accept and continue
          </Button>
        )}
        {action === 'sign' && (
          <Button component={Link} to={signHref}>
            Sign your documents
          </Button>
        )}
        {action === 'accept' && (
          <Button
            variant="default"
            onClick={() => setChangeOpen((o) => !o)}
            aria-expanded={changeOpen}
            aria-controls="change-offer"
          >
            Choose a different offer
          </Button>
        )}
      </Group>
      <Collapse expanded={changeOpen} id="change-offer">
        <Alert color="blue" title="Changing your offer">
          Your final offer reflects your home’s final value and your verified income. To change your line amount or
          draw, call us at {supportPhone}: {companyName} will reopen your offers, and you choose again on the offers
          page before signing.
        </Alert>
      </Collapse>
      <Text size="sm">
        Questions about signing?{' '}
        <Anchor component={Link} to={supportHref}>
          Get help with signing
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
