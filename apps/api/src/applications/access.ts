/** Object-level authorization and the application projection the browser reads. */
import type { Context } from 'hono';
import { propertyTimeZone, signerVisitDone, slotInZone } from '@heloc/core';
import type { Db } from '../db/client.js';
import { cachedStatus, readMark, rememberSession, rememberStatus } from '../db/read-cache.js';
import { SIGNED_OUT } from '../auth/middleware.js';
import { isSessionActive } from '../auth/sessions.js';
import { documentsOf, signerOn, signersWithAccounts, statusAndSession } from './repo.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { advance, findApplication, type ApplicationRow } from '../pipeline/store.js';
import type { AppData } from '../pipeline/types.js';

export const APP_NOT_FOUND = 'Application not found.';

/**
 * The application if the session's user owns it (404 otherwise: whether it exists is not revealed),
 * with every background step that is due resolved.
 */
export async function ownedApplication(c: Context<AppEnv>, uuid: string): Promise<ApplicationRow> {
  const { db, now, env } = c.get('deps');
  const row = await findApplication(db, uuid);
  if (!row || row.ownerUuid !== c.get('user').uuid) throw apiError(404, APP_NOT_FOUND);
  return advance(db, row, now(), env.PIPELINE_DELAY_MS);
}

/**
 * The status read every waiting borrower polls (issue 27, item 4; decision 079): from memory while
 * the owner is this user and no background step is due — otherwise as `ownedApplication`, which
 * resolves what is due, and the result is kept. Every write of the status fields forgets the copy,
 * on this server and the others (db/read-cache.ts).
 */
export async function applicationStatus(c: Context<AppEnv>, uuid: string): Promise<ReturnType<typeof statusOf>> {
  const { db, now } = c.get('deps');
  const user = c.get('user');
  const sid = c.get('sid');
  const deferred = c.get('sessionDeferred') === true;
  const kept = deferred ? undefined : cachedStatus(db, uuid);
  if (kept && kept.ownerUuid === user.uuid && !(kept.pendingDueAt && kept.pendingDueAt <= now())) return statusOf(kept);
  const since = readMark();
  const row = await statusAndSession(db, uuid, sid, user.uuid);
  if (deferred) {
    // The middleware left the session to this query (auth/middleware.ts): 401 before anything else.
    const active = row ? row.sessionActive : await isSessionActive(db, sid, user.uuid);
    if (!active) throw apiError(401, SIGNED_OUT);
    if (row) rememberSession(db, sid, user.uuid, since);
    c.set('sessionChecked', true);
  }
  if (!row || row.ownerUuid !== user.uuid) throw apiError(404, APP_NOT_FOUND);
  if (row.pendingDueAt && row.pendingDueAt <= now()) {
    // A background step is due: resolved as every read resolves it.
    const advanced = await ownedApplication(c, uuid);
    rememberStatus(db, advanced, since);
    return statusOf(advanced);
  }
  rememberStatus(db, row, since);
  return statusOf(row);
}

/** The application if the user owns it or is one of its additional signers. */
export async function visibleApplication(
  c: Context<AppEnv>,
  uuid: string,
): Promise<{ row: ApplicationRow; role: 'owner' | 'signer' }> {
  const { db, now, env } = c.get('deps');
  const row = await findApplication(db, uuid);
  const userUuid = c.get('user').uuid;
  if (!row) throw apiError(404, APP_NOT_FOUND);
  if (row.ownerUuid === userUuid) return { row: await advance(db, row, now(), env.PIPELINE_DELAY_MS), role: 'owner' };
  const signer = await signerOn(db, uuid, userUuid);
  if (!signer) throw apiError(404, APP_NOT_FOUND);
  return { row: await advance(db, row, now(), env.PIPELINE_DELAY_MS), role: 'signer' };
}

const maskAccount = (a: AppData['disburseAccount']) =>
  a
    ? {
        uuid: a.uuid,
        mode: a.mode,
        institution: a.institution ?? null,
        routingNumber: a.routingNumber,
        accountNumber: a.accountNumber.slice(-4),
        mask: a.mask,
        accountType: a.accountType ?? null,
      }
    : null;

export function statusOf(row: Pick<ApplicationRow, 'uuid' | 'state' | 'status' | 'pendingDueAt' | 'updatedAt'>) {
  return {
    applicationUuid: row.uuid,
    state: row.state,
    ...row.status,
    pendingSince: row.pendingDueAt ? row.updatedAt.toISOString() : null,
  };
}

/** The HELOC application as the browser reads it (applicant-journey §3, shared-surfaces §3). */
export async function projectApplication(db: Db, row: ApplicationRow, now: Date) {
  const data = row.data as AppData;
  const docs = await documentsOf(db, row.uuid);
  const signerRows = await signersWithAccounts(db, row.uuid);
  return {
    uuid: row.uuid,
    loanNumber: row.loanNumber,
    productType: 'HELOC',
    active: row.active === 1,
    isCrypto: data.isCrypto === true,
    status: statusOf(row),
    term: data.term ?? 0,
    rate: data.rate ?? 0,
    amount: data.amount ?? 0,
    uwCalculatedDrawAmount: data.uwCalculatedDrawAmount ?? 0,
    originationFeePercent: data.originationFeePercent ?? null,
    adjustedHomeAmount: data.adjustedHomeAmount ?? null,
    property: data.property ? { ...data.property, condition: data.propertyCondition ?? 'UNKNOWN_CONDITION' } : null,
    selectedPropertyUuid: data.property?.uuid ?? null,
    saleStatus: data.saleStatus ?? null,
    statedIncome: data.statedIncome ?? null,
    employer: data.employer ? { employerName: data.employer.employerName, jobTitle: data.employer.jobTitle } : null,
    name: data.name ?? null,
    contact: data.contact ?? null,
    offers: data.offers ?? [],
    documents: docs.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    // The sources linked through a provider (as its webhook reported them), else the stated income.
    incomeSources: data.incomeSources?.length
      ? data.incomeSources.map((s) => ({
          uuid: s.uuid,
          type: s.type,
          provider: s.provider,
          institution: s.institution,
          status: s.status,
          employmentType: data.statedIncome?.employmentType ?? null,
          annualIncome: s.annualIncome,
        }))
      : data.statedIncome
        ? [
            {
              type: 'OTHER',
              employmentType: data.statedIncome.employmentType,
              annualIncome: data.statedIncome.annualIncome,
            },
          ]
        : [],
    disburseAccount: maskAccount(data.disburseAccount),
    autopayAccount: maskAccount(data.autopayAccount),
    payType: data.payType ?? null,
    // What the borrower accepted for autopay and when (Reg E 12 CFR 1005.10(b)); shown on bank/confirm.
    achAuthorization: data.achAuthorization ?? null,
    insurance: data.insurance ?? { complete: false },
    coDeedStatus: data.coDeedStatus ?? null,
    requestedManualNotaryTime: data.requestedManualNotaryTime ?? null,
    notaryReservation: data.notaryReservation ?? null,
    notaryAddress: data.notaryAddress ?? null,
    hasHmda: data.hasHmda === true,
    helocSigners: signerRows.map((s) => {
      const invited = (s.invitationProfile as { name?: { firstName?: string; lastName?: string } } | null)?.name;
      return {
        identityUuid: s.identityUuid,
        email: s.email,
        signed: Boolean(s.signedAt),
        name: [invited?.firstName, invited?.lastName].filter(Boolean).join(' ') || null,
        // Their own notary visit (decision 089, amendment 4), in the property's zone as it was offered.
        notarySlot: s.notarySlot ? slotInZone(s.notarySlot.toISOString(), propertyTimeZone(data.property)) : null,
        notaryAddress: s.notaryAddress ?? null,
        // The sandbox notary's report: the visit is done once its appointment has ended.
        notaryVisited: signerVisitDone(s.notarySlot?.toISOString(), now.toISOString()),
      };
    }),
    additionalSignerVersion: data.additionalSignerVersion ?? 'v1',
    consents: (data.consents ?? []).map((x) => ({ type: x.type, createdDate: x.at })),
    assetDepletion: {
      complete: data.assetsVerified === true,
      accounts: (data.assetAccounts ?? []).map((a) => ({
        uuid: a.uuid,
        institution: a.institution,
        name: a.name,
        kind: a.kind,
        mask: a.mask,
        balance: a.balance,
        counts: a.counts,
      })),
      countedBalance: (data.assetAccounts ?? []).filter((a) => a.counts).reduce((sum, a) => sum + a.balance, 0),
    },
    referrer: data.referrer ?? null,
    auditFields: { createdDate: row.createdAt.toISOString(), updatedDate: row.updatedAt.toISOString() },
  };
}

export { pendingSigners } from './repo.js';
