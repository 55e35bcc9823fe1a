/** Wires registration: the step from the query, drafts across reloads, account and application creation. */
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  annualIncomeInputSchema,
  appScreenUrl,
  formatIsoDate,
  isCryptoVisitor,
  isNotAcceptingApplications,
  nextRegistrationStep,
  previousRegistrationStep,
  registrationStepFor,
  registrationStepper,
} from '@heloc/core';
import { useState } from 'react';
import * as v from 'valibot';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/endpoints';
import { useOrg } from '../../app/org-context';
import { messageOf } from '../../lib/http-client';
import { draftStore, tokenStore } from '../../lib/storage';
import { NotAccepting } from '../../components/not-accepting/not-accepting';
import { EMPTY_REGISTRATION, Registration, type RegistrationValues } from './register';
import { queryKeys } from '../../api/query-keys';

const DRAFT = 'registration';

export function RegistrationRoute() {
  const org = useOrg();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const signedIn = Boolean(tokenStore.get());
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: api.profile, enabled: signedIn });
  const known = profile.data ? { email: profile.data.email, phoneNumbers: profile.data.phoneNumbers } : null;
  const step = registrationStepFor(params.get('step'), known);
  const [values, setValues] = useState<RegistrationValues>(() => ({ ...EMPTY_REGISTRATION, ...draftStore.load<RegistrationValues>(DRAFT) }));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const referrer = params.get('referrer');

  if (isNotAcceptingApplications('register', org.orgMetaData.settings, referrer)) {
    return <Container py="xl"><NotAccepting lenderName={org.orgBrand.name} wholesale={org.orgMetaData.settings.wholesale} supportEmail={org.footer.email} /></Container>;
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

  async function finish(all: RegistrationValues) {
    setSubmitting(true);
    setError(null);
    try {
      if (!tokenStore.get()) {
        const { jwt } = await api.register({ email: all.email, password: all.password });
        tokenStore.set(jwt);
      }
      const draft = draftStore.load<{ idempotencyKey?: string }>(`${DRAFT}:key`);
      const key = draft.idempotencyKey ?? crypto.randomUUID();
      draftStore.save(`${DRAFT}:key`, { idempotencyKey: key });
      const contactEmail = all.email || profile.data?.email || '';
      const app = await api.createApplication(
        {
          property: { street1: all.street1, street2: all.street2 || null, city: all.city, state: all.state, zip: all.zip },
          saleStatus: all.saleStatus,
          // The typed amount is parsed by the same core schema the form validated it with.
          income: { annualIncome: v.parse(annualIncomeInputSchema, all.annualIncome), employmentType: all.employmentType },
          name: { firstName: all.firstName, middleName: all.middleName || null, lastName: all.lastName, suffix: all.suffix || null },
          birthdate: all.birthdate,
          contact: { email: contactEmail, phone: all.phone || profile.data?.phoneNumbers?.[0] || '' },
          referrerUuid: referrer,
          isCrypto: isCryptoVisitor({ utmSource: params.get('utm_source'), authenticated: signedIn }),
        },
        key,
      );
      draftStore.clear(DRAFT);
      draftStore.clear(`${DRAFT}:key`);
      navigate(appScreenUrl(app.uuid, ''), { replace: true });
    } catch (e) {
      setError(messageOf(e));
      setSubmitting(false);
    }
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
        submitting={submitting}
        error={error}
        onValuesChange={(v) => draftStore.save(DRAFT, { ...values, ...v })}
        onBack={previous ? () => goTo(previous) : undefined}
        onNext={(stepValues) => {
          const merged = remember(stepValues);
          const next = nextRegistrationStep(step, known);
          if (next) goTo(next);
          else void finish(merged);
        }}
      />
    </Container>
  );
}

export const Component = RegistrationRoute;
