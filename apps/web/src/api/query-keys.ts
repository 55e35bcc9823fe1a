/**
 * Every TanStack Query key of the app, in one place: a screen never spells a key, so a write can
 * invalidate exactly what it changed and two screens never cache one thing under two names.
 */
export const queryKeys = {
  profile: () => ['profile'] as const,
  /** The identity-broker user of the session (figureinfo). */
  applications: () => ['applications'] as const,
  application: (uuid: string) => ['application', uuid] as const,
  /** The polled status of one application (features/journey/use-status-polling). */
  status: (uuid: string) => ['status', uuid] as const,
  originator: (uuid: string | null | undefined) => ['originator', uuid] as const,
  coDeedStatus: () => ['co-deed-status'] as const,
  /** The server's record of the link in flight on an application (a provider return in another tab). */
  linkInFlight: (uuid: string) => ['link-in-flight', uuid] as const,
  /** The signer's own documents with their openings, one PDF, and the conditions opened for the signer. */
  signerDocuments: (uuid: string) => ['signer-documents', uuid] as const,
  signerDocumentPdf: (uuid: string, kind: string) => ['signer-document-pdf', uuid, kind] as const,
  signerConditions: (uuid: string) => ['signer-conditions', uuid] as const,
  /** The signer's own notary visit and the slots near a day (heloc-signer/notary); every day under the first key. */
  signerNotary: (uuid: string, around?: string | null) =>
    around === undefined ? (['signer-notary', uuid] as const) : (['signer-notary', uuid, around] as const),
  /** The owner's list of additional signers with their progress (signing/additional). */
  signers: (uuid: string) => ['signers', uuid] as const,
  flag: (key: string, org: string) => ['flag', key, org] as const,
  /** An experiment's decision for this browser's tracker (lib/use-experiment). */
  experiment: (key: string, tracker: string | null) => ['experiment', key, tracker] as const,
  hours: (kind: string, org: string) => ['hours', kind, org] as const,
  notifications: () => ['notifications'] as const,
  /** A chatbot conversation being resumed: its latest 20 replies (features/chat/chatbot). */
  chatbotHistory: (conversationId: string) => ['chatbot-history', conversationId] as const,
  wallet: () => ['wallet'] as const,
  /** The wallet accounts the user can switch between (cached forever). */
  walletAccounts: () => ['wallet-accounts'] as const,
  /** The identity-broker user of the session (figureinfo, or the legacy identity). */
  identity: () => ['identity'] as const,
  /** The person's experiment profile, brought in line with this browser's tracker. */
  experimentProfile: (identityUuid: string) => ['experiment-profile', identityUuid] as const,
  /** Feature flags asked of the optimize service: one for this visitor, or all for the signed-in user. */
  feature: (key: string, org: string, identityUuid: string | null) => ['feature', key, org, identityUuid] as const,
  features: (org: string, identityUuid: string) => ['features', org, identityUuid] as const,
  /** The states the organisation is licensed in (the footer). */
  stateLicenses: (org: string) => ['state-licenses', org] as const,
  /** Live chat's hours for the week (shown when the chatbot answers instead). */
  chatWeek: (org: string) => ['chat-week', org] as const,
  /** The borrower's conditions on one application (the paystub condition says how many documents). */
  conditions: (uuid: string) => ['conditions', uuid] as const,
  /** The sandbox notary's slots around a day (notary/reserve-manual). */
  notarySlots: (uuid: string, around: string | null) => ['notary-slots', uuid, around] as const,
  /** The eNotary session's stage (notary/session). */
  notarySession: (uuid: string) => ['notary-session', uuid] as const,
  /** The flood determination and the review of each proof of insurance (insurance/*). */
  insurance: (uuid: string) => ['insurance', uuid] as const,
  /** The funding facts of the complete screen, read again in each server state (the checklist moves with it). */
  funding: (uuid: string, state: string) => ['funding', uuid, state] as const,
  /** What underwriting found (decline reasons, freeze, offer change, liens, payoff, valuation …), read again in each server state. */
  underwriting: (uuid: string, state: string) => ['underwriting', uuid, state] as const,
  /** The disclosure vault of one application (document/disclosures; signing reads it too). */
  disclosures: (uuid: string) => ['disclosures', uuid] as const,
  /** start/app-summary: the program disclosures and the booklet, given (recorded) when the screen shows them. */
  applicationDisclosures: (uuid: string) => ['application-disclosures', uuid] as const,
  /** One document's PDF bytes (opening it is recorded by the server as the borrower's view). */
  // Not under ['disclosures', uuid]: reading the vault again after a fetch must not refetch the PDFs.
  disclosurePdf: (uuid: string, kind: string) => ['disclosure-pdf', uuid, kind] as const,
  /** One of the organisation's site texts (terms, privacy …). */
  sitePage: (org: string, page: string) => ['site-page', org, page] as const,
  /** The signed-in user's communication preferences (dashboard/settings). */
  communicationPreferences: () => ['communication-preferences'] as const,
  /** Whether live chat is open now (re-polled every 60 s while the chat window is open). */
  chatOpenStatus: (org: string) => ['chat-open-status', org] as const,
  /** The live chat token's refresh (every half session) and the borrower-authentication nonce (every 60 s). */
  chatToken: (conversationSid: string) => ['chat-token', conversationSid] as const,
  chatNonce: () => ['chat-nonce'] as const,
  /** The agents' console: open conversations of the agent's organisation. */
  agentConversations: () => ['agent-conversations'] as const,
};
