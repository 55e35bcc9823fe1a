/** The tables' row types, for code that carries rows but runs no query (decision 072: queries live in repo.ts files). */
import type { applications, conditions, invitations, users } from './schema.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type ConditionRow = typeof conditions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
