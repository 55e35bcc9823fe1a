/** The live chat's hours (rows of the contract, endpoints.ts), loaded with the chat. */
import type { OperatingHoursEntry } from '../entities.js';
import { row } from './endpoints.js';

export const CHAT_ENDPOINTS = {
  chatOpenStatus: row<boolean>()('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus'),
  chatHours: row<OperatingHoursEntry[]>()('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week'),
} as const;
