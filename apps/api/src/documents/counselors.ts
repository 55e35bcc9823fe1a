/**
 * SANDBOX DATA: the homeownership-counseling organizations the list of Regulation X, 12 CFR
 * §1024.20(a) names. A live lender takes the ten agencies nearest the borrower from the CFPB's
 * (HUD's) list for the borrower's ZIP code; the sandbox has no network, so it names these fictional
 * organizations and says so on the document. Decision 091.
 */
export interface Counselor {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly services: string;
}

export const SANDBOX_COUNSELORS_NOTICE =
  'SANDBOX: these organizations are fictional test data. A live lender lists the ten HUD-approved agencies nearest your address from the CFPB’s list (consumerfinance.gov/find-a-housing-counselor).';

export const SANDBOX_COUNSELORS: readonly Counselor[] = [
  {
    name: 'Sandbox Housing Counsel of the Bay',
    address: '100 Test Street, Oakland, CA 94612',
    phone: '(510) 555-0101',
    services: 'Home equity, budgeting, foreclosure prevention',
  },
  {
    name: 'Example Community Homeownership Center',
    address: '22 Sample Avenue, San Jose, CA 95112',
    phone: '(408) 555-0102',
    services: 'Pre-purchase, reverse mortgages, home equity',
  },
  {
    name: 'Fictional Neighborhood Credit Counseling',
    address: '7 Placeholder Road, Austin, TX 78701',
    phone: '(512) 555-0103',
    services: 'Credit, debt management, home equity',
  },
  {
    name: 'Test Valley Housing Partners',
    address: '480 Demo Boulevard, Denver, CO 80202',
    phone: '(303) 555-0104',
    services: 'Foreclosure prevention, rental counseling',
  },
  {
    name: 'Sandbox Fair Housing Alliance',
    address: '15 Mock Lane, Chicago, IL 60601',
    phone: '(312) 555-0105',
    services: 'Fair lending, home equity, budgeting',
  },
  {
    name: 'Specimen Homeowners Resource Center',
    address: '903 Trial Way, Atlanta, GA 30303',
    phone: '(404) 555-0106',
    services: 'Home improvement loans, home equity',
  },
  {
    name: 'Demo Family Financial Counseling',
    address: '61 Pretend Place, Phoenix, AZ 85004',
    phone: '(602) 555-0107',
    services: 'Budgeting, credit, pre-purchase',
  },
  {
    name: 'Sample City Housing Services',
    address: '5 Example Court, Seattle, WA 98101',
    phone: '(206) 555-0108',
    services: 'Home equity, reverse mortgages',
  },
  {
    name: 'Placeholder Rural Housing Coalition',
    address: '1200 Fiction Highway, Boise, ID 83702',
    phone: '(208) 555-0109',
    services: 'Rural housing, foreclosure prevention',
  },
  {
    name: 'Mock Metro Homeownership Network',
    address: '88 Testbed Drive, New York, NY 10001',
    phone: '(212) 555-0110',
    services: 'Pre-purchase, home equity, financial literacy',
  },
];
