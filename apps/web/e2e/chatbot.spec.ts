/**
 * The chatbot against the real server (built API on PGlite). The chat window that hosts
 * ChatbotConversation is built on the `chat` branch; until it is merged there is no widget to
 * click, so these tests speak to the chatbot's API the way the component does — from a real
 * page, with the borrower's own stored token for the status answer. At merge this spec grows the
 * window's walk: outside hours, the chatbot answers a question about the notary fee.
 */
import { expect, test } from '@playwright/test';
import { CHATBOT_PATHS } from '@heloc/core';
import { registerByApi } from './support';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('a visitor asks about the notary fee and gets the $300 in-person fee; the transcript keeps it', async ({
  request,
}) => {
  const asked = await request.post(CHATBOT_PATHS.chat, {
    data: { message: 'How much is the notary fee?', senderType: 'APPLICANT' },
  });
  expect(asked.status()).toBe(200);
  const answer = await asked.json();
  expect(answer.responseStr).toContain('The in-person notary fee is $300.');
  const history = await (await request.get(CHATBOT_PATHS.history(answer.conversationId))).json();
  expect(history.messages.map((m: { questionStr: string }) => m.questionStr)).toEqual(['How much is the notary fee?']);

  const feedback = await request.post(CHATBOT_PATHS.feedback, {
    data: {
      questionId: answer.questionId,
      conversationId: answer.conversationId,
      reason: 'Answer too vague',
      rating: 0,
    },
  });
  expect(feedback.status()).toBe(201);
  const noReason = await request.post(CHATBOT_PATHS.feedback, {
    data: { questionId: answer.questionId, conversationId: answer.conversationId },
  });
  expect(noReason.status()).toBe(400);
  expect((await noReason.json()).errors).toEqual(['reason: Please select a reason']);
});

test('a signed-in borrower asks where their application is and hears their own step; another browser cannot read that conversation', async ({
  page,
  browser,
}) => {
  await registerByApi(page);
  await expect(page).toHaveURL(UUID);
  const uuid = UUID.exec(page.url())![0];
  // From the page, as the app's one client does: the stored jwt as a bearer token.
  const answer = await page.evaluate(
    async ({ path, applicationId }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('jwt')}` },
        body: JSON.stringify({ message: 'where is my application?', applicationId }),
      });
      return { status: res.status, body: await res.json() };
    },
    { path: CHATBOT_PATHS.chat, applicationId: uuid },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.responseStr).toMatch(/^Your application \(loan number [^)]+\) is on step \d of 7: /);
  expect(answer.body.applicationId).toBe(uuid);

  // A second browser context is someone else: neither the conversation nor the application is theirs.
  const other = await browser.newContext();
  try {
    const stranger = await other.request.get(CHATBOT_PATHS.history(answer.body.conversationId));
    expect(stranger.status()).toBe(404);
    const named = await other.request.post(CHATBOT_PATHS.chat, {
      data: { message: 'what is my status', applicationId: uuid },
    });
    expect(named.status()).toBe(200);
    expect(await named.json()).toMatchObject({ followUp: 'sign-in', applicationId: null });
  } finally {
    await other.close();
  }
});
