/** Helpers for the end-to-end tests: axe checks and the borrower's registration through the UI. */
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './operator';

/** The operator token the server was started with (playwright.config.ts): flags and maintenance need it. */
export function operatorHeaders(): Record<string, string> {
  const token = process.env.E2E_OPERATOR_TOKEN;
  if (!token) throw new Error('E2E_OPERATOR_TOKEN is not set: run the specs through playwright.config.ts');
  return { 'x-operator-token': token };
}

/** The signed-in borrower's own token: sandbox control of their own application needs it. */
export const bearer = (jwt: string | null) => ({ authorization: `Bearer ${jwt ?? ''}` });

export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  // Any impact: WCAG 2.2 AA leaves no room for a "minor" violation (the stories check the same way).
  expect(results.violations.map((v) => `${label}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

export interface Applicant {
  street1?: string;
  city?: string;
  state?: string;
  zip?: string;
  income?: string;
  /** The Employment option's label, e.g. 'Self-employed'. */
  employment?: string;
  email?: string;
}

let counter = 0;
export const uniqueEmail = () => `e2e-${Date.now()}-${counter++}@example.com`;

/** Registers through the seven steps, by keyboard where a person would type. */
export async function register(page: Page, a: Applicant = {}, query = '') {
  const email = a.email ?? uniqueEmail();
  await page.goto(`/account/heloc/register${query}`);
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await page.getByLabel('Street address').fill(a.street1 ?? '12 Oak Street');
  await page.getByLabel('City').fill(a.city ?? 'San Mateo');
  await page.getByRole('combobox', { name: 'State' }).selectOption(a.state ?? 'CA');
  await page.getByLabel('ZIP code').fill(a.zip ?? '94401');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I am not planning to sell').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Annual income').fill(a.income ?? '150000');
  await page.getByRole('combobox', { name: 'Employment' }).selectOption({ label: a.employment ?? 'Full-time employed' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Date of birth').fill('1980-04-02');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('(415) 555-0100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.locator('input[type="password"]').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create my application' }).click();
  return { email };
}

/** The newest link the sandbox "mailed" to an email, read from the outbox as the operator. */
export async function outboxLink(request: APIRequestContext, to: string, kind: 'signer-invitation' | 'password-reset'): Promise<string> {
  let link: string | null = null;
  await expect(async () => {
    const r = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}&kind=${kind}`, { headers: { 'x-operator-token': OPERATOR_TOKEN } });
    expect(r.status()).toBe(200);
    link = ((await r.json()) as { link: string | null }[])[0]?.link ?? null;
    expect(link).toBeTruthy();
  }).toPass();
  return link as unknown as string;
}

/** A small real PNG (an ID-card-coloured rectangle with a darker band), made here: no binary fixtures in the repository. */
export function cardPng(width = 320, height = 200): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > 20 && y < 50;
      const photo = x > 20 && x < 110 && y > 70 && y < 180;
      const [r, g, b] = band ? [30, 80, 140] : photo ? [150, 150, 160] : [220, 228, 240];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
/** A minimal real PDF (one catalog object): accepted by the browser's and the server's checks. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
