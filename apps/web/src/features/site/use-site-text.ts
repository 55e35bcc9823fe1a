/** A site text of this page's organisation, as SiteText's props (title from the core's table while loading). */
import { SITE_PAGE_TABLE, type SiteTextPage } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { siteApi } from '../../api/site';
import { useOrg } from '../../app/org-context';
import type { SiteTextProps } from '../../components/site-text/site-text';
import { messageOf } from '../../lib/http-client';

export function useSiteText(page: SiteTextPage): SiteTextProps {
  const org = useOrg();
  const q = useQuery({
    queryKey: queryKeys.sitePage(org.orgCode, page),
    queryFn: () => siteApi.text(org.orgCode, page),
    staleTime: Infinity,
  });
  return {
    title: q.data?.title ?? SITE_PAGE_TABLE[page].title,
    companyName: q.data?.companyName ?? org.footer.companyName,
    paragraphs: q.data?.paragraphs,
    externalUrl: q.data?.externalUrl,
    loading: q.isPending,
    error: q.isError ? messageOf(q.error) : null,
  };
}
