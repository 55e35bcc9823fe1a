/**
 * Each organisation's own site texts (terms, privacy, licenses, electronic communications,
 * accessibility): plain paragraphs, rendered as text — never HTML from data. Kept out of the
 * record injected into every page (they are fetched only by the page that shows them).
 */
export interface SiteTexts {
  terms: string[];
  privacy: string[];
  licenses: string[];
  communications: string[];
  accessibility: string[];
}

export const HOMESTEAD_TEXTS: SiteTexts = {
  terms: [
    'These Terms of Use govern your use of the Homestead Line website and borrower portal. By creating an account or applying for a home equity line of credit you agree to them.',
    'You must give us true, complete information about yourself and your property. We rely on it to decide on your application, and we may verify it with credit bureaus, employers, your bank and public records.',
    'Keep your password to yourself. You are responsible for what is done in your account until you tell us it was used without your permission; call us at (888) 819-6388 straight away if you think it was.',
    'An offer shown in the portal is not a commitment to lend until the closing documents are signed and the rescission period has ended. Homestead Line, Inc. may change these terms; the version shown here is the one in force.',
  ],
  privacy: [
    'Homestead Line, Inc. collects the information you give us in your application, information from credit bureaus and the accounts you link, and how you use this site.',
    'We use it to decide on and service your line of credit, to meet our legal duties, and to prevent fraud. We share it with the service providers who help us (for example the notary, title and payment companies) and as the law requires. We never sell your personal information.',
    'You may ask for a copy of the personal information we hold about you, ask us to correct it, and opt out of analytics in this browser with "Your privacy options". California residents have further rights under the CCPA; write to privacy@homesteadline.com.',
  ],
  licenses: [
    'Homestead Line, Inc. (NMLS #1234567) is a licensed mortgage lender. Our licenses can be checked at NMLS Consumer Access.',
    'California: Licensed by the Department of Financial Protection and Innovation under the California Financing Law. New York: Registered Mortgage Broker with the New York State Department of Financial Services. Texas: Regulated by the Department of Savings and Mortgage Lending.',
    'A complete list of state licenses is kept at our office, 100 Market Street, Suite 400, San Francisco, CA 94105, and sent on request.',
  ],
  communications: [
    'By agreeing to electronic communications you let Homestead Line send you disclosures, notices and account statements electronically, by email or in this portal, instead of on paper (E-SIGN Act, 15 U.S.C. 7001).',
    'You can ask for a paper copy of any document at no charge, and you can withdraw your consent at any time from Settings or by calling us; withdrawing does not affect documents already delivered.',
    'You need a current web browser, a valid email address and a way to open PDF files. We will tell you if these requirements change.',
  ],
  accessibility: [
    'Homestead Line wants everyone to be able to apply for and manage a line of credit online. We design this site to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, and we test every screen with automated checks and a screen reader.',
    'If something on this site is hard to use, call us at (888) 819-6388 or write to support@homesteadline.com. We will help you complete your application another way and fix the problem.',
  ],
};

export const SUMMITRIDGE_TEXTS: SiteTexts = {
  terms: [
    "Welcome, member. These terms apply when you use Summit Ridge Credit Union's online home equity application. They add to, and do not replace, your membership agreement.",
    'Summit Ridge may share your application with its lending partner, who runs this portal on our behalf. Decisions on your line of credit are made by Summit Ridge Credit Union.',
    'Do not let anyone else use your sign-in. Tell a member service representative at (303) 555-0190 if you believe your account has been used without your permission.',
  ],
  privacy: [
    'Summit Ridge Credit Union respects your privacy. Our full privacy notice, required by the Gramm-Leach-Bliley Act, is published on our website.',
    'In short: we collect what you tell us and what we learn from your accounts and credit report, we use it to serve your membership, and we share it only as the notice describes.',
  ],
  licenses: [
    'Summit Ridge Credit Union (NMLS #765432) is a federally insured, state-chartered credit union. Your savings are federally insured to at least $250,000 by the National Credit Union Administration, a U.S. Government Agency.',
    'We lend to members in Colorado, Wyoming, Utah and New Mexico.',
  ],
  communications: [
    'You agree that Summit Ridge Credit Union may deliver your loan disclosures and notices electronically (E-SIGN Act, 15 U.S.C. 7001). Paper copies are free: ask at any branch or call (303) 555-0190.',
    'You may withdraw consent at any time. We will then send future notices by mail to the address on your membership.',
  ],
  accessibility: [
    'Summit Ridge Credit Union is committed to digital accessibility for all members. We aim for WCAG 2.1 AA conformance across our online services.',
    'Need help? Members can call (303) 555-0190, use relay service 711, or visit any branch for assistance with an application.',
  ],
};

export const KEYSTONE_TEXTS: SiteTexts = {
  terms: [
    'Keystone Home Lending LLC is a wholesale lender: your application reaches us through a licensed mortgage broker, who remains your point of contact.',
    'By using this portal you confirm that the information you and your broker submit is accurate. Keystone Home Lending may verify it and may decline or change an offer when it cannot.',
    'These terms are governed by the laws of the Commonwealth of Pennsylvania and applicable federal law.',
  ],
  privacy: [
    'Keystone Home Lending LLC collects personal information from you and your broker to evaluate your home equity application.',
    'We share it with your broker, with credit bureaus, and with service providers that help us close and service your loan. We do not sell personal information and do not share it with other companies for their marketing.',
    'Questions about privacy: help@keystonehomelending.com or (412) 555-0117.',
  ],
  licenses: [
    'Keystone Home Lending LLC, NMLS #554433. Licensed by the Pennsylvania Department of Banking and Securities; Ohio Residential Mortgage Lending Act Certificate of Registration; New Jersey Department of Banking and Insurance licensed lender; New York Department of Financial Services licensed lender.',
    'Illinois Community Reinvestment Notice: the Department of Financial and Professional Regulation evaluates our performance in meeting the financial services needs of this community. You may review our public file and send comments on our performance.',
  ],
  communications: [
    'Keystone Home Lending delivers application and closing disclosures electronically with your consent (E-SIGN Act, 15 U.S.C. 7001). You may request paper copies from your broker or from us at no cost.',
    'To withdraw consent, email help@keystonehomelending.com. Withdrawal takes effect within three business days.',
  ],
  accessibility: [
    'Keystone Home Lending aims to make this portal usable by everyone, following WCAG 2.1 level AA.',
    'If any page is difficult to use, contact your broker or Keystone at (412) 555-0117, and we will provide the information in another format.',
  ],
};
