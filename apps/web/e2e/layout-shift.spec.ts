/**
 * Pages that stand still (issue 27): on a fresh load — the screen's chunk, its data and the legal
 * footer all arriving late — nothing the reader sees moves by more than MAX_LAYOUT_SHIFT (0.02,
 * the shifts no input caused, summed over the document), at a desktop and a phone width. Every
 * other spec checks the same at each `expectAccessible`; this one shows the check on its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { MAX_LAYOUT_SHIFT, PDF, register, registerAtClosing, shoot, takeLayoutShift } from './support';

/** A fresh document of `path`: its heading, the footer and every request settled, then its shifts. */
async function loadAndMeasure(page: Page, path: string, heading: string | RegExp) {
  await takeLayoutShift(page); // watched from the next document's first line
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('footer')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const { cls, shifts } = await takeLayoutShift(page);
  const width = page.viewportSize()?.width;
  test.info().annotations.push({ type: 'CLS', description: `${path} at ${width} px: ${cls.toFixed(4)}` });
  expect(
    cls,
    `${path} at ${width} px shifted ${cls.toFixed(3)}: ${shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(', ')}`).join('; ')}`,
  ).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('register, start/profile, product/select and conditions stand still on a fresh load', async ({ page }) => {
      await loadAndMeasure(page, '/account/heloc/register', 'Which home is the line of credit for?');
      await register(page);
      await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
      const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;
      await loadAndMeasure(page, `/account/heloc/${uuid}/start/profile`, 'Let’s check your rate');
      await page.getByLabel('Social Security number').fill('123-45-6789');
      await page.getByLabel('I agree to a soft credit check to see my offers').check();
      await page.getByRole('button', { name: 'See my offers' }).click();
      await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
      await loadAndMeasure(page, `/account/heloc/${uuid}/product/select`, 'Choose your offer');
      await loadAndMeasure(page, `/account/heloc/${uuid}/conditions`, 'Conditions');
    });

    test('choosing a file moves nothing below the chooser (insurance/upload)', async ({ page }) => {
      // The file chooser's answer is no input the browser counts, so the chosen file's row must take
      // a slot that was already there: before it did, the card's button and all below it moved
      // down by the row's height (0.021 on insurance/upload in a strict run).
      // A home in a flood zone (the sandbox's address): both policies are owed, the flood one last.
      const uuid = await registerAtClosing(page, 'TRUST_AND_INSURANCE', '8 Flood Plain Drive');
      await expect(page.getByRole('heading', { level: 1, name: 'Upload proof of insurance' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${uuid}/insurance/upload$`));
      await page.waitForLoadState('networkidle');
      const card = page.getByRole('region', { name: 'Flood insurance' });
      const button = card.getByRole('button', { name: 'Upload flood insurance' });
      await button.scrollIntoViewIfNeeded();
      const before = await button.boundingBox();
      await takeLayoutShift(page);
      await card
        .locator('input[type="file"][name="file"]')
        .setInputFiles({ name: 'declarations.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(card.getByText('Ready to upload')).toBeVisible();
      const { cls, shifts } = await takeLayoutShift(page);
      expect(
        cls,
        `choosing a file at ${viewport.width} px shifted ${cls.toFixed(3)}: ${shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(', ')}`).join('; ')}`,
      ).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect((await button.boundingBox())?.y).toBe(before?.y);
      await shoot(page, `insurance-upload-file-chosen-${viewport.width}`);
    });

    test('signing/sign stands still on a fresh load', async ({ page }) => {
      const uuid = await registerAtClosing(page, 'NOTE_SIGNING');
      await expect(page.getByRole('heading', { level: 1, name: 'Your final offer' })).toBeVisible();
      await loadAndMeasure(page, `/account/heloc/${uuid}/signing/sign`, 'Sign your documents');
    });
  });
}

test("while the screen's chunk is held back, the legal footer is already below the fold (1280 and 390 px)", async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // The registration screen's own chunk waits until the page has been looked at without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/screen-register-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/account/heloc/register', { waitUntil: 'commit' });
    const footer = page.locator('footer');
    await expect(footer).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page' })).toBeAttached();
    const top = await footer.evaluate((f) => f.getBoundingClientRect().top);
    expect(top, `the footer's top at ${viewport.width} px while the screen loads`).toBeGreaterThanOrEqual(
      viewport.height,
    );
    await shoot(page, `register-loading-${viewport.width}`);
    release();
    await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
    await shoot(page, `register-loaded-${viewport.width}`);
    await page.unrouteAll();
  }
});
