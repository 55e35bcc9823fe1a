/** plaid-oauth-success: the top-level return from Plaid (bank, assets and bank-deposit income links). */
import { Container } from '@mantine/core';
import { LinkReturn, type LinkReturnProps } from '../../components/link-return/link-return';

export type PlaidOauthSuccessProps = LinkReturnProps;

export function PlaidOauthSuccess(props: PlaidOauthSuccessProps) {
  // Outside the application's layout, so it brings its own margins (at phone width the text met the screen's edge).
  return (
    <Container size="sm" py="xl">
      <LinkReturn {...props} />
    </Container>
  );
}
