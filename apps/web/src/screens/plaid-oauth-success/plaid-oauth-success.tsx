/** plaid-oauth-success: the top-level return from Plaid (bank, assets and bank-deposit income links). */
import { LinkReturn, type LinkReturnProps } from '../../components/link-return/link-return';

export type PlaidOauthSuccessProps = LinkReturnProps;

export function PlaidOauthSuccess(props: PlaidOauthSuccessProps) {
  return <LinkReturn {...props} />;
}
