/**
 * The organisations for the toolbar's organisation switch (brand colours and logo). They are the web
 * app's own fixtures (apps/web/src/test/orgs.ts), never the api's seed: stories must not depend on
 * server code, so a change to the sandbox's data cannot break (or silently restyle) a story.
 */
import type { OrgData } from '../apps/web/src/api/types';
import { STORY_ORG, STORY_ORGS as ORGS } from '../apps/web/src/test/orgs';

export const STORY_ORGS: Record<string, OrgData['orgBrand']> = Object.fromEntries(
  Object.entries(ORGS).map(([code, o]) => [code, o.orgBrand]),
);
export const DEFAULT_ORG = STORY_ORG.orgCode;
export const DEFAULT_BRAND = STORY_ORG.orgBrand;
