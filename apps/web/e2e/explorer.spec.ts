import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerByApi } from './support';

/** The view switch (a segmented control: its radio inputs are hidden behind their labels). */
// The whole machine's graph is laid out in the browser (elk): on a 2-core machine shared with the
// other workers the walk took 76 s alone and over 180 s beside three others. A ceiling, not a wait.
test.describe.configure({ timeout: 360_000 });

const pickView = async (page: Page, name: string) => {
  await page.locator('.mantine-SegmentedControl-label', { hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
};

test('the flow explorer for an analyst: the journey map, a phase opened, the Flood scenario’s path, the live screen and where borrowers drop off', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/flow-explorer/');
  await expect(page.getByRole('heading', { name: 'HELOC flow explorer' })).toBeVisible();
  // The first view: six phases and the "from any step" group, laid out by ELK — not 38 states.
  const diagram = page.getByTestId('journey-diagram');
  await expect(diagram).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.react-flow__node')).toHaveCount(7);
  await expect(page.locator('.map-node--from-any')).toContainText('From any step');
  // Readable without zooming: the smallest text, times the fitted zoom, is at least 12 px.
  const smallest = await page.evaluate(() => {
    const vp = document.querySelector('.react-flow__viewport') as HTMLElement;
    const zoom = new DOMMatrix(getComputedStyle(vp).transform).a;
    const texts = [...document.querySelectorAll<HTMLElement>('.map-node *, .routed-edge__label')].filter((e) =>
      [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
    );
    return Math.min(...texts.map((e) => parseFloat(getComputedStyle(e).fontSize))) * zoom;
  });
  expect(smallest).toBeGreaterThanOrEqual(12);
  await expectAccessible(page, 'explorer journey map');

  // Open a phase: its states, in plain words with their code names.
  await page.getByRole('button', { name: 'Expand Verification' }).click();
  await expect(page.locator('.map-node[data-node="incomeReview"]')).toContainText('Verify your income');
  await expect(page.locator('.map-node[data-node="incomeReview"]')).toContainText('incomeReview');
  await expect(page.locator('.react-flow__node')).toHaveCount(7 + 11);
  await expectAccessible(page, 'explorer expanded phase');
  await page.getByRole('button', { name: 'Collapse Verification' }).click();
  await expect(page.locator('.react-flow__node')).toHaveCount(7);

  // The Flood scenario: its path on the journey map (ending on the flood-certificate hold) and through the server's pipeline.
  await page.getByRole('combobox', { name: 'Scenario path' }).click();
  await page.getByRole('option', { name: /Flood certificate wait/ }).click();
  await expect(page.getByTestId('scenario-legend')).toContainText('ends on error/flood-cert');
  await expect(page.locator('.map-node.is-on-path')).toHaveCount(4);
  await expect(page.locator('.map-node[data-node="phase:holds"]')).toHaveClass(/is-on-path/);
  await pickView(page, 'Server pipeline');
  await expect(page.getByTestId('scenario-legend')).toContainText('19 server states, ends GEN_CLOSING_DISCLOSURE');
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.locator('.map-node[data-node="GEN_CLOSING_DISCLOSURE"]')).toHaveClass(/is-on-path/);
  await expect(page.locator('.map-node[data-node="GEN_CLOSING_DISCLOSURE"]')).toContainText('Documents delayed');
  await expectAccessible(page, 'explorer pipeline with a scenario');
  await pickView(page, 'Journey map');
  await page.getByRole('combobox', { name: 'Scenario path' }).click();
  await page.getByRole('option', { name: /Flood certificate wait/ }).click();

  // Drop-off, signed in with the operator token: note how many sessions reached start/profile.
  await page.getByRole('tab', { name: 'Drop-off' }).click();
  await page.getByLabel('Operator token').fill(process.env.E2E_OPERATOR_TOKEN ?? '');
  await page.getByRole('button', { name: 'Show drop-off' }).click();
  const table = page.getByRole('table', { name: 'Drop-off by screen' });
  await expect(table).toBeVisible();
  const reachedProfile = async () => {
    const row = table.getByRole('row', { name: /Check your rate/ });
    return (await row.count()) ? Number(await row.getByRole('cell').first().textContent()) : 0;
  };
  const before = await reachedProfile();

  // Live: a borrower in another tab of the same origin; the map lights up the screen they are on.
  await page.getByRole('tab', { name: /^Live/ }).click();
  await expect(page.getByText(/Listening\./)).toBeVisible();
  const borrower = await context.newPage();
  await registerByApi(borrower);
  await expect(borrower.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Live timeline' });
  await expect(timeline).toContainText('borrower on start/profile (Check your rate)');
  await expect(page.getByTestId('live-legend')).toContainText('Borrower is on: Check your rate');
  await expect(page.locator('.map-node.is-active')).toHaveAttribute('data-node', 'phase:onboarding');
  await page.getByRole('button', { name: 'Expand Onboarding' }).click();
  await expect(page.locator('.map-node.is-active')).toHaveAttribute('data-node', 'profile');
  await expectAccessible(page, 'explorer live');

  // …and the drop-off count of start/profile has risen, in the table and on the map.
  await page.getByRole('tab', { name: 'Drop-off' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect(await reachedProfile()).toBeGreaterThan(before);
  }).toPass();
  await expect(page.getByTestId('count-profile')).toContainText(/\d+ reached · \d+ stopped/);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^drop-off-.*\.csv$/);
  await expectAccessible(page, 'explorer drop-off');

  // The full machine stays one click away: search, keyboard, what-if, server states and export as before.
  await pickView(page, 'Full machine');
  await expect(page.locator('.react-flow__node')).toHaveCount(38);
  await page.getByLabel('Search states, events, guards or screens').fill('ssnCredit');
  await page.getByRole('button', { name: /State ssnCredit/ }).click();
  await expect(page.getByRole('heading', { name: 'State ssnCredit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Story: Screens/credit/social' })).toHaveAttribute(
    'href',
    /screens-credit-social--default/,
  );
  await expect(page.locator('.state-node.is-selected')).toHaveAttribute('data-state', 'ssnCredit');
  await page.locator('.react-flow__node[data-id="product"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'State product' })).toBeVisible();

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

  await page.getByRole('tab', { name: 'Server states' }).click();
  // Typed key by key, as a person types: the table follows each key, and a layout shift right after
  // a key press is the reader's own doing (hadRecentInput). `fill` sends no keys, so the rows the
  // filter moved counted as a shift of the page (0.023, decision 078).
  await page.getByLabel('Filter server states').pressSequentially('CREDIT_NO_MATCH');
  await expect(page.getByRole('table', { name: 'Server-state routing' })).toContainText('credit/social');
  await expectAccessible(page, 'explorer server states');

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
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.keyboard.press('Shift+Alt+X');
  const link = page.getByRole('link', { name: /Open the flow explorer/ });
  await expect(link).toHaveAttribute('href', /^\/flow-explorer\/\?state=profile&serverState=COLLECT_PROFILE_INFO/);
});
