import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  FLOOD_CERT_TEXT,
  FLOOD_HAZARD_NOTICE,
  INSURANCE_REQUIREMENTS,
  insuranceMissingMessage,
  insuranceStatusSchema,
  isSpecialFloodHazardArea,
  missingInsuranceProofs,
  mortgageeClause,
  proofsToUpload,
  requiredInsuranceProofs,
} from './insurance.js';
import { isCompanionScreen, screenForServerState } from '../journey/screen-map.js';
import { decideScreen } from '../journey/journey.js';
import { progressForScreen } from '../journey/progress.js';

describe('the special flood hazard area rule (12 CFR §208.25)', () => {
  it.each(['A', 'AE', 'AH', 'AO', 'AR', 'A99', 'V', 'VE', 'ae', ' VE '])(
    'zone %s is a special flood hazard area',
    (zone) => {
      expect(isSpecialFloodHazardArea(zone)).toBe(true);
      expect(requiredInsuranceProofs(zone)).toEqual(['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE']);
    },
  );
  it.each(['X', 'B', 'C', 'D', 'X500', '', null, undefined])('zone %s is not', (zone) => {
    expect(isSpecialFloodHazardArea(zone)).toBe(false);
    expect(requiredInsuranceProofs(zone)).toEqual(['PROOFOFHAZARDINSURANCE']);
  });
  it('always asks for hazard insurance, and for flood exactly when the zone begins with A or V', () => {
    fc.assert(
      fc.property(fc.string(), (zone) => {
        const required = requiredInsuranceProofs(zone);
        expect(required[0]).toBe('PROOFOFHAZARDINSURANCE');
        expect(required.includes('PROOFOFFLOODINSURANCE')).toBe(/^[AV]/i.test(zone.trim()));
      }),
    );
  });
});

describe('what is still missing', () => {
  it('lists the required proofs not given, in order, and says so in words', () => {
    const required = requiredInsuranceProofs('AE');
    expect(missingInsuranceProofs(required, [])).toEqual(['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE']);
    expect(missingInsuranceProofs(required, ['PROOFOFHAZARDINSURANCE'])).toEqual(['PROOFOFFLOODINSURANCE']);
    expect(missingInsuranceProofs(required, ['PROOFOFFLOODINSURANCE', 'PROOFOFHAZARDINSURANCE'])).toEqual([]);
    expect(insuranceMissingMessage(['PROOFOFFLOODINSURANCE'])).toBe('Still needed: flood insurance.');
    expect(insuranceMissingMessage(['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE'])).toBe(
      'Still needed: homeowners (hazard) insurance and flood insurance.',
    );
  });
  it('asks again for a proof the reviewer sent back', () => {
    const proof = (
      type: 'PROOFOFHAZARDINSURANCE' | 'PROOFOFFLOODINSURANCE',
      status: 'NOT_UPLOADED' | 'UNDER_REVIEW' | 'ACCEPTED' | 'NEEDS_ATTENTION',
    ) => ({ type, status, note: null, fileNames: [], uploadedAt: null });
    expect(
      proofsToUpload({
        proofs: [proof('PROOFOFHAZARDINSURANCE', 'UNDER_REVIEW'), proof('PROOFOFFLOODINSURANCE', 'NEEDS_ATTENTION')],
      }),
    ).toEqual(['PROOFOFFLOODINSURANCE']);
    expect(proofsToUpload({ proofs: [proof('PROOFOFHAZARDINSURANCE', 'ACCEPTED')] })).toEqual([]);
  });
});

describe('texts', () => {
  it('states the coverage rules and the notice of special flood hazards', () => {
    expect(INSURANCE_REQUIREMENTS.PROOFOFHAZARDINSURANCE.coverage).toContain('lesser of the cost to rebuild');
    expect(INSURANCE_REQUIREMENTS.PROOFOFFLOODINSURANCE.why).toContain('special flood hazard area');
    expect(FLOOD_HAZARD_NOTICE).toContain('National Flood Insurance Program');
    expect(FLOOD_CERT_TEXT.ordered).toContain('Standard Flood Hazard Determination Form');
    expect(FLOOD_CERT_TEXT.timing).toContain('one to two business days');
  });
  it('builds the mortgagee clause the insurer needs', () => {
    const clause = mortgageeClause(
      { companyName: 'Homestead Line, Inc.', companyAddress: '100 Market Street, Suite 400, San Francisco, CA 94105' },
      'HL20260001234',
    );
    expect(clause.lines).toEqual([
      'Homestead Line, Inc., its successors and/or assigns, ISAOA/ATIMA',
      '100 Market Street, Suite 400, San Francisco, CA 94105',
      'Loan number HL20260001234',
    ]);
    expect(clause.text).toBe(clause.lines.join('\n'));
  });
  it('parses the server’s review answer', () => {
    const answer = {
      flood: {
        status: 'DETERMINED',
        zone: 'AE',
        specialFloodHazardArea: true,
        determinedAt: '2026-11-20T15:00:00.000Z',
      },
      proofs: [
        {
          type: 'PROOFOFFLOODINSURANCE',
          status: 'NEEDS_ATTENTION',
          note: 'Expired',
          fileNames: ['a.pdf'],
          uploadedAt: '2026-11-20T15:00:00.000Z',
        },
      ],
      uploadRequired: true,
      complete: false,
    };
    expect(v.parse(insuranceStatusSchema, answer)).toEqual(answer);
  });
});

describe('TRUST_AND_INSURANCE', () => {
  it('shows insurance/upload from the server table, whatever the fallback machine remembers', () => {
    expect(screenForServerState('TRUST_AND_INSURANCE')).toMatchObject({
      path: 'insurance/upload',
      rule: 'trust-and-insurance',
    });
    // A fresh browser's machine sits at profile: before this row the borrower was sent to start/profile.
    expect(decideScreen({ state: 'TRUST_AND_INSURANCE', machineState: 'profile' })).toMatchObject({
      path: 'insurance/upload',
      source: 'server',
    });
  });
});

describe('insurance/requirements beside the decided screen', () => {
  it('can be read from insurance/upload and error/flood-cert without being sent back', () => {
    expect(isCompanionScreen('insurance/upload', 'insurance/requirements')).toBe(true);
    expect(isCompanionScreen('error/flood-cert', 'insurance/requirements')).toBe(true);
    // complete links to the insurance still owed before funding (issue 25, item 9; decision 053).
    expect(isCompanionScreen('complete', 'insurance/requirements')).toBe(true);
    expect(isCompanionScreen('signing/intro', 'insurance/requirements')).toBe(false);
  });
});

describe('the progress panel on the closing screens', () => {
  it('puts the flood certificate wait with the signing step (it was step 1, Basic Info), insurance with the notary, complete last', () => {
    expect(progressForScreen('error/flood-cert')).toBe('SIGNING');
    expect(progressForScreen('insurance/upload')).toBe('ENOTARY');
    expect(progressForScreen('complete')).toBe('COMPLETE');
  });
});
