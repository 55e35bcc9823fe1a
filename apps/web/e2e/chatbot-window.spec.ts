/**
 * Outside operating hours the chat window opens the chatbot (the core's chatProvider), and the
 * chatbot answers a question about the notary fee: $300 in person; a reply marked not helpful takes
 * the spec's reasons; closing the window and opening it again continues the conversation; End chat
 * shows the window's end panel and a new chat starts empty. Chat hours are pinned closed by the
 * operator (sandbox-chat-hours), so this spec runs in a project of its own (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, operatorHeaders, shoot } from './support';

test.beforeAll(async ({ request }) => {
  const r = await request.put('/sandbox/flags/sandbox-chat-hours', {
    headers: operatorHeaders(),
    data: { flagEnabled: true, variables: { open: false } },
  });
  expect(r.ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.put('/sandbox/flags/sandbox-chat-hours', {
    headers: operatorHeaders(),
    data: { flagEnabled: false, variables: {} },
  });
});

for (const width of [1280, 390]) {
  test(`outside hours, a visitor asks the chatbot about the notary fee and marks the reply not helpful (${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto('/account/heloc/register');
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const chat = page.getByRole('dialog', { name: 'Chat with us' });
      const input = chat.getByRole('textbox', { name: /Ask a question/ });
      await expect(input).toBeVisible();
      await input.fill('How much is the notary fee?');
      await input.press('Enter');
      const log = chat.getByRole('log', { name: 'Conversation with the virtual assistant' });
      await expect(log.getByText(/The in-person notary fee is \$300\./)).toBeVisible();
      await expect(input).toHaveValue('');
      await expectAccessible(page, 'chatbot window');
      if (width === 1280) await shoot(page, 'chatbot-window');

      await chat.getByRole('button', { name: 'Not helpful: How much is the notary fee?' }).click();
      await chat.getByRole('button', { name: 'Send feedback' }).click();
      await expect(chat.getByText('Please select a reason')).toBeVisible();
      await chat.getByRole('radio', { name: 'Other' }).check();
      await chat.getByRole('textbox', { name: /Tell us more/ }).fill('I wanted the eNotary price too');
      await chat.getByRole('button', { name: 'Send feedback' }).click();
      await expect(chat.getByText('Thank you for your feedback.')).toBeVisible();
      await expectAccessible(page, 'chatbot feedback');

      // Closed and opened again (or the page reloaded), the window continues the same conversation.
      await chat.getByRole('button', { name: 'Close chat' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await expect(log.getByText(/The in-person notary fee is \$300\./)).toBeVisible();

      await chat.getByRole('button', { name: 'End chat' }).click();
      await chat.getByRole('button', { name: 'Start new chat' }).click();
      await expect(chat.getByRole('textbox', { name: /Ask a question/ })).toBeVisible();
      await expect(log.getByText(/The in-person notary fee is \$300\./)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}
