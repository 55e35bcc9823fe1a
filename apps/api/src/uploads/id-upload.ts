/**
 * A government ID as uploaded (the customer identification program, 31 CFR 1020.220): the kind of
 * ID names its front, and a kind with a back (a driver's licence) sends both sides, front first.
 * One rule for the borrower's identity step, an ID condition answered at `identity?conditionUuid=`
 * and the additional signer's own ID, so none of them can accept an ID the others would refuse.
 */
import * as v from 'valibot';
import {
  ID_FRONT_DOCUMENT_TYPES,
  idFileCount,
  IDENTITY_MESSAGES,
  idSidesForFrontType,
  type IdFrontType,
} from '@heloc/core';
import { apiError } from '../http/errors.js';
import { uuidParam } from '../http/validate.js';
import type { UploadedFile } from './files.js';

export const ID_TYPE_MESSAGE = 'Must be the front of a driver’s license, ID card, passport or permanent resident card';

const IdFields = v.object({
  type: v.picklist(ID_FRONT_DOCUMENT_TYPES, ID_TYPE_MESSAGE),
  conditionUuid: v.optional(uuidParam),
});

/** One stored side: the file and the document type it is filed under. */
export interface IdSide {
  readonly file: UploadedFile;
  readonly type: string;
}

/**
 * Checks an ID upload's fields and files (400 with the identity screen's messages) and pairs each
 * file with its side's document type. `conditionUuid` is passed through when the form names one.
 */
export function idUpload(
  files: readonly UploadedFile[],
  fields: Record<string, string>,
): { type: IdFrontType; conditionUuid?: string; sides: IdSide[] } {
  const parsed = v.safeParse(IdFields, fields);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw apiError(
      400,
      `${issue?.path?.map((p) => String(p.key)).join('.') ?? 'type'}: ${issue?.message ?? 'Required'}`,
    );
  }
  const { type, conditionUuid } = parsed.output;
  const expected = idFileCount(type);
  if (files.length !== expected)
    throw apiError(
      400,
      expected === 2 ? `file: ${IDENTITY_MESSAGES.missingSide('back')}` : `file: ${IDENTITY_MESSAGES.frontOnly}`,
    );
  const names = idSidesForFrontType(type);
  const [front, back] = files;
  const sides: IdSide[] = [];
  if (front) sides.push({ file: front, type: names.front });
  if (back && names.back) sides.push({ file: back, type: names.back });
  return { type, ...(conditionUuid ? { conditionUuid } : {}), sides };
}
