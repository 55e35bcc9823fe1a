/** The legal footer from the organisation's data (shared-surfaces §2). */
import { Anchor, Container, Divider, Group, List, Stack, Text } from '@mantine/core';
import { ALL_STATES_COUNT, FLAGS, formatPhone, MESSAGES, operatingHoursLines, showPrivacyOptions } from '@heloc/core';
import { Link } from 'react-router';
import type { OperatingHoursEntry, OrgData } from '../../api/types';
import { PrivacyOptionsButton } from '../privacy-options/privacy-options-button';
import { CreditUnionRegulatorMark, EqualHousingMark } from './regulatory-marks';

export interface LegalFooterProps {
  readonly org: OrgData;
  readonly phoneHours?: readonly OperatingHoursEntry[];
  /** The states from state-licenses; the organisation record's until it answers. */
  readonly licensedStates?: readonly string[];
  /** The customer-service line's chat link, when chat is enabled. */
  readonly chatHref?: string;
}

const FAIR_HOUSING: Record<string, string> = { EOL: 'Equal Opportunity Lender', EHL: 'Equal Housing Lender' };

export function LegalFooter({ org, phoneHours = [], licensedStates, chatHref }: LegalFooterProps) {
  const f = org.footer;
  const states = [...(licensedStates ?? org.licensedStates)].sort();
  const moreToCome = states.length < ALL_STATES_COUNT && org.orgMetaData.isMainBrand;
  // Every open day, named by its real days (the core groups them), Sunday included.
  const hours = operatingHoursLines(phoneHours);
  return (
    <Container component="footer" size="lg" py="xl" aria-label="Legal information">
      <Divider mb="lg" />
      <Stack gap="sm">
        <Group gap="md" component="nav" aria-label="Legal">
          <Anchor href={f.termsOfUseUrl} size="sm">
            Terms of Use
          </Anchor>
          <Anchor
            href={f.privacyPolicyUrl}
            size="sm"
            {...(f.privacyLinkIsExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            Privacy Policy
          </Anchor>
          <Anchor href={f.licensesUrl} size="sm">
            Licenses
          </Anchor>
          {f.illinoisNotice && (
            <Anchor href="/licenses#illinois" size="sm">
              Illinois Community Reinvestment Notice
            </Anchor>
          )}
          {org.orgMetaData.footerLinks
            .filter((l) => l.type === 'FOOTER')
            .map((l) => (
              <Anchor key={l.url} href={l.url} size="sm">
                {l.name}
              </Anchor>
            ))}
          {showPrivacyOptions(org.flags) && <PrivacyOptionsButton privacyPolicyUrl={f.privacyPolicyUrl} />}
        </Group>
        <Text size="sm">
          {f.companyName}, NMLS #{f.companyNMLS} (
          <Anchor href={f.companyNmlsURL} size="sm" target="_blank" rel="noopener noreferrer">
            NMLS Consumer Access
          </Anchor>
          ). {f.companyAddress}.
        </Text>
        <Text size="sm">
          Licensed in {states.join(', ')}
          {moreToCome ? `, ${MESSAGES.moreStatesToCome}` : ''}.
        </Text>
        <Text size="sm">
          Customer service:{' '}
          {chatHref && (
            <>
              <Anchor component={Link} to={chatHref} size="sm">
                Chat with us
              </Anchor>{' '}
              ·{' '}
            </>
          )}
          <Anchor href={`mailto:${f.email}`} size="sm">
            {f.email}
          </Anchor>{' '}
          ·{' '}
          <Anchor href={`tel:${f.phoneFormatted.replace(/\D/g, '')}`} size="sm">
            {formatPhone(f.phoneFormatted.replace(/\D/g, ''))}
          </Anchor>
          {hours.map((h) => ` · ${h.days} ${h.hours}`).join('')}
        </Text>
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <EqualHousingMark />
            <Text size="sm" fw={600}>
              {FAIR_HOUSING[f.footerImage] ?? 'Equal Housing Opportunity'}
            </Text>
          </Group>
          {/* The regulator's logo: credit unions only, toggled by its feature flag (shared-surfaces §2, §9). */}
          {org.orgMetaData.isCreditUnion &&
            org.flags[FLAGS.nationalCreditUnionAdministrationLogo]?.flagEnabled === true && (
              <Group gap={6} wrap="nowrap">
                <CreditUnionRegulatorMark />
                <Text size="sm" fw={600}>
                  Federally insured by NCUA
                </Text>
              </Group>
            )}
        </Group>
        {f.showNewYorkNotice && (
          <Text size="xs" c="dimmed">
            New York residents: {f.companyName} is registered with the New York State Department of Financial Services.
          </Text>
        )}
        <List type="ordered" size="xs" c="dimmed" spacing={4}>
          {f.disclosureCopy.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
