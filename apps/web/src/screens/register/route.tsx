/** Wires registration: the step from the query, drafts across reloads, account and application creation. */
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  annualIncomeInputSchema,
  appScreenUrl,
  formatIsoDate,
  isUuid,
  isCryptoVisitor,
  isNotAcceptingApplications,
  nextRegistrationStep,
  passwordFieldError,
  openableRegistrationStep,
  previousRegistrationStep,
  registrationStepper,
  throttledRetryDecision,
  throttledRetryNotice,
} from '@heloc/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { api } from '../../api/endpoints';
import { useOrg } from '../../app/org-context';
import { RequestError } from '../../lib/http-client';
import { useWrite } from '../../lib/use-write';
import { draftStore, tokenStore } from '../../lib/storage';
import { NotAccepting } from '../../components/not-accepting/not-accepting';
import { EMPTY_REGISTRATION, Registration, type RegistrationValues } from './register';
import { queryKeys } from '../../api/query-keys';

const DRAFT = 'registration';
/** The steps finished in this tab (step names only), so a later step cannot be opened by its URL first. */
const DONE = `${DRAFT}:done`;
/**
 * The application this tab's registration just created. Browser Back from the application walks
 * into the registration's own history entries; with this marker they lead back to the application
 * instead of an empty form (a signed-in borrower's finished registration). A deliberate visit — a
 * link, not Back or Forward — forgets it, so a second application can still be started.
 */
const FINISHED = `${DRAFT}:finished`;

/** The password the estimator refused before anything was sent: its sentence goes under the field. */
class WeakPassword extends Error {}

export function RegistrationRoute() {
  const org = useOrg();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const signedIn = Boolean(tokenStore.get());
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: api.profile, enabled: signedIn });
  const known = profile.data ? { email: profile.data.email, phoneNumbers: profile.data.phoneNumbers } : null;
  const [done, setDone] = useState<readonly string[]>(() => draftStore.load<{ steps?: string[] }>(DONE).steps ?? []);
  const step = openableRegistrationStep(params.get('step'), done, known);
  const [values, setValues] = useState<RegistrationValues>(() => ({
    ...EMPTY_REGISTRATION,
    ...draftStore.load<RegistrationValues>(DRAFT),
  }));
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // Refused as too many registrations from this network: the form keeps what was typed — the
  // password only here, in memory, never in the draft — and tries again by itself when the server
  // said it may (issue 25, item 17; decision 056).
  const [notice, setNotice] = useState<string | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const throttledAttempts = useRef(0);
  useEffect(() => () => clearTimeout(retryTimer.current), []);
  const referrer = params.get('referrer');

  /** The account (unless signed in already), then the application: one write, the one way (useWrite). */
  async function registerAndApply(all: RegistrationValues) {
    if (!tokenStore.get()) {
      // The server's rule, answered here first (zxcvbn loads only now, never with the first screen).
      const weak = await import('../../lib/password-estimator').then(
        (m) => m.problem(all.password, all.email, [all.firstName, all.lastName]),
        () => null,
      );
      if (weak) throw new WeakPassword(weak);
      const { jwt } = await api.register({ email: all.email, password: all.password });
      tokenStore.set(jwt);
    }
    const draft = draftStore.load<{ idempotencyKey?: string }>(`${DRAFT}:key`);
    const key = draft.idempotencyKey ?? crypto.randomUUID();
    draftStore.save(`${DRAFT}:key`, { idempotencyKey: key });
    const contactEmail = all.email || profile.data?.email || '';
    return api.createApplication(
      {
        property: {
          street1: all.street1,
          street2: all.street2 || null,
          city: all.city,
          state: all.state,
          zip: all.zip,
        },
        saleStatus: all.saleStatus,
        // The typed amount is parsed by the same core schema the form validated it with.
        income: {
          annualIncome: v.parse(annualIncomeInputSchema, all.annualIncome),
          employmentType: all.employmentType,
        },
        name: {
          firstName: all.firstName,
          middleName: all.middleName || null,
          lastName: all.lastName,
          suffix: all.suffix || null,
        },
        birthdate: all.birthdate,
        contact: { email: contactEmail, phone: all.phone || profile.data?.phoneNumbers?.[0] || '' },
        referrerUuid: referrer,
        isCrypto: isCryptoVisitor({ utmSource: params.get('utm_source'), authenticated: signedIn }),
      },
      key,
    );
  }
  const submit = useWrite(registerAndApply, {
    onSuccess: (app) => {
      draftStore.clear(DRAFT);
      draftStore.clear(`${DRAFT}:key`);
      draftStore.clear(DONE);
      draftStore.save(FINISHED, { applicationUuid: app.uuid });
      navigate(appScreenUrl(app.uuid, ''), { replace: true });
    },
    onError: (message, all, e) => {
      setNotice(null);
      if (e instanceof WeakPassword) {
        setPasswordError(e.message);
        return;
      }
      if (e instanceof RequestError && e.status === 429) {
        throttledAttempts.current += 1;
        const retry = throttledRetryDecision(e.retryAfterSeconds, throttledAttempts.current);
        if (retry.retry) {
          setNotice(throttledRetryNotice(retry.delayMs));
          retryTimer.current = setTimeout(() => finish(all), retry.delayMs);
          return;
        }
      }
      const field = passwordFieldError(message);
      if (field) setPasswordError(field);
      else setError(message);
    },
  });
  function finish(all: RegistrationValues) {
    // A press of the button while a retry waits is that retry, now.
    clearTimeout(retryTimer.current);
    setError(null);
    setPasswordError(null);
    submit.send(all);
  }
  // Back, Forward or a reload (POP) may return into a finished registration; a link inside the
  // app (PUSH, e.g. the dashboard's "Start a new application") is a deliberate new one.
  const historyStep = useNavigationType() === 'POP';
  const finished = signedIn ? draftStore.load<{ applicationUuid?: string }>(FINISHED).applicationUuid : undefined;
  const backIntoFinished = finished !== undefined && historyStep;
  // Judged once per visit, as the route mounts: a re-render of this visit (the write's own outcome,
  // after onSuccess saved the marker and navigated) is not a new deliberate visit.
  const [visit] = useState(() => ({ finished, historyStep }));
  useEffect(() => {
    if (visit.finished !== undefined && !visit.historyStep) draftStore.clear(FINISHED);
  }, [visit]);
  if (backIntoFinished && isUuid(finished)) return <Navigate to={appScreenUrl(finished, '')} replace />;

  if (isNotAcceptingApplications('register', org.orgMetaData.settings, referrer)) {
    return (
      <Container py="xl">
        <NotAccepting
          lenderName={org.orgBrand.name}
          wholesale={org.orgMetaData.settings.wholesale}
          supportEmail={org.footer.email}
        />
      </Container>
    );
  }

  const goTo = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('step', next);
    setParams(p);
    setError(null);
  };

  const remember = (partial: Partial<RegistrationValues>) => {
    const merged = { ...values, ...partial };
    setValues(merged);
    draftStore.save(DRAFT, merged);
    return merged;
  };

  // A step asked for before the earlier ones are done: the address bar shows the step shown.
  const asked = params.get('step');
  if (asked !== null && asked !== step) {
    const p = new URLSearchParams(params);
    p.set('step', step);
    return <Navigate to={{ search: `?${p.toString()}` }} replace />;
  }

  const previous = previousRegistrationStep(step, known);
  return (
    <Container size="lg" py="xl">
      <Registration
        key={step}
        step={step}
        stepper={registrationStepper(step, known)}
        values={values}
        licensedStates={org.licensedStates}
        today={formatIsoDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)}
        signedInEmail={signedIn ? (profile.data?.email ?? null) : null}
        submitting={submit.submitting}
        error={error}
        passwordError={passwordError}
        notice={notice}
        onValuesChange={(v) => draftStore.save(DRAFT, { ...values, ...v })}
        onBack={previous ? () => goTo(previous) : undefined}
        onNext={(stepValues) => {
          const merged = remember(stepValues);
          const nowDone = done.includes(step) ? done : [...done, step];
          setDone(nowDone);
          draftStore.save(DONE, { steps: nowDone });
          const next = nextRegistrationStep(step, known);
          if (next) goTo(next);
          else finish(merged);
        }}
      />
    </Container>
  );
}

export const Component = RegistrationRoute;
