/** /contact: the organisation's support phone and email with today's hours (the core's rule, Pacific time). */
import {
  FLAGS,
  formatHoursRange,
  isWeekendEntry,
  KEPT_REDIRECT_QUERY_PARAM,
  PHONE_HOURS_STALE_MS,
  todaysHours,
} from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';
import { useOrg } from '../../app/org-context';
import { Contact } from './contact';

export function ContactRoute() {
  const org = useOrg();
  const navigate = useNavigate();
  // Read once when the page opens (render must not read the clock); hours change on a scale of hours.
  const [now] = useState(Date.now);
  const hours = useQuery({
    queryKey: queryKeys.hours('OPS_PHONE', org.orgCode),
    queryFn: api.phoneHours,
    staleTime: PHONE_HOURS_STALE_MS,
  });
  const week = hours.data ?? [];
  const weekday = week.find((h) => !isWeekendEntry(h.weekdayValue) && h.isOpen);
  const saturday = week.find((h) => h.weekdayValue === 6 && h.isOpen);
  const weekLines = [
    ...(weekday ? [`Monday–Friday ${formatHoursRange(weekday.startTime, weekday.endTime) ?? ''}`] : []),
    ...(saturday ? [`Saturday ${formatHoursRange(saturday.startTime, saturday.endTime) ?? ''}`] : []),
  ];
  return (
    <Contact
      companyName={org.footer.companyName}
      phone={org.footer.phoneFormatted}
      email={org.footer.email}
      today={hours.data ? todaysHours(hours.data, new Date(now)) : null}
      weekLines={weekLines}
      // The chat button (features/chat) opens the window for ?pop-webchat and takes it off the URL.
      onStartChat={
        org.flags[FLAGS.webchat]?.flagEnabled === true
          ? () => void navigate({ search: `?${KEPT_REDIRECT_QUERY_PARAM}` })
          : undefined
      }
    />
  );
}

export const Component = ContactRoute;
