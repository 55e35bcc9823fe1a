/** The organisation record of this page (brand, footer, settings, flags), loaded before render. */
import { createContext, useContext } from 'react';
import type { OrgData } from '../api/types';

export const OrgContext = createContext<OrgData | null>(null);

export function useOrg(): OrgData {
  const org = useContext(OrgContext);
  if (!org) throw new Error('Please include the HELOC core provider above this component.');
  return org;
}
