/** The leave-survey's answer, through the one client. */
import { leaveSurveyPath, type LeaveSurveyAnswer } from '@heloc/core';
import { http } from '../lib/http-client';

export const leaveSurveyApi = {
  send: (uuid: string, answer: LeaveSurveyAnswer) =>
    http.post<{ accepted: true }>(leaveSurveyPath(uuid), { json: answer }),
};
