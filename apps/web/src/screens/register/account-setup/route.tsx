/** register/account-setup: public; paths from the core's builders. */
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTER_PATH, topLevelUrl } from '@heloc/core';
import { useOrg } from '../../../app/org-context';
import { AccountSetup } from './account-setup';

export function AccountSetupRoute() {
  const org = useOrg();
  return (
    <AccountSetup
      companyName={org.orgBrand.name}
      registerHref={REGISTER_PATH}
      loginHref={LOGIN_PATH}
      forgotPasswordHref={FORGOT_PASSWORD_PATH}
      supportHref={topLevelUrl('register/support')}
    />
  );
}

export const Component = AccountSetupRoute;
