/**
 * What the closing screens read besides the application: the insurance review
 * (insurance/requirements, insurance/upload) and the funding facts (complete). Owner only; both
 * resolve due background steps first, as every read of an application does.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  isSpecialFloodHazardArea,
  requiredInsuranceProofs,
  propertyTimeZone,
  type FundingStatus,
  type InsuranceStatus,
  statesFrom,
} from '@heloc/core';
import { CLOSING_ENDPOINTS } from '@heloc/core/contract';
import { requireUser } from '../auth/middleware.js';
import type { AppEnv } from '../http/context.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import { directPayoffsOf, floodZoneOf, scenarioOf } from '../pipeline/scenarios.js';
import type { AppData, Status } from '../pipeline/types.js';
import { ownedApplication } from '../applications/access.js';

const Uuid = v.object({ uuid: uuidParam });

/** States from which the flood zone has been determined (final title is done and the certificate is in). */
const AFTER_FLOOD_CERT: ReadonlySet<string> = new Set(statesFrom('FINAL_OFFER'));

export function insuranceStatusOf(state: string, status: Status, data: AppData): InsuranceStatus {
  const determined =
    status.waitingOnFloodCert === false || (status.waitingOnFloodCert !== true && AFTER_FLOOD_CERT.has(state));
  const zone = determined ? floodZoneOf(data) : null;
  // In the sandbox only the "Flood" and "Insure" streets upload; elsewhere the policy is confirmed with the insurer.
  const uploadRequired = scenarioOf(data).insurance;
  const stored = data.insurance?.proofs ?? {};
  const proofs = requiredInsuranceProofs(zone).map((type) => {
    const p = stored[type];
    if (p) return { type, status: p.status, note: p.note, fileNames: p.fileNames, uploadedAt: p.uploadedAt };
    return {
      type,
      status: uploadRequired ? ('NOT_UPLOADED' as const) : ('ACCEPTED' as const),
      note: null,
      fileNames: [],
      uploadedAt: null,
    };
  });
  return {
    flood: {
      status: status.waitingOnFloodCert === true ? 'ORDERED' : determined ? 'DETERMINED' : 'NOT_ORDERED',
      zone,
      specialFloodHazardArea: isSpecialFloodHazardArea(zone),
      determinedAt: null,
    },
    proofs,
    uploadRequired,
    complete: !uploadRequired || data.insurance?.complete === true,
  };
}

export function fundingStatusOf(state: string, data: AppData): FundingStatus {
  return {
    state,
    noteSignedAt: data.noteSignedAt ?? null,
    notarySessionCompletedAt: data.notarySessionCompletedAt ?? null,
    propertyTimeZone: propertyTimeZone(data.property),
    directPayoffs: directPayoffsOf(data),
  };
}

export function closingStatusRoutes() {
  const app = new Hono<AppEnv>();
  app.use(CLOSING_ENDPOINTS.insuranceStatus.path, requireUser());
  app.use(CLOSING_ENDPOINTS.fundingStatus.path, requireUser());

  onEndpoint(
    app,
    'insuranceStatus',
    [
      describeRoute({
        tags: ['closing'],
        summary:
          'insurance/requirements, insurance/upload: the flood zone determination, the proofs of insurance owed and the review of each.',
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      return c.json(insuranceStatusOf(row.state, row.status as Status, row.data as AppData));
    },
  );

  onEndpoint(
    app,
    'fundingStatus',
    [
      describeRoute({
        tags: ['closing'],
        summary:
          'complete: when the note was signed and the notary session finished, the property’s time zone, and the creditors paid directly.',
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      return c.json(fundingStatusOf(row.state, row.data as AppData));
    },
  );
  return app;
}
