/**
 * What the server alone does with a step's body: hash the SSN, give a linked account its numbers.
 * The steps' own bodies are rows of @heloc/core's JOURNEY_STEPS; the other calls' bodies are the
 * contract's request schemas (ENDPOINT_REQUESTS, decision 085).
 */
import { createHash, randomUUID } from 'node:crypto';
import { apiError } from '../http/errors.js';
import type { LinkResult } from '../link/sessions.js';
import type { BankAccountData } from '../pipeline/types.js';

/** Only the last four digits and a salted hash are kept; the full number is never stored. */
export function ssnRecord(ssn: string, applicationUuid: string) {
  return { ssnLast4: ssn.slice(-4), ssnHash: createHash('sha256').update(`${applicationUuid}:${ssn}`).digest('hex') };
}

/** An account the borrower typed in (bank/manual-disburse, or a different autopay account). */
export function manualAccount(body: {
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}): BankAccountData {
  return {
    uuid: randomUUID(),
    mode: 'manual',
    routingNumber: body.routingNumber,
    accountNumber: body.accountNumber,
    accountType: body.accountType,
    mask: body.accountNumber.slice(-4),
  };
}

/**
 * The account a finished bank link chose, as the aggregator's exchange reports it. Some banks share
 * only a tokenized account number and no routing number (sandbox: "Tokenized …"): the borrower then
 * types the routing number in (disbursement `{ mode: 'routing' }`). The full number stays here.
 */
export function linkedAccount(result: LinkResult): BankAccountData {
  const chosen = result.accounts[0];
  if (!chosen || (chosen.kind !== 'CHECKING' && chosen.kind !== 'SAVINGS'))
    throw apiError(
      400,
      'publicToken: This link did not choose a checking or savings account. Start the connection again.',
    );
  return {
    uuid: randomUUID(),
    mode: 'linked',
    institution: result.institution.name,
    routingNumber: result.institution.routingNumber,
    accountNumber: chosen.accountNumber,
    accountType: chosen.kind,
    mask: chosen.mask,
  };
}
