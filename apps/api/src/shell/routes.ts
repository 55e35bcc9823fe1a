/**
 * What the shell reads: organisation data, state licenses, operating hours, the lead-portal
 * originator, profile, notifications, wallet, CEO feedback, experiment profile.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  NOTIFICATIONS_UNREAD_MAX,
  privacyLink,
  SETTINGS_MESSAGES,
  SITE_PAGE_TABLE,
  SITE_TEXT_PAGES,
  type SiteTextPage,
} from '@heloc/core';
import { requireUser } from '../auth/middleware.js';
import { applicationsOwnedBy } from '../applications/repo.js';
import { emailTaken, saveEmailAndProfile } from '../identity/repo.js';
import { notificationsOf, setNotificationStatus } from '../notifications/repo.js';
import { allOrganizations, experimentProfileOf, insertFeedback, saveOptimizelyProfile } from './repo.js';
import { documentedError } from '../http/openapi.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { loadOrg, publicOrg, type OrgData } from '../http/orgs.js';
import { uuidParam, validate } from '../http/validate.js';
import { currentUser } from '../identity/routes.js';
import { ownedApplication } from '../applications/access.js';
import { onEndpoint } from '../http/endpoint.js';
import { clientAddress } from '../auth/throttle.js';
import { communicationSettings, saveCommunicationSettings } from '../reminders/service.js';

const Department = v.picklist(['OPS_PHONE', 'OPS_CHAT'], 'Must be OPS_PHONE or OPS_CHAT');
const PACIFIC = 'America/Los_Angeles';

/** Pacific weekday (1 = Monday … 7 = Sunday) and minutes since midnight. */
export function pacificNow(now: Date): { weekdayValue: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PACIFIC,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const weekdayValue = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { weekdayValue, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function isOpenNow(hours: OrgData['hours'][string] | undefined, now: Date): boolean {
  const { weekdayValue, minutes } = pacificNow(now);
  const today = hours?.find((h) => h.weekdayValue === weekdayValue);
  if (!today?.isOpen || !today.startTime || !today.endTime) return false;
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return minutes >= toMin(today.startTime) && minutes < toMin(today.endTime);
}

export function shellRoutes() {
  const app = new Hono<AppEnv>();

  onEndpoint(
    app,
    'org',
    [
      describeRoute({
        tags: ['shell'],
        summary:
          'Private-label data of an organisation (brand, metadata, pricing, footer). Unknown: “No private label data found”.',
      }),
      validate('param', v.object({ code: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)) })),
    ],
    async (c) => {
      const org = await loadOrg(c.get('deps').db, c.req.valid('param').code);
      return c.json({ ...publicOrg(org), flags: await c.get('deps').flags.all() });
    },
  );

  onEndpoint(
    app,
    'sitePage',
    [
      describeRoute({
        tags: ['shell'],
        summary:
          'One of the organisation’s own site texts (terms, privacy, licenses, communications, accessibility) as plain paragraphs.',
        responses: { 404: documentedError('This page does not exist.') },
      }),
      validate(
        'param',
        v.object({
          code: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
          page: v.picklist(SITE_TEXT_PAGES, 'This page does not exist.'),
        }),
      ),
    ],
    async (c) => {
      const { code, page } = c.req.valid('param');
      const org = await loadOrg(c.get('deps').db, code);
      const paragraphs = (org.sitePages as Record<SiteTextPage, string[]> | undefined)?.[page];
      if (!paragraphs) throw apiError(404, 'This page does not exist.');
      const footer = org.footer as { companyName: string; privacyPolicyUrl: string; privacyLinkIsExternal: boolean };
      c.header('Cache-Control', 'public, max-age=600');
      return c.json({
        page,
        title: SITE_PAGE_TABLE[page].title,
        companyName: footer.companyName,
        paragraphs,
        externalUrl: page === 'privacy' && privacyLink(footer).external ? footer.privacyPolicyUrl : null,
      });
    },
  );

  app.get(
    '/service-organization/external/api/v1/organizations',
    describeRoute({
      tags: ['shell'],
      summary: 'Organisation codes and names (for the Storybook and dev toolbar organisation switch).',
    }),
    async (c) => {
      const rows = await allOrganizations(c.get('deps').db);
      return c.json(rows.map((r) => ({ code: r.code, name: (r.data as unknown as OrgData).orgBrand.name })));
    },
  );

  onEndpoint(
    app,
    'stateLicenses',
    [
      describeRoute({ tags: ['shell'], summary: 'States the organisation lends in.' }),
      validate('query', v.object({ orgCode: v.optional(v.string()) })),
    ],
    async (c) => {
      const org = await loadOrg(c.get('deps').db, c.req.valid('query').orgCode?.toLowerCase() ?? c.get('orgCode'));
      return c.json(org.licensedStates.map((abbrev) => ({ abbrev })));
    },
  );

  onEndpoint(
    app,
    'chatOpenStatus',
    [
      describeRoute({
        tags: ['shell'],
        summary:
          'Whether chat is open now (Pacific time). The operator can pin it open or closed with the sandbox-chat-hours flag.',
      }),
    ],
    async (c) => {
      const { db, flags, now } = c.get('deps');
      // Sandbox control: tests and demos meet a live agent (or the chatbot) whatever the clock says.
      const pinned = await flags.get('sandbox-chat-hours');
      if (pinned.flagEnabled && typeof pinned.variables.open === 'boolean') return c.json(pinned.variables.open);
      const org = await loadOrg(db, c.get('orgCode'));
      return c.json(isOpenNow(org.hours.OPS_CHAT, now()));
    },
  );

  onEndpoint(
    app,
    'chatHours',
    [
      describeRoute({ tags: ['shell'], summary: 'Chat hours for the week.' }),
      validate('query', v.object({ display: v.optional(v.string()) })),
    ],
    async (c) => {
      const org = await loadOrg(c.get('deps').db, c.get('orgCode'));
      return c.json(org.hours.OPS_CHAT ?? []);
    },
  );

  onEndpoint(
    app,
    'hours',
    [
      describeRoute({ tags: ['shell'], summary: 'Operating hours of a department (weekday entries, Pacific time).' }),
      validate('param', v.object({ department: Department })),
      validate('query', v.object({ display: v.optional(v.string()) })),
    ],
    async (c) => {
      const org = await loadOrg(c.get('deps').db, c.get('orgCode'));
      return c.json(org.hours[c.req.valid('param').department] ?? []);
    },
  );

  onEndpoint(
    app,
    'originator',
    [
      describeRoute({ tags: ['shell'], summary: 'Public loan originator info (loan officer or broker) by uuid.' }),
      validate('param', v.object({ loanOriginatorUuid: uuidParam })),
    ],
    async (c) => {
      const id = c.req.valid('param').loanOriginatorUuid;
      const rows = await allOrganizations(c.get('deps').db);
      for (const r of rows) {
        const org = r.data as unknown as OrgData;
        for (const [role, p] of [
          ['LOAN_OFFICER', org.loanOfficer],
          ['BROKER', org.broker],
        ] as const) {
          if (p?.uuid === id) {
            c.header('Cache-Control', 'public, max-age=600');
            return c.json({
              // The originator's own brand, when it has one: the shell shows it in place of the lender's logo (§1).
              userInfo: {
                uuid: p.uuid,
                role,
                organizationCode: org.orgCode,
                brand: p.logoUri ? { name: p.name, logoUri: p.logoUri } : null,
              },
              originatorDisplayInfo:
                role === 'LOAN_OFFICER'
                  ? {
                      originatorName: p.name,
                      brokerName: org.broker?.name ?? null,
                      avatarUri: p.avatarUri,
                      email: p.email,
                      phoneNumber: p.phoneNumber,
                      nmls: p.nmls,
                    }
                  : {
                      originatorName: null,
                      brokerName: p.name,
                      avatarUri: p.avatarUri,
                      email: p.email,
                      phoneNumber: p.phoneNumber,
                      nmls: p.nmls,
                    },
            });
          }
        }
      }
      throw apiError(404, 'Loan originator not found.');
    },
  );

  /* ---------- signed in ---------- */

  onEndpoint(
    app,
    'profile',
    [
      describeRoute({
        tags: ['shell'],
        summary: 'The borrower’s profile: name, contact, addresses with ownership, SSN on file, credit pulls.',
      }),
      requireUser(),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const user = await currentUser(c);
      const apps = await applicationsOwnedBy(db, user.uuid);
      const p = user.profile as {
        name?: unknown;
        birthdate?: string;
        phoneNumbers?: string[];
        hasSsn?: boolean;
        creditPulls?: { type: string }[];
      };
      return c.json({
        uuid: user.uuid,
        name: p.name ?? null,
        dob: p.birthdate ?? null,
        email: user.email,
        phoneNumbers: p.phoneNumbers ?? [],
        type: user.type,
        addresses: apps.flatMap((a) => {
          const prop = (a.data as { property?: { uuid: string } }).property;
          return prop ? [{ uuid: prop.uuid, ownership: 'SOLE', applicationUuid: a.uuid }] : [];
        }),
        hasSsn: p.hasSsn === true,
        creditPulls: p.creditPulls ?? [],
      });
    },
  );

  onEndpoint(
    app,
    'saveDetails',
    [
      describeRoute({
        tags: ['shell'],
        summary:
          'The signed-in user edits their own name, email and phone (settings). 409 when another account of the organisation has the email.',
        responses: { 409: documentedError(SETTINGS_MESSAGES.emailTaken) },
      }),
      requireUser(),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const user = await currentUser(c);
      const body = c.req.valid('json');
      const p = user.profile as { name?: Record<string, unknown>; phoneNumbers?: string[] };
      if (body.email !== user.email) {
        if (await emailTaken(db, body.email, user.orgCode)) throw apiError(409, SETTINGS_MESSAGES.emailTaken);
      }
      // The first phone number is the one settings shows; any others the journey recorded stay.
      const phoneNumbers = [body.phone, ...(p.phoneNumbers ?? []).slice(1).filter((n) => n !== body.phone)];
      const profile = {
        ...p,
        name: { ...(p.name ?? {}), firstName: body.firstName, lastName: body.lastName },
        phoneNumbers,
      };
      await saveEmailAndProfile(db, user.uuid, body.email, profile);
      return c.json({ firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone });
    },
  );

  onEndpoint(
    app,
    'preferences',
    [
      describeRoute({
        tags: ['shell'],
        summary:
          'The signed-in user’s communication preferences: the channels, how often reminders come, and the consent to texts on record (texts are on only while it is in force).',
      }),
      requireUser(),
    ],
    async (c) => {
      const user = await currentUser(c);
      return c.json(await communicationSettings(c.get('deps').db, user));
    },
  );

  onEndpoint(
    app,
    'savePreferences',
    [
      describeRoute({
        tags: ['shell'],
        summary:
          'Stores the signed-in user’s communication preferences. Turning texts on needs `textConsent` (the number and the consent text as shown), which is recorded with the time and how it was given; turning them off ends the consent at once.',
      }),
      requireUser(),
    ],
    async (c) => {
      const user = await currentUser(c);
      const saved = await saveCommunicationSettings(c.get('deps'), user, c.req.valid('json'), {
        ip: clientAddress(c),
        userAgent: c.req.header('user-agent') ?? null,
      });
      return c.json(saved);
    },
  );

  onEndpoint(
    app,
    'ceoFeedback',
    [
      describeRoute({ tags: ['shell'], summary: 'CEO feedback (signed-in users, when the flag is on).' }),
      requireUser(),
    ],
    async (c) => {
      const { db, flags, now } = c.get('deps');
      if (!(await flags.get('ceo-feedback')).flagEnabled)
        throw apiError(403, 'Feedback to the CEO is not open right now.');
      const body = c.req.valid('json');
      if (body.applicationUuid) await ownedApplication(c, body.applicationUuid);
      const row = await insertFeedback(db, { userUuid: c.get('user').uuid, body, createdAt: now() });
      return c.json({ uuid: row?.uuid, received: true }, 201);
    },
  );

  onEndpoint(
    app,
    'notifications',
    [describeRoute({ tags: ['shell'], summary: 'The user’s notifications, newest first.' }), requireUser()],
    async (c) => {
      const rows = await notificationsOf(c.get('deps').db, c.get('user').uuid);
      const user = await currentUser(c);
      return c.json({
        unreadCount: rows.filter((r) => r.status === 'UNREAD').length,
        unreadShownMax: NOTIFICATIONS_UNREAD_MAX,
        notifications: rows.map((r) => ({
          uuid: r.uuid,
          created: r.createdAt.toISOString(),
          title: r.title,
          description: r.description,
          status: r.status,
          walletAddress: user.walletAddress,
          ctas: r.ctas,
        })),
      });
    },
  );

  onEndpoint(
    app,
    'markNotification',
    [
      describeRoute({ tags: ['shell'], summary: 'Mark a notification read or unread.' }),
      requireUser(),
      validate('param', v.object({ uuid: uuidParam })),
    ],
    async (c) => {
      const found = await setNotificationStatus(
        c.get('deps').db,
        c.get('user').uuid,
        c.req.valid('param').uuid,
        c.req.valid('json').status,
      );
      if (!found) throw apiError(404, 'Notification not found.');
      return c.body(null, 204);
    },
  );

  onEndpoint(
    app,
    'walletAccess',
    [
      describeRoute({ tags: ['shell'], summary: 'The wallet account of the session and its authorisation.' }),
      requireUser(),
      validate('query', v.object({ principal: v.optional(v.string()) })),
    ],
    async (c) => {
      const user = await currentUser(c);
      const name = (user.profile as { name?: { firstName?: string; lastName?: string } }).name;
      return c.json({
        account: {
          name: name ? `${name.firstName ?? ''} ${name.lastName ?? ''}`.trim() : user.email,
          address: user.walletAddress,
        },
        authorizedWallet: { address: user.walletAddress, authorizationType: 'OWNER' },
      });
    },
  );

  onEndpoint(
    app,
    'walletAccounts',
    [describeRoute({ tags: ['shell'], summary: 'The wallet accounts the user can switch between.' }), requireUser()],
    async (c) => {
      const user = await currentUser(c);
      return c.json([
        { name: 'Personal', address: user.walletAddress, authorizedWallets: [{ address: user.walletAddress }] },
      ]);
    },
  );

  onEndpoint(
    app,
    'experimentProfile',
    [
      describeRoute({ tags: ['telemetry'], summary: 'The experiment profile’s tracker uuid for an identity.' }),
      requireUser(),
      validate('query', v.object({ identityUuid: uuidParam })),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const { identityUuid } = c.req.valid('query');
      if (identityUuid !== c.get('user').uuid) throw apiError(403, 'You can read only your own experiment profile.');
      const existing = await experimentProfileOf(db, identityUuid, randomUUID());
      return c.json({
        identityUuid,
        trackerUuid: existing?.trackerUuid,
        optimizelyProfileUuid: existing?.optimizelyProfileUuid ?? null,
      });
    },
  );
  onEndpoint(
    app,
    'saveExperimentProfile',
    [
      describeRoute({ tags: ['telemetry'], summary: 'Saves the browser’s tracker id on the experiment profile.' }),
      requireUser(),
      validate('query', v.object({ identityUuid: uuidParam })),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const { identityUuid } = c.req.valid('query');
      if (identityUuid !== c.get('user').uuid) throw apiError(403, 'You can change only your own experiment profile.');
      const { optimizelyProfileUuid } = c.req.valid('json');
      await saveOptimizelyProfile(db, identityUuid, optimizelyProfileUuid);
      return c.json({ identityUuid, optimizelyProfileUuid });
    },
  );

  return app;
}
