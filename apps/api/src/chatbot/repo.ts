/** The chatbot's queries: its conversations, messages and feedback are telemetry rows (kind chatbot-*). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { applications, telemetry } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** The stored body of the chatbot conversation, if any. */
export async function conversationBody(db: Handle, conversationId: string) {
  const [row] = await db
    .select({ body: telemetry.body })
    .from(telemetry)
    .where(and(eq(telemetry.kind, 'chatbot-conversation'), eq(telemetry.sessionKey, conversationId)));
  return row?.body;
}

/** The user's newest application, if any. */
export async function latestApplicationOf(db: Handle, ownerUuid: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.ownerUuid, ownerUuid))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row;
}

/** How many questions the conversation has stored. */
export async function messageCount(db: Handle, conversationId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(telemetry)
    .where(and(eq(telemetry.kind, 'chatbot-message'), eq(telemetry.sessionKey, conversationId)));
  return n;
}

/** The conversation's latest `limit` messages' bodies, newest first. */
export function latestMessages(db: Handle, conversationId: string, limit: number) {
  return db
    .select({ body: telemetry.body })
    .from(telemetry)
    .where(and(eq(telemetry.kind, 'chatbot-message'), eq(telemetry.sessionKey, conversationId)))
    .orderBy(desc(sql`(${telemetry.body}->>'seq')::int`))
    .limit(limit);
}

const aboutQuestion = (kind: string, conversationId: string, questionId: string) =>
  and(
    eq(telemetry.kind, kind),
    eq(telemetry.sessionKey, conversationId),
    sql`${telemetry.body}->>'questionId' = ${questionId}`,
  );

/** The stored question (with its reply) of the conversation, if any. */
export async function questionIn(db: Handle, conversationId: string, questionId: string) {
  const [question] = await db
    .select({ body: telemetry.body })
    .from(telemetry)
    .where(aboutQuestion('chatbot-message', conversationId, questionId))
    .limit(1);
  return question;
}

/** Whether feedback on this question of the conversation is stored already. */
export async function feedbackGiven(db: Handle, conversationId: string, questionId: string): Promise<boolean> {
  const [given] = await db
    .select({ uuid: telemetry.uuid })
    .from(telemetry)
    .where(aboutQuestion('chatbot-feedback', conversationId, questionId))
    .limit(1);
  return given !== undefined;
}
