/**
 * Response shapes of the sandbox API the app reads: the wire types are the contract's
 * (`@heloc/core/contract`, declared once for the app and the server), the entities the core's.
 */
export type {
  Application,
  ApplicationSummary,
  CoDeedStatus,
  FeedbackEntry,
  Offer,
  OrgData,
  OriginatorBrand,
  Status,
} from '@heloc/core/contract';
export type { LoanOriginatorDisplayInfo, Notification, OperatingHoursEntry, Profile } from '@heloc/core';
