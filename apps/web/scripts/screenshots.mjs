// Screenshots of the slice at desktop and mobile widths, against a running sandbox (BASE_URL).
// Uses the sandbox control endpoint to put one application into each state, with offers and
// amounts: only the operator may patch those, so pass the token `npm start` printed:
//   OPERATOR_TOKEN=… node apps/web/scripts/screenshots.mjs
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const operatorToken = process.env.OPERATOR_TOKEN;
if (!operatorToken) {
  console.error('Set OPERATOR_TOKEN to the operator token the server printed at start (X-Operator-Token).');
  process.exit(1);
}
const out = process.env.OUT_DIR ?? '/tmp/heloc-shots';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });

const api = async (method, path, body, token, extraHeaders = {}) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extraHeaders,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
const email = `shots-${Date.now()}@example.com`;
const { jwt } = await api('POST', '/identity/api/v1/registration/register', {
  email,
  password: 'correct horse battery staple',
});
const app = await api(
  'POST',
  '/service-application/api/v1/application/heloc',
  {
    property: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
    saleStatus: 'NOT_SELLING',
    income: { annualIncome: 150000, employmentType: 'FULL_TIME' },
    name: { firstName: 'Ann', lastName: 'Lee' },
    birthdate: '1980-04-02',
    contact: { email, phone: '4155550100' },
  },
  jwt,
);
const offers = [
  { id: 'offer-10', lineAmount: 120000, aprPercent: 8.9, termYears: 10, minDraw: 60000, originationFeePercent: 2.99 },
  { id: 'offer-15', lineAmount: 120000, aprPercent: 9.45, termYears: 15, minDraw: 60000, originationFeePercent: 1.99 },
  { id: 'offer-30', lineAmount: 90000, aprPercent: 10.35, termYears: 30, minDraw: 45000, originationFeePercent: 0.99 },
];

const states = [
  ['start-profile', 'COLLECT_PROFILE_INFO', {}],
  ['credit-social', 'CREDIT_NO_MATCH', {}],
  ['review-app-no-credit', 'CREDIT_NO_MATCH_SSN', {}],
  ['review-app-property', 'MULTIPLE_PROPERTIES', {}],
  ['product-select', 'OFFER_SELECTION', { offers }],
  [
    'start-contact',
    'COLLECT_ADDITIONAL_INFO',
    { offers, term: 10, rate: 8.9, amount: 120000, uwCalculatedDrawAmount: 60000 },
  ],
  ['start-hmda', 'HMDA', {}],
  ['start-app-summary', 'APP_SUBMISSION', {}],
  ['error-decline', 'DECLINED', {}],
  ['error-timeout', 'CREDIT_ERROR', {}],
];

for (const [name, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}/account/heloc/register`);
  await page.getByRole('heading', { name: 'Which home is the line of credit for?' }).waitFor();
  await page.screenshot({ path: `${out}/${name}-registration.png`, fullPage: true });
  await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
  for (const [screen, state, data] of states) {
    await api(
      'PUT',
      `/sandbox/applications/${app.uuid}/state`,
      { state, data, status: state === 'DECLINED' ? { uwDecision: 'DECLINE' } : {} },
      undefined,
      { 'x-operator-token': operatorToken },
    );
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/account/heloc/${app.uuid}`);
    await page.waitForURL(
      new RegExp(
        `/${screen.replace('review-app-', 'review-app/').replace('start-', 'start/').replace('credit-', 'credit/').replace('product-', 'product/').replace('error-', 'error/')}$`,
      ),
      { timeout: 20000 },
    );
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${name}-${screen}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
