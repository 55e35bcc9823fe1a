/**
 * The accessibility check every spec leans on (`axeViolations`, run without AxeBuilder, decision 075)
 * must still see a violation: a clean page passes, then a nameless button and an image without alt fail it.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support';
test('the axe check passes a clean page and names the violations of a broken one', async ({ page }) => {
  await page.goto('/account/heloc/register');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const b = document.createElement('button');
    document.body.appendChild(b);
    const i = document.createElement('img');
    i.src = 'x.png';
    document.body.appendChild(i);
  });
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
});
