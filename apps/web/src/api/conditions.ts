/**
 * The borrower's conditions (@heloc/core conditions.ts): the list the dashboard polls, and the ways
 * of answering one — documents, an ID, or a phone number. Rows of the contract
 * (CONDITION_ENDPOINTS), through the one client.
 */
import { CONDITION_ENDPOINTS as E } from '@heloc/core/contract';
import { call } from './call';

export const conditionsApi = {
  list: (uuid: string) => call(E.conditions, { params: { uuid } }),
  uploadDocuments: (uuid: string, conditionUuid: string, files: readonly File[]) => {
    const body = new FormData();
    for (const file of files) body.append('file', file, file.name);
    return call(E.conditionDocuments, { params: { uuid, conditionUuid }, body });
  },
  /** An ID condition (identity?conditionUuid=): the kind of ID names the front; a licence sends the back second. */
  uploadId: (
    uuid: string,
    conditionUuid: string,
    upload: { readonly type: string; readonly files: readonly File[] },
  ) => {
    const body = new FormData();
    body.append('type', upload.type);
    for (const file of upload.files) body.append('file', file, file.name);
    return call(E.conditionDocuments, { params: { uuid, conditionUuid }, body });
  },
  addPhone: (uuid: string, conditionUuid: string, phone: string) =>
    call(E.conditionPhone, { params: { uuid, conditionUuid }, json: { phone } }),
};
