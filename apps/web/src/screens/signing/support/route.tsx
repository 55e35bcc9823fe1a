import {
  appScreenUrl,
  formatHoursRange,
  isWeekendEntry,
  ORIGINATOR_CACHE_MS,
  originatorUuid,
  PHONE_HOURS_STALE_MS,
  supportHoursNow,
} from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { useOrg } from '../../../app/org-context';
import { useJourney } from '../../../features/journey/journey-context';
import { SigningSupport } from './support';

export function SigningSupportRoute() {
  const org = useOrg();
  const { uuid, application } = useJourney();
  // The same queries as the footer and the sidebar: served from their cache.
  const hours = useQuery({
    queryKey: queryKeys.hours('OPS_PHONE', org.orgCode),
    queryFn: api.phoneHours,
    staleTime: PHONE_HOURS_STALE_MS,
  });
  const originatorId = originatorUuid({ referrerParam: null, heloc: application });
  const originator = useQuery({
    queryKey: queryKeys.originator(originatorId),
    queryFn: () => api.originator(originatorId as string),
    enabled: Boolean(originatorId),
    staleTime: ORIGINATOR_CACHE_MS,
  });
  const weekday = hours.data?.find((h) => !isWeekendEntry(h.weekdayValue) && h.isOpen);
  const saturday = hours.data?.find((h) => h.weekdayValue === 6 && h.isOpen);
  const weekHours = [
    ...(weekday ? [`Monday–Friday ${formatHoursRange(weekday.startTime, weekday.endTime) ?? ''}`] : []),
    ...(saturday ? [`Saturday ${formatHoursRange(saturday.startTime, saturday.endTime) ?? ''}`] : []),
  ];
  return (
    <SigningSupport
      companyName={org.footer.companyNameShort ?? org.orgBrand.name}
      phone={org.footer.phoneFormatted}
      email={org.footer.email}
      hours={hours.data ? supportHoursNow(hours.data, new Date()) : null}
      weekHours={weekHours}
      loanOfficer={originator.data?.originatorDisplayInfo ?? null}
      introHref={appScreenUrl(uuid, 'signing/intro')}
      signHref={appScreenUrl(uuid, 'signing/sign')}
      additionalHref={appScreenUrl(uuid, 'signing/additional')}
    />
  );
}

export const Component = SigningSupportRoute;
