/**
 * Lender organisations for the sandbox: the provider's own brand, a white-label credit union and a
 * wholesale broker. Each carries what the shell, footer and loan-officer card read.
 */
import { HOMESTEAD_TEXTS, KEYSTONE_TEXTS, SUMMITRIDGE_TEXTS } from './site-texts.js';

const ALL_PROVIDER_STATES = [
  'AL',
  'AZ',
  'CA',
  'CO',
  'CT',
  'FL',
  'GA',
  'IL',
  'MA',
  'MD',
  'MI',
  'MN',
  'NC',
  'NJ',
  'NY',
  'OH',
  'OR',
  'PA',
  'SC',
  'TN',
  'TX',
  'VA',
  'WA',
  'WI',
];

const logo = (initials: string, fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" role="img"><rect width="40" height="40" rx="8" fill="${fill}"/><text x="20" y="26" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

const weekHours = (open: string, close: string, saturday: [string, string] | null) =>
  [
    ['Monday', 1],
    ['Tuesday', 2],
    ['Wednesday', 3],
    ['Thursday', 4],
    ['Friday', 5],
    ['Saturday', 6],
    ['Sunday', 7],
  ].map(([weekday, weekdayValue]) => {
    const weekend = weekdayValue === 6 || weekdayValue === 7;
    const hours = weekdayValue === 6 ? saturday : weekend ? null : [open, close];
    return {
      weekday,
      weekdayValue,
      isOpen: Boolean(hours),
      startTime: hours?.[0] ?? null,
      endTime: hours?.[1] ?? null,
    };
  });

export interface OrgPerson {
  uuid: string;
  name: string;
  email: string;
  phoneNumber: string;
  nmls: string;
  avatarUri: string | null;
  /** The originator's own brand mark (a broker's logo), which replaces the lender's logo in the shell for the borrowers it refers (shared-surfaces §1). */
  logoUri?: string | null;
}

export const SEED_ORGS = [
  {
    code: 'homestead',
    data: {
      baseUrl: 'http://127.0.0.1',
      canonicalOrgCode: 'homestead',
      orgCode: 'homestead',
      // The agency that administers ECOA for this creditor, named in adverse action notices (Reg B §1002.9(b)(1), Appendix A): NCUA for a federal credit union, the FTC for a non-bank lender.
      ecoaAgency: 'FTC',
      orgBrand: {
        name: 'Homestead Line',
        primaryColor: '#1f4e8c',
        secondaryColor: '#e0a526',
        logoUri: logo('HL', '#1f4e8c'),
        loader: 'default',
      },
      orgMetaData: {
        companyInfo: { name: 'Homestead Line', supportEmail: 'support@homesteadline.com' },
        products: { heloc: { name: 'Homestead HELOC', productType: 'HELOC' } },
        isMainBrand: true,
        isCreditUnion: false,
        settings: { referringLoanOfficerRequired: false, wholesale: false },
        footerLinks: [{ type: 'FOOTER', url: '/accessibility', name: 'Accessibility' }],
      },
      orgPricingData: [
        { product: 'HELOC', aprMin: 7.6, aprMax: 17.2, originationFeeMax: 4.99 },
        { product: 'HELOC', amountMin: 15000, amountMax: 400000 },
      ],
      footer: {
        companyName: 'Homestead Line, Inc.',
        companyNameShort: 'Homestead Line',
        companyNMLS: '1234567',
        companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/1234567',
        termsOfUseUrl: '/terms',
        privacyPolicyUrl: '/privacy',
        privacyLinkIsExternal: false,
        licensesUrl: '/licenses',
        companyLegalUrl: '/licenses',
        footerImage: 'EHL',
        disclosureCopy: [
          'Annual percentage rates (APRs) range from 7.60% to 17.20% and depend on credit, income, property value and the lien position.',
          'An origination fee of up to 4.99% of the initial draw applies; it is deducted from the draw.',
          'Funding within five business days of closing is typical and not guaranteed.',
        ],
        companyAddress: '100 Market Street, Suite 400, San Francisco, CA 94105',
        companyProduct: 'Homestead HELOC',
        phoneFormatted: '(888) 819-6388',
        email: 'support@homesteadline.com',
        allowRegulatorReview: true,
        organization: 'homestead',
        nationalCreditUnionAdministrationLogo: false,
        showNewYorkNotice: true,
        illinoisNotice: false,
      },
      licensedStates: ALL_PROVIDER_STATES,
      sitePages: HOMESTEAD_TEXTS,
      hours: {
        OPS_PHONE: weekHours('06:00', '18:00', ['08:00', '14:00']),
        OPS_CHAT: weekHours('06:00', '20:00', ['08:00', '16:00']),
      },
      loanOfficer: {
        uuid: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a01',
        name: 'Dana Whitfield',
        email: 'dana.whitfield@homesteadline.com',
        phoneNumber: '4155550142',
        nmls: '2087341',
        avatarUri: null,
      },
      broker: {
        uuid: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a02',
        name: 'Bayside Mortgage Brokers',
        email: 'loans@baysidebrokers.com',
        phoneNumber: '4155550188',
        nmls: '1933402',
        avatarUri: null,
        logoUri: logo('BM', '#0f766e'),
      },
    },
  },
  {
    code: 'summitridge',
    data: {
      baseUrl: 'http://127.0.0.1',
      canonicalOrgCode: 'summitridge',
      orgCode: 'summitridge',
      ecoaAgency: 'NCUA',
      orgBrand: {
        name: 'Summit Ridge Credit Union',
        primaryColor: '#0d6b4f',
        secondaryColor: '#f2c14e',
        logoUri: logo('SR', '#0d6b4f'),
        loader: 'pulse',
      },
      orgMetaData: {
        companyInfo: { name: 'Summit Ridge Credit Union', supportEmail: 'members@summitridgecu.org' },
        products: { heloc: { name: 'Summit Ridge Home Equity Line', productType: 'HELOC' } },
        isMainBrand: false,
        isCreditUnion: true,
        partnerProgram: 'CREDIT_UNION',
        settings: { referringLoanOfficerRequired: true, wholesale: false },
        footerLinks: [{ type: 'FOOTER', url: 'https://www.summitridgecu.org/rates', name: 'Member rates' }],
      },
      orgPricingData: [{ product: 'HELOC', aprMin: 7.6, aprMax: 15.9, originationFeeMax: 2.99 }],
      footer: {
        companyName: 'Summit Ridge Credit Union',
        companyNameShort: 'Summit Ridge',
        companyNMLS: '765432',
        companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/765432',
        termsOfUseUrl: '/terms',
        privacyPolicyUrl: 'https://www.summitridgecu.org/privacy',
        privacyLinkIsExternal: true,
        licensesUrl: '/licenses',
        companyLegalUrl: '/licenses',
        footerImage: 'EOL',
        disclosureCopy: [
          'Membership in Summit Ridge Credit Union is required. Federally insured by NCUA.',
          'Rates are variable after the fixed draw term and may increase.',
        ],
        companyAddress: '2200 Ridge Road, Boulder, CO 80302',
        companyProduct: 'Summit Ridge Home Equity Line',
        phoneFormatted: '(303) 555-0190',
        email: 'members@summitridgecu.org',
        allowRegulatorReview: false,
        organization: 'summitridge',
        nationalCreditUnionAdministrationLogo: true,
        showNewYorkNotice: false,
        illinoisNotice: false,
      },
      licensedStates: ['CO', 'WY', 'UT', 'NM'],
      sitePages: SUMMITRIDGE_TEXTS,
      hours: { OPS_PHONE: weekHours('07:00', '17:00', null), OPS_CHAT: weekHours('07:00', '17:00', null) },
      loanOfficer: {
        uuid: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a03',
        name: 'Marcus Ortega',
        email: 'marcus.ortega@summitridgecu.org',
        phoneNumber: '3035550133',
        nmls: '1556120',
        avatarUri: null,
      },
      broker: null,
    },
  },
  {
    code: 'keystone',
    data: {
      baseUrl: 'http://127.0.0.1',
      canonicalOrgCode: 'keystone',
      orgCode: 'keystone',
      ecoaAgency: 'FTC',
      orgBrand: {
        name: 'Keystone Home Lending',
        primaryColor: '#6b2c91',
        secondaryColor: '#3cb4a4',
        logoUri: logo('KH', '#6b2c91'),
        loader: 'default',
      },
      orgMetaData: {
        companyInfo: { name: 'Keystone Home Lending', supportEmail: 'help@keystonehomelending.com' },
        products: { heloc: { name: 'Keystone HELOC', productType: 'HELOC' } },
        isMainBrand: false,
        isCreditUnion: false,
        settings: { referringLoanOfficerRequired: false, wholesale: true },
        footerLinks: [],
      },
      orgPricingData: [{ product: 'HELOC', aprMin: 8.1, aprMax: 17.2, originationFeeMax: 4.99 }],
      footer: {
        companyName: 'Keystone Home Lending LLC',
        companyNameShort: 'Keystone',
        companyNMLS: '554433',
        companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/554433',
        termsOfUseUrl: '/terms',
        privacyPolicyUrl: '/privacy',
        privacyLinkIsExternal: false,
        licensesUrl: '/licenses',
        companyLegalUrl: '/licenses',
        footerImage: 'EHO',
        disclosureCopy: ['Keystone Home Lending is a wholesale lender; applications come through a licensed broker.'],
        companyAddress: '18 Keystone Plaza, Pittsburgh, PA 15222',
        companyProduct: 'Keystone HELOC',
        phoneFormatted: '(412) 555-0117',
        email: 'help@keystonehomelending.com',
        allowRegulatorReview: false,
        organization: 'keystone',
        nationalCreditUnionAdministrationLogo: false,
        showNewYorkNotice: false,
        illinoisNotice: true,
      },
      licensedStates: ['PA', 'OH', 'NY', 'NJ'],
      sitePages: KEYSTONE_TEXTS,
      hours: { OPS_PHONE: weekHours('06:00', '16:00', null), OPS_CHAT: weekHours('06:00', '16:00', null) },
      loanOfficer: null,
      broker: {
        uuid: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a04',
        name: 'Allegheny Mortgage Partners',
        email: 'team@alleghenymortgage.com',
        phoneNumber: '4125550166',
        nmls: '1290077',
        avatarUri: null,
        logoUri: logo('AM', '#9a3412'),
      },
    },
  },
] as const;

export const DEFAULT_ORG = 'homestead';
