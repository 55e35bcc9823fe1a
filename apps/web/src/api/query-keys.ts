/**
 * Every TanStack Query key of the app, in one place: a screen never spells a key, so a write can
 * invalidate exactly what it changed and two screens never cache one thing under two names.
 */
export const queryKeys = {
  profile: () => ['profile'] as const,
  applications: () => ['applications'] as const,
  application: (uuid: string) => ['application', uuid] as const,
  /** The polled status of one application (features/journey/use-status-polling). */
  status: (uuid: string) => ['status', uuid] as const,
  originator: (uuid: string | null | undefined) => ['originator', uuid] as const,
  coDeedStatus: () => ['co-deed-status'] as const,
  flag: (key: string, org: string) => ['flag', key, org] as const,
  hours: (kind: string, org: string) => ['hours', kind, org] as const,
  notifications: () => ['notifications'] as const,
  wallet: () => ['wallet'] as const,
  /** The borrower's conditions on one application (the paystub condition says how many documents). */
  conditions: (uuid: string) => ['conditions', uuid] as const,
  /** The disclosure vault of one application: what was given, opened and signed. */
  disclosures: (uuid: string) => ['disclosures', uuid] as const,
  /** One document's PDF bytes (opening it is recorded by the server as the borrower's view). */
  // Not under ['disclosures', uuid]: reading the vault again after a fetch must not refetch the PDFs.
  disclosurePdf: (uuid: string, kind: string) => ['disclosure-pdf', uuid, kind] as const,
};
