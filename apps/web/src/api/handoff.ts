/**
 * "Continue on your phone" (@heloc/core identity-capture.ts): the desktop asks for a single-use
 * code for the page it is on; the phone redeems it for a session of its own. Apart from
 * endpoints.ts so it loads with the identity screen and the hand-off page, not the first screen.
 */
import { HANDOFF_API, type HandoffCreated, type HandoffRedeemed } from '@heloc/core';
import { http } from '../lib/http-client';

export const createHandoff = (path: string) => http.post<HandoffCreated>(HANDOFF_API.create, { json: { path } });
/** POST, never GET: the token must not sit in a URL that a proxy logs or a prefetch replays. */
export const redeemHandoff = (token: string) => http.post<HandoffRedeemed>(HANDOFF_API.redeem, { json: { token } });
