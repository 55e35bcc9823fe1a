import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELECTION_MESSAGES, selectionProblem, UPLOAD_MESSAGES, uploadProblem, type UploadFacts } from './uploads.js';

const ok: UploadFacts = {
  name: 'paystub.pdf',
  declared: 'application/pdf',
  size: 1000,
  detected: 'application/pdf',
  hasActiveContent: false,
  encrypted: false,
};

describe('uploadProblem', () => {
  it('accepts a plain PDF, JPG and PNG named as what they are', () => {
    expect(uploadProblem(ok)).toBeNull();
    expect(uploadProblem({ ...ok, name: 'front.JPEG', declared: 'image/jpeg', detected: 'image/jpeg' })).toBeNull();
    expect(uploadProblem({ ...ok, name: 'scan', declared: '', detected: 'image/png' })).toBeNull();
  });

  it('says how to fix each problem, the first one first', () => {
    expect(uploadProblem({ ...ok, size: 0 })?.kind).toBe('empty');
    expect(uploadProblem({ ...ok, size: 11 * 1024 * 1024 })).toEqual({
      kind: 'tooLarge',
      message: 'paystub.pdf is larger than 10 MB. Scan it at a lower resolution or split it, then upload it again.',
    });
    expect(uploadProblem({ ...ok, name: 'w2.docx', detected: undefined })).toEqual({
      kind: 'notAccepted',
      message: UPLOAD_MESSAGES.notAccepted('w2.docx'),
    });
    expect(uploadProblem({ ...ok, name: 'photo.png', detected: 'image/jpeg', declared: 'image/png' })?.message).toBe(
      'photo.png is a JPG file but is named or labelled as something else. Upload it with a name ending in .jpg.',
    );
    expect(uploadProblem({ ...ok, hasActiveContent: true })?.kind).toBe('activeContent');
    expect(uploadProblem({ ...ok, encrypted: true })).toEqual({
      kind: 'encryptedPdf',
      message: UPLOAD_MESSAGES.encryptedPdf,
    });
    expect(
      uploadProblem({ ...ok, name: 'a.jpg', declared: 'image/jpeg', detected: 'image/jpeg', encrypted: true }),
    ).toBeNull();
  });

  it('honours a smaller limit', () => {
    expect(uploadProblem({ ...ok, size: 3000 }, 2048)?.message).toBe(
      'paystub.pdf is larger than 2 KB. Scan it at a lower resolution or split it, then upload it again.',
    );
  });

  it('never accepts a file whose bytes are not a PDF, JPG or PNG, whatever its name', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.option(fc.string(), { nil: undefined }),
        (name, declared, size, detected) => {
          const problem = uploadProblem({ name, declared, size, detected, hasActiveContent: false, encrypted: false });
          if (!['application/pdf', 'image/jpeg', 'image/png'].includes(detected ?? '')) expect(problem).not.toBeNull();
        },
      ),
    );
  });
});

describe('selectionProblem', () => {
  const ready = { checking: false, problem: null };
  it('says what stops the chosen files being sent, most urgent first', () => {
    expect(selectionProblem([], 1)).toBe(SELECTION_MESSAGES.none);
    expect(selectionProblem([], 2)).toBe('Upload at least 2 files.');
    expect(selectionProblem([ready, { checking: true, problem: null }], 2)).toBe(SELECTION_MESSAGES.checking);
    expect(selectionProblem([ready, { checking: false, problem: 'x.txt is not a PDF, JPG or PNG file.' }], 2)).toBe(
      SELECTION_MESSAGES.problems,
    );
    expect(selectionProblem([ready], 2)).toBe('Upload at least 2 files.');
    expect(selectionProblem([ready, ready, ready], 1, 2)).toBe('Upload at most 2 files.');
    expect(selectionProblem([ready, ready], 2)).toBeNull();
  });

  it('lets files through only when every one is checked and good and their number is within bounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ checking: fc.boolean(), problem: fc.option(fc.string(), { nil: null }) }), {
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 5 }),
        (chosen, required) => {
          const ok = selectionProblem(chosen, required) === null;
          expect(ok).toBe(
            chosen.length >= required && chosen.length <= 10 && chosen.every((c) => !c.checking && c.problem === null),
          );
        },
      ),
    );
  });
});
