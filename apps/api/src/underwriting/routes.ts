/**
 * GET underwritingPath(uuid): what underwriting found about an application, for the hold, review,
 * recovery and decline screens (issue 12). Owner only; resolves due background steps first, as
 * every read of an application does. Each section is null until it applies. The facts come from
 * the record (what the lifecycle stored when it happened) and the sandbox's bureau and title
 * company (pipeline/title-and-credit.ts): the same application always reads the same. The words a
 * borrower reads are the core's (adverse-action, offer-change …); this only supplies facts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  MAX_DTI_PERCENT,
  VALUATION_FEE_NO_AVM,
  type DecisionFacts,
  type DeclineReason,
  type EcoaAgency,
  type OfferChangeFacts,
  type UnderwritingResponse,
  type ValuationFacts,
} from '@heloc/core';
import { UNDERWRITING_ENDPOINTS } from '@heloc/core/contract';
import { requireUser } from '../auth/middleware.js';
import { firstConditionOfKinds } from '../conditions/repo.js';
import type { AppEnv } from '../http/context.js';
import { loadOrg } from '../http/orgs.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import { homeValueOf } from '../pipeline/offers.js';
import { scenarioOf } from '../pipeline/scenarios.js';
import {
  applicationBureau,
  creditScoreOf,
  delinquencyOf,
  inquiriesOf,
  KEY_FACTORS,
  liensOf,
  payoffLienOf,
  reunderwriteOf,
  SCORE_DECLINE_KEY_FACTORS,
  verifiedIncomeOf,
  vestingOf,
} from '../pipeline/title-and-credit.js';
import type { AppData, AppRecord, StoredOfferChange } from '../pipeline/types.js';
import { ownedApplication } from '../applications/access.js';
import { OWNERSHIP_CONDITIONS } from '../applications/steps.js';

const Uuid = v.object({ uuid: uuidParam });
const DAY_MS = 86_400_000;
/** The sandbox's rule: a new application is considered 90 days after a decline. */
export const REAPPLY_AFTER_DAYS = 90;
/** The program's maximum debt-to-income: the core's, which re-underwriting on verified income uses too. */
export { MAX_DTI_PERCENT };

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** The bureau lives with the sandbox's other credit facts (the counteroffer notice names it too). */
export { applicationBureau };

/** The borrower's debt-to-income the DTI decline reports: above the maximum, fixed by the stated income. */
const declinedDtiPercent = (income: number) =>
  Math.round((MAX_DTI_PERCENT + 0.5 + ((income % 9_000) / 9_000) * 9) * 10) / 10;

/** A decline on verified income (re-underwriting, decision 054): the ratio on the verified income and the line chosen. */
function verifiedDecline(data: AppRecord['data']): { percent: number; income: number } | null {
  const verified = verifiedIncomeOf(data);
  const outcome = data.incomeLink ? reunderwriteOf(data) : null;
  return outcome?.kind === 'declined' && verified !== null ? { percent: outcome.dtiPercent, income: verified } : null;
}

function decisionOf(app: AppRecord, decidedAt: string, ecoaAgency: EcoaAgency): DecisionFacts {
  const { status, data } = app;
  const income = data.statedIncome?.annualIncome ?? 0;
  const kind = status.creditScoreDecline
    ? 'CREDIT_SCORE'
    : status.dtiDecline
      ? 'DTI'
      : data.propertyCondition === 'POOR'
        ? 'PROPERTY_CONDITION'
        : 'UNDERWRITING';
  // Reg B §1002.9(b)(2): the specific principal reasons, at most four (sample form C-1's wording is the core's).
  const reasons: DeclineReason[] =
    kind === 'CREDIT_SCORE'
      ? ['CREDIT_SCORE', 'DELINQUENT_OBLIGATIONS', 'LIMITED_CREDIT_EXPERIENCE', 'RECENT_INQUIRIES']
      : kind === 'DTI'
        ? ['EXCESSIVE_OBLIGATIONS']
        : kind === 'PROPERTY_CONDITION'
          ? ['COLLATERAL_CONDITION']
          : income < 20_000
            ? ['INCOME_INSUFFICIENT']
            : ['UNABLE_TO_VERIFY_INCOME'];
  const bureau = applicationBureau(app.uuid);
  // FCRA §615(a)(2): the score is disclosed whenever one was used — every decline after the soft pull.
  const scored = Boolean(data.ssnHash);
  const creditScore = scored
    ? {
        score: creditScoreOf(data),
        rangeMin: 300,
        rangeMax: 850,
        keyFactors: [...(kind === 'CREDIT_SCORE' ? SCORE_DECLINE_KEY_FACTORS : KEY_FACTORS)],
        createdAt: kind === 'CREDIT_SCORE' ? decidedAt : (data.softPulledAt ?? data.softCreditConsentAt ?? decidedAt),
        bureau,
        model: 'FICO Score 8',
      }
    : null;
  return {
    kind,
    decidedAt,
    reasons,
    creditScore,
    bureau,
    dti:
      kind === 'DTI'
        ? { percent: verifiedDecline(data)?.percent ?? declinedDtiPercent(income), maxPercent: MAX_DTI_PERCENT }
        : null,
    statedIncome: kind === 'UNDERWRITING' || kind === 'DTI' ? income : null,
    ecoaAgency,
    reapplyAfter: addDays(decidedAt, REAPPLY_AFTER_DAYS),
  };
}

function valuationOf(app: AppRecord): ValuationFacts | null {
  const { state, status, data } = app;
  const s = scenarioOf(data);
  const noAvm = s.property === 'no-avm';
  const applies = noAvm || s.bpo !== 'none' || s.condemned;
  // Null until the valuation question comes up: no AVM found, a BPO ordered or required, a condition reported.
  const raised =
    state === 'NO_AVM_FOUND' ||
    Boolean(data.estimatedValue || data.valuationOrderedAt || status.bpo) ||
    data.propertyCondition === 'POOR';
  if (!applies || !raised) return null;
  const kind =
    data.valuationBeforeOffers || s.bpo === 'bpo-required'
      ? 'BPO'
      : s.bpo === 'resi-eval'
        ? 'RESI_EVAL'
        : data.estimatedValue
          ? 'ESTIMATE'
          : noAvm
            ? null
            : 'AVM';
  // shared-surfaces §9: a valuation costs $180 when no AVM could value the home, paid by the borrower at closing.
  const charged = kind === 'BPO' || kind === 'RESI_EVAL' || noAvm;
  return {
    kind,
    required: status.bpo === 'BPO_REQUIRED',
    fee: charged ? VALUATION_FEE_NO_AVM : 0,
    feePaidBy: charged ? 'BORROWER_AT_CLOSING' : 'LENDER',
    orderedAt: data.valuationOrderedAt ?? null,
    completedAt: data.valuationCompletedAt ?? null,
    value:
      data.valuationValue ??
      data.estimatedValue ??
      (kind === 'AVM' && data.adjustedHomeAmount ? homeValueOf(data) : null),
    propertyCondition:
      data.valuationCompletedAt || data.propertyCondition === 'POOR' ? (data.propertyCondition ?? null) : null,
  };
}

/** The stored offer change as read: a counteroffer names the creditor's ECOA agency (Appendix A) beside its reasons and bureau. */
function offerChangeFactsOf(stored: StoredOfferChange, ecoaAgency: EcoaAgency): OfferChangeFacts {
  const { counteroffer, ...change } = stored;
  return { ...change, counteroffer: counteroffer ? { ...counteroffer, ecoaAgency } : null };
}

/** The facts of one application (pure: the record, its open ownership condition's date, the creditor's ECOA agency). */
export function underwritingFactsOf(
  app: AppRecord,
  extra: { decidedAt: string; ecoaAgency: EcoaAgency; ownershipConditionSince: string | null },
): UnderwritingResponse {
  const { state, status, data } = app;
  const s = scenarioOf(data);
  const locked = state === 'SOFT_CREDIT_LOCKED_OR_FROZEN' || state === 'HARD_CREDIT_LOCKED_OR_FROZEN';
  const liensFoundAt = data.liensFoundAt ?? data.payoffRequestedAt;
  const attestation = data.liensAttestation as { attestedAt?: string } | undefined;
  const payoffLien = payoffLienOf(app);
  const reviewSince = data.ownershipReviewAt ?? extra.ownershipConditionSince;
  return {
    decision: state === 'DECLINED' ? decisionOf(app, data.decidedAt ?? extra.decidedAt, extra.ecoaAgency) : null,
    creditFreeze: locked
      ? {
          pull: state === 'SOFT_CREDIT_LOCKED_OR_FROZEN' ? 'SOFT' : 'HARD',
          bureau: applicationBureau(app.uuid),
          withPin: status.creditFrozenWithPin === true,
          incorrectPinAttempts: data.incorrectPinAttempts ?? 0,
        }
      : null,
    offerChange: data.offerChange ? offerChangeFactsOf(data.offerChange, extra.ecoaAgency) : null,
    liens:
      s.lien !== 'none' && liensFoundAt
        ? {
            liens: liensOf(app),
            inquiries: status.inquiryAttestNeeded ? inquiriesOf(app, liensFoundAt) : [],
            attestedAt: attestation?.attestedAt ?? null,
          }
        : null,
    payoff:
      s.lien === 'payoff' && data.payoffRequestedAt
        ? {
            lien: payoffLien,
            requestedAt: data.payoffRequestedAt,
            // The lender quotes once authorized: the balance with 30 days' interest at 7.25%.
            quotedAmount: data.payoffConfirmedAt ? Math.round(payoffLien.balance * (1 + 0.0725 / 12)) : null,
            goodThrough: data.payoffConfirmedAt ? addDays(data.payoffConfirmedAt, 30).slice(0, 10) : null,
            borrowerConfirmedAt: data.payoffConfirmedAt ?? null,
          }
        : null,
    valuation: valuationOf(app),
    delinquency:
      s.property === 'delinquent' && data.softPulledAt
        ? { ...delinquencyOf(data.softPulledAt), explainedAt: data.delinquencyExplainedAt ?? null }
        : null,
    ownership: reviewSince ? { ...vestingOf(data), correctedAt: data.ownershipCorrection?.at ?? null } : null,
    manualReviewSince: data.manualReviewSince ?? extra.ownershipConditionSince,
  };
}

export function underwritingRoutes() {
  const app = new Hono<AppEnv>();
  app.use(UNDERWRITING_ENDPOINTS.underwriting.path, requireUser());
  onEndpoint(
    app,
    'underwriting',
    [
      describeRoute({
        tags: ['applications'],
        summary:
          'Holds, reviews, recoveries and declines: what underwriting found (decision with its reasons and score, credit freeze, offer change, liens, payoff, valuation, late payment, ownership). Owner only.',
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const org = await loadOrg(db, row.orgCode);
      // An ownership review may also be opened by the operator (POST /sandbox/…/conditions).
      const ownership = await firstConditionOfKinds(db, row.uuid, OWNERSHIP_CONDITIONS);
      const record: AppRecord = {
        uuid: row.uuid,
        state: row.state,
        status: row.status as AppRecord['status'],
        data: row.data as AppData,
      };
      return c.json(
        underwritingFactsOf(record, {
          decidedAt: row.updatedAt.toISOString(),
          ecoaAgency: org.ecoaAgency ?? 'FTC',
          ownershipConditionSince: ownership?.createdAt.toISOString() ?? null,
        }),
      );
    },
  );
  return app;
}
