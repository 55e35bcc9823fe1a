/**
 * The leave-survey in a real browser: on product/select the pointer leaves through the top of the
 * page (desktop exit intent), the survey asks why, the answer reaches the server, and it is not asked
 * again on that screen in this session.
 */
import { expect, test } from '@playwright/test';
import { LEAVE_SURVEY_DELAY_MS, LEAVE_SURVEY_TEXT } from '@heloc/core';
import { expectAccessible, registerByApi } from './support';

test('exit intent on product/select asks once; the answer is recorded', async ({ page }) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });

  const survey = page.getByRole('dialog', { name: LEAVE_SURVEY_TEXT.title });
  // Towards the tab bar: from the middle of the page out through its top edge.
  const exitThroughTop = async () => {
    await page.mouse.move(640, 300);
    await page.mouse.move(640, -20, { steps: 5 });
  };
  await exitThroughTop();
  await expect(survey).toBeVisible();
  await expectAccessible(page, 'product/select with the leave-survey');

  await survey.getByRole('radio', { name: "The rate or terms aren't right for me" }).check();
  await survey.getByRole('textbox', { name: /Anything else/ }).fill('Comparing with my credit union');
  const recorded = page.waitForResponse((r) => r.url().endsWith('/leave-survey') && r.request().method() === 'POST');
  await survey.getByRole('button', { name: LEAVE_SURVEY_TEXT.send }).click();
  const response = await recorded;
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toEqual({
    screen: 'product/select',
    reason: 'RATE_OR_TERMS',
    detail: 'Comparing with my credit union',
  });
  await expect(survey).toBeHidden();

  // Asked once: leaving again (even after a reload, same tab) does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
  await exitThroughTop();
  // Absence needs a wait: several times the delay, so a busy machine cannot pass it by being slow.
  await page.waitForTimeout(LEAVE_SURVEY_DELAY_MS * 4);
  await expect(survey).toHaveCount(0);
});
