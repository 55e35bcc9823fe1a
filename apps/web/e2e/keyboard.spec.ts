import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support';
import { sampleCode } from './walk';

/** Tabs to the element matching `target` (at most `max` presses) and returns whether it got focus. */
async function tabTo(page: Page, target: (el: Element) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(`(${target.toString()})(document.activeElement)`);
    if (hit) return true;
  }
  return false;
}

test('registration works with the keyboard alone', async ({ page }) => {
  await page.goto('/account/heloc/register');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  // The screen's chunk arrives after the shell: Tab from the top only once the form is there, or
  // the presses run through the header and footer alone (ci50: failed after 1.5 s).
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  expect(
    await tabTo(
      page,
      new Function(
        'el',
        "return el.labels && el.labels[0] && el.labels[0].textContent.includes('Street address')",
      ) as never,
    ),
  ).toBe(true);
  await page.keyboard.type('12 Oak Street');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('San Mateo');
  await page.keyboard.press('Tab');
  // A native select: typing picks the matching option.
  await page.keyboard.type('CA');
  await page.keyboard.press('Tab');
  await page.keyboard.type('94401');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Are you planning to sell this home?' })).toBeVisible();
  expect(await tabTo(page, new Function('el', "return el.type === 'radio'") as never)).toBe(true);
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tell us about your income' })).toBeVisible();
  expect(
    await tabTo(
      page,
      new Function(
        'el',
        "return el.labels && el.labels[0] && el.labels[0].textContent.includes('Annual income')",
      ) as never,
    ),
  ).toBe(true);
  await page.keyboard.type('150000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Full');
  expect(
    await tabTo(page, new Function('el', "return el.tagName === 'BUTTON' && el.textContent === 'Continue'") as never),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'What is your legal name?' })).toBeVisible();
  expect(
    await tabTo(
      page,
      new Function(
        'el',
        "return el.labels && el.labels[0] && el.labels[0].textContent.includes('First name')",
      ) as never,
    ),
  ).toBe(true);
  await page.keyboard.type('Ann');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'What is your date of birth?' })).toBeVisible();
  expect(await tabTo(page, new Function('el', "return el.type === 'date'") as never)).toBe(true);
  await page.keyboard.type('04021980');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'How can we reach you?' })).toBeVisible();
  expect(await tabTo(page, new Function('el', "return el.type === 'email'") as never)).toBe(true);
  const email = uniqueEmail();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('4155550100');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create your login' })).toBeVisible();
  expect(await tabTo(page, new Function('el', "return el.type === 'password'") as never)).toBe(true);
  await page.keyboard.type('correct horse battery staple');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible({ timeout: 20_000 });
  expect(
    await tabTo(
      page,
      new Function(
        'el',
        "return el.labels && el.labels[0] && el.labels[0].textContent.includes('Social Security')",
      ) as never,
    ),
  ).toBe(true);
  await page.keyboard.type('123456789');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
  // The offers: arrow keys move between them; the draw amount takes typed numbers.
  expect(await tabTo(page, new Function('el', "return el.type === 'radio'") as never)).toBe(true);
  await page.keyboard.press('ArrowRight');
  expect(
    await tabTo(
      page,
      new Function(
        'el',
        "return el.tagName === 'BUTTON' && el.textContent.includes('Continue with this offer')",
      ) as never,
    ),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Confirm your contact details' })).toBeVisible();
  expect(
    await tabTo(page, new Function('el', "return el.tagName === 'BUTTON' && el.textContent === 'Continue'") as never),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Government monitoring information' })).toBeVisible();
  // Each question declined, by keyboard: tab to the option, Space to choose it.
  const decline = "return el.labels && el.labels[0] && el.labels[0].textContent.includes('I do not wish to provide')";
  for (let i = 0; i < 2; i++) {
    expect(await tabTo(page, new Function('el', `${decline} && !el.checked`) as never)).toBe(true);
    await page.keyboard.press('Space');
  }
  // A radio group is one tab stop; the arrow keys choose within it.
  expect(await tabTo(page, new Function('el', "return el.type === 'radio'") as never)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'I do not wish to provide this information' })).toBeChecked();
  expect(
    await tabTo(page, new Function('el', "return el.tagName === 'BUTTON' && el.textContent === 'Continue'") as never),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review and submit your application' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit my application' })).toBeVisible({ timeout: 20_000 });
  // The E-SIGN demonstration by keyboard (decision 091): open the sample, read its code, type it back.
  expect(
    await tabTo(
      page,
      new Function('el', "return el.tagName === 'BUTTON' && el.textContent === 'Open the sample PDF'") as never,
    ),
  ).toBe(true);
  await page.keyboard.press('Enter');
  const code = await sampleCode(page);
  await page.keyboard.press('Escape');
  expect(await tabTo(page, new Function('el', "return el.autocomplete === 'one-time-code'") as never)).toBe(true);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/You showed you can open PDF documents/)).toBeVisible();
  for (let i = 0; i < 3; i++) {
    expect(await tabTo(page, new Function('el', "return el.type === 'checkbox' && !el.checked") as never)).toBe(true);
    await page.keyboard.press('Space');
  }
  expect(
    await tabTo(
      page,
      new Function('el', "return el.tagName === 'BUTTON' && el.textContent.includes('Submit my application')") as never,
    ),
  ).toBe(true);
  await page.keyboard.press('Enter');
  // Submitted: the hard credit pull runs, then the journey moves past the summary.
  await expect(page.getByRole('heading', { name: 'Review and submit your application' })).toHaveCount(0, {
    timeout: 30_000,
  });
});
