/**
 * The sandbox link providers over HTTP: the JSON route that starts a link (under the application,
 * owner only) and the provider's pages under /sandbox-link/<token>/… — plain forms, each POST
 * answered with a 303 to the next page or back to the app (Post/Redirect/Get), so the back button
 * and a reload never re-submit a password.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  linkProvider,
  linkRefusal,
  SANDBOX_LINK_USERS,
  SANDBOX_MFA_CODE,
  type LinkErrorCode,
  type LinkPurpose,
} from '@heloc/core';
import type { AppEnv } from '../http/context.js';
import { isCleanText, readAtMost } from '../http/body.js';
import { apiError } from '../http/errors.js';
import { documentedError, jsonSuccess } from '../http/openapi.js';
import { loadOrg } from '../http/orgs.js';
import { uuidParam, validate } from '../http/validate.js';
import { findApplication } from '../pipeline/store.js';
import { ownedApplication } from '../applications/access.js';
import {
  accountsFor,
  institutionsFor,
  isDown,
  PROVIDER_NAMES,
  searchInstitutions,
  type Institution,
} from './catalogue.js';
import {
  accountsPage,
  accountsTitle,
  consentPage,
  LINK_PAGES_CSP,
  loginPage,
  mfaPage,
  page,
  pickPage,
  pickTitle,
  unknownLinkPage,
} from './pages.js';
import {
  createSession,
  endWithError,
  findInFlight,
  endWithResult,
  findSession,
  isOpen,
  LINK_PAGES_PATH,
  saveProgress,
  type LinkProgress,
  type LinkSessionRow,
} from './sessions.js';
import { onEndpoint } from '../http/endpoint.js';

/** Wrong passwords are retried on the page; the third ends the link with INVALID_CREDENTIALS. */
export const MAX_LOGIN_TRIES = 3;
const INCORRECT_CREDENTIALS = 'The username or password is incorrect.';
const INCORRECT_CODE = 'That code is not correct. Check it and try again.';
export const NO_LINK_IN_FLIGHT = 'No link is waiting to be finished on this application.';

const LinkSessionAnswer = {
  type: 'object',
  required: ['linkUrl', 'expiresAt', 'state'],
  properties: {
    linkUrl: { type: 'string', description: 'Same-origin path of the provider’s pages: /sandbox-link/<token>.' },
    expiresAt: { type: 'string', format: 'date-time' },
    state: { type: 'string', description: 'Anti-CSRF value a Pointserv return carries back in `state`.' },
  },
} as const;

/** POST …/heloc/{uuid}/link-sessions: mounted in app.ts behind the application paths' requireUser. */
export function linkSessionRoutes() {
  const app = new Hono<AppEnv>();
  onEndpoint(
    app,
    'linkSessions',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'Starts a link with an outside provider (income, assets or a bank account): answers the sandbox provider’s page to send the browser to (30 minutes). 409 when that link makes no sense in the application’s state.',
        responses: { 201: jsonSuccess('The link session.', LinkSessionAnswer as never) },
      }),
      validate('param', v.object({ uuid: uuidParam })),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const body = c.req.valid('json');
      const refusal = linkRefusal(body.purpose, row.state, row.status as { manualPaystubUpload?: boolean });
      if (refusal) throw apiError(409, refusal);
      const sourceType = body.purpose === 'income' ? body.sourceType : null;
      const session = await createSession(db, {
        userUuid: c.get('user').uuid,
        applicationUuid: row.uuid,
        purpose: body.purpose,
        sourceType,
        step: body.purpose === 'bank' ? (body.step ?? null) : null,
        provider: linkProvider(body.purpose, sourceType ?? undefined),
        now: now(),
      });
      return c.json(session, 201);
    },
  );
  return app;
}

const LinkInFlightAnswer = {
  type: 'object',
  required: ['purpose', 'sourceType', 'step', 'state', 'expiresAt'],
  properties: {
    purpose: { type: 'string', enum: ['income', 'assets', 'bank'] },
    sourceType: { type: ['string', 'null'] },
    step: { type: ['string', 'null'], enum: ['disbursement', 'autopay', null] },
    state: {
      type: 'string',
      description: 'The session’s anti-CSRF value: a return that carries `state` must match it.',
    },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

/**
 * GET …/heloc/{uuid}/link-sessions/in-flight: the caller's newest link on the application whose
 * token is not spent (decision 058), for a provider return that opened in another tab. Owner only;
 * never a token. Mounted in app.ts behind the application paths' requireUser.
 */
export function linkInFlightRoutes() {
  const app = new Hono<AppEnv>();
  onEndpoint(
    app,
    'linkInFlight',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'The caller’s link in flight on the application (what it is for, the bank step, the state), so a provider return in another tab can finish it. 404 when none is waiting.',
        responses: {
          200: jsonSuccess('The link in flight.', LinkInFlightAnswer as never),
          404: documentedError(NO_LINK_IN_FLIGHT),
        },
      }),
      validate('param', v.object({ uuid: uuidParam })),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const found = await findInFlight(db, c.get('user').uuid, row.uuid, now());
      if (!found) throw apiError(404, NO_LINK_IN_FLIGHT);
      return c.json(found);
    },
  );
  return app;
}

/** The strict headers of every provider page: no script, no frames, the token never sent on as a referrer, never cached. */
export const linkPagesHeaders = () => async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  if (c.req.path === LINK_PAGES_PATH || c.req.path.startsWith(`${LINK_PAGES_PATH}/`)) {
    c.res.headers.set('Content-Security-Policy', LINK_PAGES_CSP);
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('Cache-Control', 'no-store');
  }
};

/** The form fields of a page's POST (urlencoded, small, clean text only). */
async function formOf(c: Context<AppEnv>): Promise<URLSearchParams> {
  const body = c.req.raw.body;
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!body || type !== 'application/x-www-form-urlencoded') return new URLSearchParams();
  const text = new TextDecoder().decode(await readAtMost(body, 16 * 1024));
  const form = new URLSearchParams(text);
  for (const value of form.values())
    if (!isCleanText(value)) throw apiError(400, 'The form contains characters that cannot be read.');
  return form;
}

interface Loaded {
  readonly row: LinkSessionRow;
  readonly base: string;
  readonly progress: LinkProgress;
  readonly purpose: LinkPurpose;
  readonly institutions: readonly Institution[];
  readonly institution: Institution | undefined;
  readonly provider: string;
}

/** The open session of the token, or the answer to give instead (an unknown link's page, or SESSION_EXPIRED back to the app). */
async function load(c: Context<AppEnv>): Promise<Loaded | Response> {
  const { db, now } = c.get('deps');
  const token = c.req.param('token') ?? '';
  const row = await findSession(db, token);
  if (!row) return c.html(unknownLinkPage(), 404);
  if (!isOpen(row, now())) return c.redirect(await endWithError(db, row, 'SESSION_EXPIRED', now()), 303);
  const progress = row.progress as LinkProgress;
  const purpose = row.purpose as LinkPurpose;
  const institutions = institutionsFor(purpose, row.sourceType);
  return {
    row,
    base: `${LINK_PAGES_PATH}/${token}`,
    progress,
    purpose,
    institutions,
    institution: institutions.find((i) => i.id === progress.institutionId),
    provider: PROVIDER_NAMES[row.provider as keyof typeof PROVIDER_NAMES] ?? row.provider,
  };
}

export function linkPageRoutes() {
  const app = new Hono<AppEnv>();

  app.get(`${LINK_PAGES_PATH}/:token`, async (c) => {
    const s = await load(c);
    if (s instanceof Response) return s;
    const frame = (title: string) => ({ provider: s.provider, base: s.base, title });
    const { progress, institution } = s;
    if (!institution) {
      const query = (c.req.query('q') ?? '').slice(0, 100);
      const kind = s.institutions[0]?.kind ?? 'bank';
      return c.html(
        page(
          frame(pickTitle(kind)),
          pickPage({
            base: s.base,
            purpose: s.purpose,
            kind,
            query,
            institutions: searchInstitutions(s.institutions, query),
          }),
        ),
      );
    }
    if (!progress.consented) {
      const application = await findApplication(c.get('deps').db, s.row.applicationUuid);
      const org = await loadOrg(c.get('deps').db, application?.orgCode ?? 'homestead');
      const view = {
        base: s.base,
        provider: s.provider,
        purpose: s.purpose,
        sourceType: s.row.sourceType,
        institution,
        lender: org.orgBrand.name,
      };
      return c.html(page(frame(`Connect ${institution.name}`), consentPage(view)));
    }
    if (progress.mfaPending)
      return c.html(
        page(
          frame('Enter the one-time code'),
          mfaPage({ base: s.base, institution, error: progress.notice === 'code' ? INCORRECT_CODE : null }),
        ),
      );
    if (!progress.signedIn) {
      const error = progress.notice === 'credentials' ? INCORRECT_CREDENTIALS : null;
      return c.html(
        page(
          frame(`Sign in to ${institution.name}`),
          loginPage({ base: s.base, institution, error, triesLeft: MAX_LOGIN_TRIES - (progress.failedLogins ?? 0) }),
        ),
      );
    }
    return c.html(
      page(
        frame(accountsTitle(s.purpose)),
        accountsPage({ base: s.base, purpose: s.purpose, institution, accounts: accountsFor(institution, s.purpose) }),
      ),
    );
  });

  app.post(`${LINK_PAGES_PATH}/:token/:action`, async (c) => {
    const { db, now } = c.get('deps');
    const s = await load(c);
    if (s instanceof Response) return s;
    const form = await formOf(c);
    const { progress, institution } = s;
    const next = async (changes: LinkProgress) => {
      // A notice is shown once: any step forward clears it unless the step sets a new one.
      await saveProgress(db, s.row, { ...progress, notice: undefined, ...changes });
      return c.redirect(s.base, 303);
    };
    const end = async (code: LinkErrorCode) => c.redirect(await endWithError(db, s.row, code, now()), 303);
    const again = () => c.redirect(s.base, 303);

    switch (c.req.param('action')) {
      case 'exit':
        return end('USER_CANCELLED');
      case 'institution': {
        if (institution) return again();
        const chosen = s.institutions.find((i) => i.id === form.get('institution'));
        if (!chosen) return again();
        if (isDown(chosen)) return end('INSTITUTION_DOWN');
        return next({ institutionId: chosen.id });
      }
      case 'back':
        // Another institution can be chosen until the borrower has signed in to one.
        if (progress.signedIn || progress.mfaPending) return again();
        return next({ institutionId: undefined, consented: undefined, failedLogins: 0 });
      case 'consent':
        if (!institution || progress.consented || form.get('agree') !== 'yes') return again();
        return next({ consented: true });
      case 'login': {
        if (!institution || !progress.consented || progress.signedIn || progress.mfaPending) return again();
        const username = form.get('username') ?? '';
        const password = form.get('password') ?? '';
        const user = Object.values(SANDBOX_LINK_USERS).find((u) => u.username === username && u.password === password);
        if (user?.username === SANDBOX_LINK_USERS.locked.username) return end('ITEM_LOCKED');
        if (user?.username === SANDBOX_LINK_USERS.mfa.username) return next({ mfaPending: true });
        if (user) return next({ signedIn: true });
        const failedLogins = (progress.failedLogins ?? 0) + 1;
        if (failedLogins >= MAX_LOGIN_TRIES) return end('INVALID_CREDENTIALS');
        return next({ failedLogins, notice: 'credentials' });
      }
      case 'mfa':
        if (!institution || !progress.mfaPending) return again();
        if (form.get('code')?.trim() === SANDBOX_MFA_CODE) return next({ mfaPending: false, signedIn: true });
        return next({ notice: 'code' });
      case 'accounts': {
        if (!institution || !progress.signedIn) return again();
        const offered = accountsFor(institution, s.purpose);
        const chosen = offered.filter((a) => form.getAll('account').includes(a.id));
        // A bank or income link takes exactly one; assets one or more. None chosen is NO_ACCOUNTS, as the aggregators answer.
        if (chosen.length === 0 || (s.purpose !== 'assets' && chosen.length !== 1)) return end('NO_ACCOUNTS');
        return c.redirect(await endWithResult(db, s.row, { institution, accounts: chosen }, now()), 303);
      }
      default:
        return c.html(unknownLinkPage(), 404);
    }
  });

  return app;
}
