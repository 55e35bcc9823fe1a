import { expect, test } from '@playwright/test';
import { expectAccessible, register } from './support';

test('the flow explorer: search a state, a what-if that ends on credit/social, and a live event from a running app', async ({ page, context }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));

  await page.goto('/flow-explorer/');
  await expect(page.getByRole('heading', { name: 'HELOC flow explorer' })).toBeVisible();
  // ELK has laid the machine out and React Flow drew every state.
  await expect(page.locator('.react-flow__node')).toHaveCount(38);
  await expectAccessible(page, 'explorer');

  // Search by state: the result selects it and explains it.
  await page.getByLabel('Search states, events, guards or screens').fill('ssnCredit');
  await page.getByRole('button', { name: /State ssnCredit/ }).click();
  await expect(page.getByRole('heading', { name: 'State ssnCredit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Story: Screens/credit/social' })).toHaveAttribute('href', /screens-credit-social--default/);
  await expect(page.locator('.state-node.is-selected')).toHaveAttribute('data-state', 'ssnCredit');

  // Keyboard alone: a state in the diagram takes focus and Enter explains it.
  await page.locator('.react-flow__node[data-id="product"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'State product' })).toBeVisible();

  // What if: a new application (its server state falls back to the machine); the credit bureau finds no match.
  await page.getByRole('tab', { name: 'What if' }).click();
  await page.getByRole('combobox', { name: 'Preset: a sandbox scenario' }).click();
  await page.getByRole('option', { name: /New application/ }).click();
  await expect(page.getByTestId('what-if-screen')).toHaveText('start/profile');
  await page.getByRole('tab', { name: 'Step the machine' }).click();
  await page.getByRole('button', { name: 'Send creditNoMatch', exact: true }).click();
  await expect(page.getByTestId('what-if-screen')).toHaveText('credit/social');
  await expect(page.getByLabel('Decision')).toContainText('fallback machine state ssnCredit');
  await expect(page.getByLabel('Steps taken')).toContainText('profile —creditNoMatch→ ssnCredit');
  await expectAccessible(page, 'explorer what-if');

  // Live: a borrower in another tab of the same origin; the explorer hears the app's machine and decisions.
  await page.getByRole('tab', { name: /^Live/ }).click();
  await expect(page.getByText(/Listening\./)).toBeVisible();
  const borrower = await context.newPage();
  await register(borrower);
  await expect(borrower.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Live timeline' });
  await expect(timeline).toContainText('machine → profile');
  await expect(timeline).toContainText('screen start/profile from the fallback machine (server COLLECT_PROFILE_INFO)');
  await expect(page.locator('.state-node.tone-active')).toHaveAttribute('data-state', 'profile');
  await expectAccessible(page, 'explorer live');

  // The server-state table, with its kinds and fallbacks.
  await page.getByRole('tab', { name: 'Server states' }).click();
  await page.getByLabel('Filter server states').fill('CREDIT_NO_MATCH');
  await expect(page.getByRole('table', { name: 'Server-state routing' })).toContainText('credit/social');
  await expectAccessible(page, 'explorer server states');

  // Take it away: Mermaid text and an SVG of the diagram.
  const mermaid = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Mermaid text (.mmd)' }).click();
  expect((await mermaid).suggestedFilename()).toBe('fallback-machine.mmd');
  const svg = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Diagram as SVG' }).click();
  expect((await svg).suggestedFilename()).toBe('fallback-machine.svg');

  expect(problems).toEqual([]);
});

test('the debug panel opens the explorer on the session’s machine state', async ({ page }) => {
  await register(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.keyboard.press('Shift+Alt+X');
  const link = page.getByRole('link', { name: /Open the flow explorer/ });
  await expect(link).toHaveAttribute('href', /^\/flow-explorer\/\?state=profile&serverState=COLLECT_PROFILE_INFO/);
});
