/**
 * The e2e server's operator token: playwright.config.ts makes it (E2E_OPERATOR_TOKEN) before the
 * workers start and gives it to the server; the specs read the outbox and site-wide controls with it.
 */
export const OPERATOR_TOKEN: string = process.env.E2E_OPERATOR_TOKEN ?? '';
