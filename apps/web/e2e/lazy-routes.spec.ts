/**
 * The screen registry loads lazily (decision 040): registration renders without it, every other
 * screen finds its module through it, and a catalogued screen without a folder yet still falls
 * through to what it showed before — by fresh page loads (deep links), as a reload would.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerByApi } from './support';

/** The JS files the page has requested so far (names only). */
function scripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') names.push(new URL(r.url()).pathname.split('/').at(-1) ?? '');
  });
  return names;
}
const REGISTRY = /^screens-.+\.js$/;

test('registration renders without the screen registry; a deep link elsewhere loads it', async ({ page }) => {
  const loaded = scripts(page);
  await page.goto('/account/heloc/register');
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  expect(
    loaded.filter((f) => REGISTRY.test(f)),
    'the first screen must not wait for the registry',
  ).toEqual([]);
  expect(loaded.filter((f) => f.startsWith('screen-'))).toEqual([expect.stringMatching(/^screen-register-/)]);

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  expect(loaded.filter((f) => REGISTRY.test(f))).toHaveLength(1);
  await expectAccessible(page, 'auth/login by deep link');
});

test('deep links: the not-found page, an unbuilt signer screen, an unbuilt application screen', async ({ page }) => {
  await page.goto('/account/heloc/no-such-page/at-all/here');
  await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();

  // heloc-signer/documents is catalogued but has no folder yet: the signer's home, as before.
  await page.goto('/account/heloc/heloc-signer/documents');
  await expect(page).toHaveURL(/\/account\/heloc\/heloc-signer\/(resume|login)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const { uuid } = await registerByApi(page, {}, { open: false });
  // liens is catalogued but has no folder yet: the journey takes the borrower to the screen the core
  // decides, as it did when the glob was in the entry (checked against main's build).
  await page.goto(`/account/heloc/${uuid}/liens`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/profile$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Let’s check your rate' })).toBeVisible();
  // A reload on a built screen lands on it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Let’s check your rate' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/profile$`));
  await expectAccessible(page, 'start/profile after a reload');
});
