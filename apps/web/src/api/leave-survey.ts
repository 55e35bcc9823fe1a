/** The leave-survey's answer (a row of the contract, LEAVE_SURVEY_ENDPOINTS), through the one client. */
import type { LeaveSurveyAnswer } from '@heloc/core';
import { LEAVE_SURVEY_ENDPOINTS as L } from '@heloc/core/contract';
import { call } from './call';

export const leaveSurveyApi = {
  send: (uuid: string, answer: LeaveSurveyAnswer) => call(L.leaveSurvey, { params: { uuid }, json: answer }),
};
