/** The sandbox's operator token for the e2e server: the tests read the outbox (invitations, reset links) with it. */
export const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789';
