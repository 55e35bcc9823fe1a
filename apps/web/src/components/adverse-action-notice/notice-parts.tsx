/**
 * The parts the notice of adverse action and the counteroffer notice share, rendered once: the
 * consumer reporting agency's contact (FCRA §615(a): name, address, toll-free number, website) and
 * the federal agency named by the ECOA notice (Reg B §1002.9(b)(1), Appendix A).
 */
import { Anchor, Text } from '@mantine/core';
import type { AdverseActionNotice, BureauContact } from '@heloc/core';

export const tel = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;

export function BureauContactLines({ bureau }: { readonly bureau: BureauContact }) {
  return (
    <Text>
      {bureau.name}
      <br />
      {bureau.address}
      <br />
      Toll-free: <Anchor href={tel(bureau.phone)}>{bureau.phone}</Anchor>
      <br />
      <Anchor href={bureau.website} target="_blank" rel="noopener noreferrer">
        {bureau.website.replace(/^https:\/\/www\./, '')}
      </Anchor>
    </Text>
  );
}

export function EcoaAgencyLines({ agency }: { readonly agency: AdverseActionNotice['ecoaNotice']['agency'] }) {
  return (
    <Text mt="xs">
      {agency.name}
      <br />
      {agency.address}
    </Text>
  );
}
