/** register/support: public; the organisation's phone and email with today's hours (the core's rule). */
import { PHONE_HOURS_STALE_MS, REGISTER_PATH, sitePageUrl, todaysHours, topLevelUrl } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { useOrg } from '../../../app/org-context';
import { Support } from './support';

export function SupportRoute() {
  const org = useOrg();
  const [now] = useState(Date.now);
  const hours = useQuery({
    queryKey: queryKeys.hours('OPS_PHONE', org.orgCode),
    queryFn: api.phoneHours,
    staleTime: PHONE_HOURS_STALE_MS,
  });
  return (
    <Support
      companyName={org.orgBrand.name}
      phone={org.footer.phoneFormatted}
      email={org.footer.email}
      todayLabel={hours.data ? todaysHours(hours.data, new Date(now)).label : null}
      registerHref={REGISTER_PATH}
      accountSetupHref={topLevelUrl('register/account-setup')}
      contactHref={sitePageUrl('contact')}
    />
  );
}

export const Component = SupportRoute;
