/**
 * A borrower step by name, through the one client: method and path come from the core's
 * JOURNEY_STEPS. Apart from endpoints.ts so the step table (every step's body schema) loads with
 * the journey, not with the registration page (the first screen's weight, decision 007).
 */
import { stepRequest, type MultipartStepName, type StepBody, type StepName } from '@heloc/core/contract';
import { request } from '../lib/http-client';
import type { Application } from './types';

/** What a step sends: its JSON body, or for a multipart step its text fields and the files. */
export type StepPayload<N extends StepName> = N extends MultipartStepName
  ? StepBody<N> & { readonly files: readonly File[] }
  : StepBody<N>;

function stepFormData(payload: Record<string, unknown> & { readonly files: readonly File[] }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload))
    if (key !== 'files' && value !== undefined) form.append(key, String(value));
  for (const file of payload.files) form.append('file', file, file.name);
  return form;
}

/** e.g. postStep(uuid, 'selectOffer', { offerId, drawAmount }). */
export function postStep<N extends StepName>(uuid: string, name: N, payload: StepPayload<N>): Promise<Application> {
  const { method, url, multipart } = stepRequest(name, uuid);
  return request<Application>(
    method,
    url,
    multipart
      ? { body: stepFormData(payload as Record<string, unknown> & { files: readonly File[] }) }
      : { json: payload },
  );
}
