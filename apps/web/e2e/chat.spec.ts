/**
 * Live chat, two browsers: a borrower chats with a customer-service agent in the console — both
 * ways, an attachment, an allowlisted link and one that is not — the borrower's connection drops
 * and recovers with nothing lost, the agent ends the chat and the survey opens. Axe on the chat
 * window and the console. Chat hours are pinned open by the operator (sandbox-chat-hours), and the
 * borrower-authentication flag is on (the signed-in borrower's chat starts with a nonce), so this
 * spec runs in a project of its own (playwright.config.ts CHAT_HOURS).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, operatorHeaders, registerByApi, shoot } from './support';

const AGENT = { email: 'agent@homestead.sandbox', password: 'sandbox-agent-console-2026' };

test.beforeAll(async ({ request }) => {
  const r = await request.put('/sandbox/flags/sandbox-chat-hours', {
    headers: operatorHeaders(),
    data: { flagEnabled: true, variables: { open: true } },
  });
  expect(r.ok()).toBe(true);
  const auth = await request.put('/sandbox/flags/borrower-authentication', {
    headers: operatorHeaders(),
    data: { flagEnabled: true, variables: {} },
  });
  expect(auth.ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.put('/sandbox/flags/sandbox-chat-hours', {
    headers: operatorHeaders(),
    data: { flagEnabled: false, variables: {} },
  });
  await request.put('/sandbox/flags/borrower-authentication', {
    headers: operatorHeaders(),
    data: { flagEnabled: false, variables: {} },
  });
});

test('a borrower and an agent chat; a dropped connection loses nothing; the survey opens at the end', async ({
  browser,
  request,
}) => {
  const borrowerContext = await browser.newContext();
  const agentContext = await browser.newContext();
  const borrower = await borrowerContext.newPage();
  const agent = await agentContext.newPage();

  // DDP_Pilot is kept as a feature attribute and taken out of the address bar (shared-surfaces §2).
  await borrower.goto('/account/heloc/register?DDP_Pilot=wave2');
  await expect(borrower).toHaveURL(/\/account\/heloc\/register$/);
  expect(await borrower.evaluate(() => localStorage.getItem('heloc_feature_attributes'))).toBe('{"DDP_Pilot":"wave2"}');
  await registerByApi(borrower);
  await expect(borrower.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await expect(borrower.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await borrower.getByRole('button', { name: 'Chat with us' }).click();
  const chat = borrower.getByRole('dialog', { name: 'Chat with us' });
  // Only the name is required (shared-surfaces §5): no email is given.
  await chat.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
  // The borrower is signed in and the flag is on: the chat starts with a nonce the server checks.
  const started = borrower.waitForRequest((r) => r.url().includes('/twilio/initWebChat'));
  await chat.getByRole('button', { name: 'Start chat' }).click();
  const init = await started;
  expect(init.method()).toBe('POST');
  expect(new URL(init.url()).pathname).toBe('/service-csp/external/api/v1/twilio/initWebChat');
  expect(init.headers()['x-org']).toBe('homestead');
  expect(init.headers().authorization).toMatch(/^Bearer /);
  // Everything the provider routes by (§7): tag, skill, welcome message, page, mode, org, nonce, attributes.
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})/.exec(borrower.url())?.[1];
  expect(init.postDataJSON()).toEqual({
    identity: 'Ann Lee',
    applicationUuid: uuid,
    tag: 'HELOC',
    skill: 'HELOC_APPLICANT',
    welcomeMessage: 'Hi Ann Lee, thanks for reaching out to Homestead Line. An agent will be with you shortly.',
    pageUrl: new URL(borrower.url()).pathname,
    chatMode: 'messaging-cloud',
    orgCode: 'homestead',
    nonce: expect.stringMatching(/^[0-9a-f-]{36}\.\d+\.[\w-]+$/),
    extraAttributes: { DDP_Pilot: 'wave2', signedIn: 'true' },
  });
  // The welcome message the chat started with opens the conversation, from the lender (issue 26).
  const firstMessage = chat.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
  await expect(firstMessage).toHaveText(
    'Homestead LineHi Ann Lee, thanks for reaching out to Homestead Line. An agent will be with you shortly.',
  );
  await expectAccessible(borrower, 'chat window');
  await shoot(borrower, 'chat-welcome');

  // The agent signs in to the console and finds the borrower with the application at hand.
  await agent.goto('/agent');
  await agent.getByRole('textbox', { name: 'Email' }).fill(AGENT.email);
  await agent.getByRole('textbox', { name: 'Password' }).fill(AGENT.password);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  const entry = agent.getByRole('button', { name: /Ann Lee/ }).first();
  await expect(entry).toContainText('12 Oak Street San Mateo, CA 94401');
  // Routed by skill: the console shows the queue.
  await expect(entry).toContainText('Queue: HELOC_APPLICANT');
  await entry.click();
  await expectAccessible(agent, 'agent console');

  // Borrower → agent, Enter sends.
  await chat.getByRole('textbox', { name: 'Message' }).fill('Hello, what is the notary fee?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const thread = agent.getByRole('region', { name: 'Conversation with Ann Lee' });
  await expect(thread.getByText('Hello, what is the notary fee?')).toBeVisible();

  // Agent → borrower, with one allowlisted link and one that is not.
  await thread
    .getByRole('textbox', { name: 'Message' })
    .fill('It is $300: https://homesteadline.com/fees (not https://evil.example/phish)');
  await thread.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByText('Agent', { exact: true })).toBeVisible();
  await expect(chat.getByRole('link', { name: 'https://homesteadline.com/fees' })).toHaveAttribute(
    'href',
    'https://homesteadline.com/fees',
  );
  await expect(chat.getByText('https://evil.example/phish')).toBeVisible();
  await expect(chat.getByRole('link', { name: /evil/ })).toHaveCount(0);

  // An attachment, checked and sized.
  await chat
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my question') });
  await expect(chat.getByText('notes.txt (11 bytes)')).toBeVisible();
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('button', { name: 'Download notes.txt, 11 bytes' })).toBeVisible();
  const download = agent.waitForEvent('download');
  await thread.getByRole('button', { name: 'Download notes.txt, 11 bytes' }).click();
  expect((await download).suggestedFilename()).toBe('notes.txt');

  // The borrower's connection drops (offline, and the sandbox closes the socket): both sides keep writing.
  const session = await borrower.evaluate(
    () =>
      JSON.parse(localStorage.getItem('heloc_chat_session') ?? 'null') as { conversationSid: string; token: string },
  );
  await borrowerContext.setOffline(true);
  const dropped = await request.post('/sandbox/chat/drop', {
    headers: operatorHeaders(),
    data: { conversationId: session.conversationSid },
  });
  expect(dropped.status()).toBe(200);
  await expect(chat.getByRole('status')).toHaveText('Connection lost. Attempting to reconnect.');
  await expectAccessible(borrower, 'chat window, reconnecting');
  await thread.getByRole('textbox', { name: 'Message' }).fill('Are you still there?');
  await thread.getByRole('textbox', { name: 'Message' }).press('Enter');
  await chat.getByRole('textbox', { name: 'Message' }).fill('Yes, my wifi dropped');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByText('You · Sending…')).toBeVisible();

  await borrowerContext.setOffline(false);
  await expect(chat.getByText('Are you still there?')).toBeVisible();
  await expect(thread.getByText('Yes, my wifi dropped')).toBeVisible();
  await expect(chat.getByRole('status')).toHaveCount(0);
  await expect(chat.getByText('You · Sending…')).toHaveCount(0);
  // Each message once, in order, on both sides.
  await expect(chat.getByText('Yes, my wifi dropped')).toHaveCount(1);
  await expect(thread.getByText('Yes, my wifi dropped')).toHaveCount(1);
  await shoot(borrower, 'chat-borrower');
  await shoot(agent, 'chat-agent-console');

  // The agent ends the chat: the borrower sees the end panel with the survey.
  await thread.getByRole('button', { name: 'End chat' }).click();
  await expect(chat.getByRole('button', { name: 'Start new chat' })).toBeVisible();
  await chat.getByRole('button', { name: 'Take the survey' }).click();
  await expect(chat.getByRole('radiogroup', { name: /How satisfied are you with this chat/ })).toBeVisible();
  await expectAccessible(borrower, 'chat survey');
  await chat.getByRole('radio', { name: 'Very satisfied' }).check();
  await chat.getByRole('button', { name: 'Send answer' }).click();
  await expect(chat.getByText('Thank you for your answer.')).toBeVisible();

  // The transcript is stored: the server's history has every message once, in order.
  const history = await request.get('/service-csp/external/api/v1/webchat/messages', {
    headers: { 'x-chat-token': session.token },
  });
  const stored = ((await history.json()) as { messages: { seq: number; sender: string; text: string }[] }).messages;
  expect(stored.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  expect(stored.filter((m) => m.text === 'Yes, my wifi dropped')).toHaveLength(1);
  await borrowerContext.close();
  await agentContext.close();
});

test('pop-webchat opens the chat at load and leaves the URL', async ({ page }) => {
  await page.goto('/account/heloc/register?pop-webchat');
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
  await expect(page).not.toHaveURL(/pop-webchat/);
});
