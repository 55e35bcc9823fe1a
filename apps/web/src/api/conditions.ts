/**
 * The borrower's conditions (@heloc/core conditions.ts): the list the dashboard polls, and the ways
 * of answering one — documents, an ID, or a phone number. Through the one client.
 */
import { conditionDocumentsPath, conditionPhonePath, conditionsListPath, type ConditionRecord } from '@heloc/core';
import { http } from '../lib/http-client';

export const conditionsApi = {
  list: (uuid: string) => http.get<ConditionRecord[]>(conditionsListPath(uuid)),
  uploadDocuments: (uuid: string, conditionUuid: string, files: readonly File[]) => {
    const body = new FormData();
    for (const file of files) body.append('file', file, file.name);
    return http.post<{ conditionUuid: string }>(conditionDocumentsPath(uuid, conditionUuid), { body });
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
    return http.post<{ conditionUuid: string }>(conditionDocumentsPath(uuid, conditionUuid), { body });
  },
  addPhone: (uuid: string, conditionUuid: string, phone: string) =>
    http.put<{ conditionUuid: string }>(conditionPhonePath(uuid, conditionUuid), { json: { phone } }),
};
