/** The seeded organisations, for the toolbar's organisation switch (brand colours and logo). */
import { SEED_ORGS } from '../apps/api/src/seed/orgs';

export const STORY_ORGS = Object.fromEntries(SEED_ORGS.map((o) => [o.code, o.data.orgBrand]));
