/**
 * Additional (co-deed) signers: the owner invites each person on title, follows their progress,
 * resends and corrects invitations; the signer signs. Everyone whose ownership interest the deed
 * of trust encumbers has the right to rescind and gets the notice (Reg Z §1026.15(a)(1), (b)),
 * so the application waits in CO_DEED_REQ until every one of them signed.
 *
 * What the owner reads never carries a token, nor whether an email had an account before it
 * accepted (decision 030); only the owner and the signer
 * themself see anything about a signer.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  closingDocument,
  ID_KIND_DOCUMENTS,
  SIGNER_AREA_MESSAGES,
  SIGNER_DOCUMENT_KINDS,
  SIGNER_ESIGN_CONSENT_TEXT,
  SIGNER_LOGIN_PATH,
  SIGNER_MESSAGES,
  SIGNER_RESEND_LIMIT,
  SIGNER_RESEND_WINDOW_MS,
  type SignerEntry,
  statesBetween,
} from '@heloc/core';
import { SharedCounters } from '../auth/rate-limit.js';
import { clientAddress, tooManyRequests } from '../auth/throttle.js';
import type { InvitationRow } from '../db/rows.js';
import { invitationOn, invitationsOf, invitationUuidsTo, linkedSigners, signerSignedAt, uploadsBy } from './repo.js';
import { correctInvitation, inviteSigner, profileOf, resendInvitation, sign } from './service.js';
import type { AppEnv, Deps } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import type { ApplicationRow } from '../pipeline/store.js';
import { eventsOf } from '../documents/repo.js';
import { ownedApplication, visibleApplication } from '../applications/access.js';
import { currentUser } from '../identity/routes.js';

// Each route is a row of the contract (SIGNER_ENDPOINTS), registered by its name: its method, its
// path and its body's schema are the ones the web calls with (issue 24; decisions 082, 085, 088).
const AppParam = v.object({ uuid: uuidParam });
const SignerParam = v.object({ uuid: uuidParam, signerUuid: uuidParam });
/** The states in which people on title may be invited: from the final offer until they all signed. */
const INVITING_STATES: readonly string[] = statesBetween('FINAL_OFFER', 'CO_DEED_REQ');
const ID_FRONT_TYPES: string[] = Object.values(ID_KIND_DOCUMENTS).map((d) => d.front);

type Invitation = InvitationRow;

const docs = (tag: string, summary: string) => describeRoute({ tags: [tag], summary });

export function signerRoutes() {
  const app = new Hono<AppEnv>();
  onEndpoint(
    app,
    'signers',
    [
      docs(
        'signers',
        'signing/additional: the people invited to sign, each with their progress (owner only). Never a token.',
      ),
      validate('param', AppParam),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      return c.json({ signers: await signerEntries(c.get('deps').db, row.uuid) });
    },
  );

  onEndpoint(
    app,
    'inviteSigner',
    [
      docs(
        'signers',
        'signing/additional: invite a person on title (co-deed signer). The invitation goes to their mailbox (the sandbox outbox); the answer is the same whether or not the email has an account.',
      ),
      validate('param', AppParam),
    ],
    async (c) => {
      const deps = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const body = c.req.valid('json');
      assertInviting(row);
      await assertNotOwner(c, body.email);
      // Either way the same answer: nothing about it (or the application's signer list) shows the
      // inviter whether the email has an account (decision 030). The invitation and its message
      // commit together (service.ts).
      await inviteSigner(deps, row, body);
      // BAD: answering with the account's id or a token tells the inviter who has an account (and hands
      // over a credential). GOOD: one answer for both cases.
      return c.json({ email: body.email, invited: true, signerLoginPath: SIGNER_LOGIN_PATH }, 201);
    },
  );

  onEndpoint(
    app,
    'resendSigner',
    [
      docs(
        'signers',
        'signing/additional: send the invitation again (a new link; the previous one stops working), or a reminder once accepted. At most SIGNER_RESEND_LIMIT an hour per invitation (429).',
      ),
      validate('param', SignerParam),
    ],
    async (c) => {
      const deps = c.get('deps');
      const { row, invite } = await ownedInvitation(c);
      assertInviting(row);
      const entry = (await signerEntries(deps.db, row.uuid)).find((e) => e.uuid === invite.uuid);
      if (entry?.signedAt) throw apiError(409, SIGNER_MESSAGES.alreadySigned);
      await countMail(c, invite);
      await resendInvitation(deps, row, invite);
      return c.json(await entryOf(deps.db, row.uuid, invite.uuid));
    },
  );

  onEndpoint(
    app,
    'correctSigner',
    [
      docs(
        'signers',
        'signing/additional: correct the name or email of an invitation not yet accepted. The old link stops working; the (new) address gets a new one.',
      ),
      validate('param', SignerParam),
    ],
    async (c) => {
      const deps = c.get('deps');
      const { row, invite } = await ownedInvitation(c);
      assertInviting(row);
      if (invite.acceptedAt) throw apiError(409, SIGNER_MESSAGES.alreadyAccepted);
      const body = c.req.valid('json');
      await assertNewEmail(c, row, body.email, invite.uuid);
      await countMail(c, invite);
      await correctInvitation(deps, row, invite, body);
      return c.json(await entryOf(deps.db, row.uuid, invite.uuid));
    },
  );

  onEndpoint(
    app,
    'signAsSigner',
    [
      docs(
        'signers',
        'heloc-signer/sign: the additional signer consents to sign electronically and signs (signature, time, address and browser recorded).',
      ),
      validate('param', AppParam),
    ],
    async (c) => {
      const { db, now, env } = c.get('deps');
      const { row, role } = await visibleApplication(c, c.req.valid('param').uuid);
      if (role !== 'signer') throw apiError(403, SIGNER_MESSAGES.ownerCannotSign);
      const user = await currentUser(c);
      const mine = await signerSignedAt(db, row.uuid, user.uuid);
      if (mine?.signedAt) throw apiError(409, SIGNER_MESSAGES.youAlreadySigned);
      if (row.state !== 'CO_DEED_REQ') throw apiError(409, SIGNER_MESSAGES.notOpen);
      // The signer signs what they were given: each document opened first (heloc-signer/documents
      // records the opening). The screen offers the button only then; the server holds the same line,
      // as it does for the borrower (SIGN_UNOPENED_MESSAGE), so no client can skip it.
      const opened = new Set(
        (await eventsOf(db, row.uuid))
          .filter((e) => e.event === 'viewed' && e.userUuid === user.uuid)
          .map((e) => e.kind),
      );
      const unopened = SIGNER_DOCUMENT_KINDS.filter((kind) => !opened.has(kind));
      if (unopened.length)
        throw apiError(409, SIGNER_AREA_MESSAGES.openEachFirst, ...unopened.map((k) => closingDocument(k).title));
      const body = c.req.valid('json');
      const at = now();
      // The evidence of the signature (E-SIGN §7001(c) consent; who, when, from where).
      const evidence = {
        signature: body.signature,
        signedAt: at.toISOString(),
        ip: clientAddress(c),
        userAgent: c.req.header('user-agent') ?? null,
        location: body.location ?? null,
        esignConsent: { given: true, text: SIGNER_ESIGN_CONSENT_TEXT, at: at.toISOString() },
      };
      // The signature, its evidence, the notification and (for the last signer) the step it
      // completes commit together or not at all (issue 23, item 3): signers/service.ts.
      const waiting = await sign(db, row, user, evidence, at, env.PIPELINE_DELAY_MS);
      return c.json({
        applicationUuid: row.uuid,
        signed: true,
        signedAt: at.toISOString(),
        coDeedStatus: waiting === 0 ? 'COMPLETE' : 'PENDING',
      });
    },
  );
  return app;
}

function assertInviting(row: ApplicationRow) {
  if (!INVITING_STATES.includes(row.state))
    throw apiError(409, `Signers can be added while signing, not in ${row.state}.`);
}

async function assertNotOwner(c: Context<AppEnv>, email: string) {
  const owner = await currentUser(c);
  if (email === owner.email) throw apiError(400, `email: ${SIGNER_MESSAGES.ownEmail}`);
}

/** Correcting to an address another invitation of this application has would list one person twice. */
async function assertNewEmail(c: Context<AppEnv>, row: ApplicationRow, email: string, self: string) {
  await assertNotOwner(c, email);
  const same = await invitationUuidsTo(c.get('deps').db, row.uuid, email);
  if (same.some((s) => s.uuid !== self)) throw apiError(409, `email: ${SIGNER_MESSAGES.alreadyInvited}`);
}

/** The owner's application and one of its invitations (404 for anything else: nothing is revealed). */
async function ownedInvitation(c: Context<AppEnv, string, { out: { param: v.InferOutput<typeof SignerParam> } }>) {
  const { uuid, signerUuid } = c.req.valid('param');
  const row = await ownedApplication(c, uuid);
  const invite = await invitationOn(c.get('deps').db, row.uuid, signerUuid);
  if (!invite) throw apiError(404, SIGNER_MESSAGES.notFound);
  return { row, invite };
}

/** One more message about this invitation; refused past the limit with the wait (Retry-After). */
async function countMail(c: Context<AppEnv>, invite: Invitation) {
  const { db, now } = c.get('deps');
  const hit = await new SharedCounters(db).hit(`signer-mail:${invite.uuid}`, SIGNER_RESEND_WINDOW_MS, now());
  if (hit.count > SIGNER_RESEND_LIMIT) throw tooManyRequests(SIGNER_MESSAGES.resendLimited, hit.retryAfterSeconds);
}

async function entryOf(db: Deps['db'], applicationUuid: string, invitationUuid: string): Promise<SignerEntry> {
  const entry = (await signerEntries(db, applicationUuid)).find((e) => e.uuid === invitationUuid);
  if (!entry) throw apiError(404, SIGNER_MESSAGES.notFound);
  return entry;
}

/**
 * Each invitation with its stages. The account stage is the invitation's acceptance — never the
 * account's own creation date, which would tell the inviter the email had an account already.
 */
export async function signerEntries(db: Deps['db'], applicationUuid: string): Promise<SignerEntry[]> {
  const invites = await invitationsOf(db, applicationUuid);
  const linked = await linkedSigners(db, applicationUuid);
  const userUuids = linked.map((l) => l.userUuid);
  const ids = userUuids.length ? await uploadsBy(db, applicationUuid, userUuids, ID_FRONT_TYPES) : [];
  return invites.map((i) => {
    const p = profileOf(i);
    // The signer row exists only once accepted; before that the email matches nobody's row here.
    const who = i.acceptedAt ? linked.find((l) => l.email === i.email) : undefined;
    const id = who ? ids.find((d) => d.uploadedBy === who.userUuid) : undefined;
    return {
      uuid: i.uuid,
      firstName: p.name?.firstName ?? '',
      lastName: p.name?.lastName ?? '',
      email: i.email,
      invitedAt: i.createdAt.toISOString(),
      lastSentAt: p.lastSentAt ?? i.createdAt.toISOString(),
      accountCreatedAt: i.acceptedAt ? i.acceptedAt.toISOString() : null,
      identityAt: id ? id.createdAt.toISOString() : null,
      signedAt: who?.signedAt ? who.signedAt.toISOString() : null,
    };
  });
}
