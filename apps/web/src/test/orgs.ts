/**
 * Organisations for stories and tests: the web app's own fixtures (never the api's seed), one per
 * kind of lender the white label serves — a direct lender, a credit union and a wholesale broker.
 */
import type { OrgData } from '../api/types';

const logo = (initials: string, fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" role="img"><rect width="40" height="40" rx="8" fill="${fill}"/><text x="20" y="26" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

function org(
  code: string,
  name: string,
  primaryColor: string,
  secondaryColor: string,
  over: { isCreditUnion?: boolean; wholesale?: boolean; referringLoanOfficerRequired?: boolean } = {},
): OrgData {
  return {
    orgCode: code,
    // Credit unions animate their own loader here, as the sandbox's Summit Ridge does (orgBrand.loader).
    orgBrand: {
      name,
      primaryColor,
      secondaryColor,
      logoUri: logo(name.slice(0, 2).toUpperCase(), primaryColor),
      loader: over.isCreditUnion ? 'pulse' : 'default',
    },
    orgMetaData: {
      companyInfo: { name, supportEmail: `support@${code}.example` },
      isMainBrand: !over.isCreditUnion && !over.wholesale,
      isCreditUnion: over.isCreditUnion ?? false,
      settings: {
        referringLoanOfficerRequired: over.referringLoanOfficerRequired ?? false,
        wholesale: over.wholesale ?? false,
      },
      footerLinks: [{ type: 'FOOTER', url: '/accessibility', name: 'Accessibility' }],
    },
    footer: {
      companyName: `${name}, Inc.`,
      companyNameShort: name,
      companyNMLS: '7654321',
      companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/7654321',
      termsOfUseUrl: '/terms',
      privacyPolicyUrl: '/privacy',
      privacyLinkIsExternal: false,
      licensesUrl: '/licenses',
      footerImage: over.isCreditUnion ? 'EHO' : 'EHL',
      disclosureCopy: [
        'Annual percentage rates (APRs) range from 7.60% to 17.20% and depend on credit, income, property value and the lien position.',
        'An origination fee of up to 4.99% of the initial draw applies; it is deducted from the draw.',
      ],
      companyAddress: '100 Main Street, Springfield, IL 62701',
      phoneFormatted: '(800) 555-0100',
      email: `support@${code}.example`,
      nationalCreditUnionAdministrationLogo: over.isCreditUnion ?? false,
      showNewYorkNotice: false,
      illinoisNotice: false,
    },
    licensedStates: ['AZ', 'CA', 'CO', 'FL', 'IL', 'NY', 'TX', 'WA'],
    // The credit-union regulator's logo is on where the lender is a credit union (the flag toggles it).
    flags: over.isCreditUnion ? { nationalCreditUnionAdministrationLogo: { flagEnabled: true } } : {},
  };
}

export const STORY_ORGS = {
  lender: org('lender', 'Story Lender', '#1f4e8c', '#e0a526'),
  creditunion: org('creditunion', 'Story Credit Union', '#0b6e4f', '#f2c14e', { isCreditUnion: true }),
  broker: org('broker', 'Story Broker', '#6a1b9a', '#ff8f00', { wholesale: true, referringLoanOfficerRequired: true }),
} satisfies Record<string, OrgData>;

export const STORY_ORG: OrgData = STORY_ORGS.lender;
