import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, ID_FRONT_DOCUMENT_TYPES, ID_KINDS } from '../enums.js';
import { FALLBACK_GUARDS } from '../journey/fallback-guards.js';
import { idDocumentSides, idFileCount, ID_KIND_DOCUMENTS, idSidesForFrontType, isIdKind } from './identity-capture.js';

describe('ID kinds and their documents', () => {
  it('maps each kind to one front type, every front type to one kind, and every type to the catalogue', () => {
    expect(Object.keys(ID_KIND_DOCUMENTS).sort()).toEqual([...ID_KINDS].sort());
    const fronts = ID_KINDS.map((k) => idDocumentSides(k).front);
    expect([...fronts].sort()).toEqual([...ID_FRONT_DOCUMENT_TYPES].sort());
    for (const kind of ID_KINDS) {
      const { front, back } = idDocumentSides(kind);
      expect(DOCUMENT_TYPES).toContain(front);
      if (back) expect(DOCUMENT_TYPES).toContain(back);
      expect(idSidesForFrontType(front)).toEqual({ front, back });
    }
  });

  it('asks for the back of a driver’s licence only (the catalogue has no other back)', () => {
    expect(idDocumentSides("US Driver's License")).toEqual({
      front: 'DRIVERSLICENSEFRONT',
      back: 'DRIVERSLICENSEBACK',
    });
    expect(idFileCount('DRIVERSLICENSEFRONT')).toBe(2);
    expect(idFileCount('PASSPORTFRONT')).toBe(1);
    expect(idFileCount('IDCARDFRONT')).toBe(1);
    expect(idFileCount('PERMANENTRESIDENTFRONT')).toBe(1);
  });

  it('knows the kinds by their visible names', () => {
    expect(isIdKind('US Passport')).toBe(true);
    expect(isIdKind('Library card')).toBe(false);
  });

  it('keeps the Texas BPO rule true: the back alone is not an ID front, the front is', () => {
    const facts = (types: string[]) =>
      ({
        heloc: { uuid: 'a', property: { state: 'CA' }, documents: types.map((type) => ({ type })) },
        profile: {},
      }) as never;
    expect(FALLBACK_GUARDS.hasIdClearOfBpo.test(facts(['DRIVERSLICENSEBACK']))).toBe(false);
    expect(
      FALLBACK_GUARDS.hasIdClearOfBpo.test(facts([idDocumentSides("US Driver's License").front, 'DRIVERSLICENSEBACK'])),
    ).toBe(true);
  });
});
