/** heloc-signer/error: a page of its own (no application needed), so it shows even when loading the signer's applications failed. */
import { SHELL_LINKS, topLevelUrl } from '@heloc/core';
import { SignerError } from './error';

export function SignerErrorRoute() {
  return <SignerError retryHref={topLevelUrl('heloc-signer/intro')} supportHref={SHELL_LINKS.support} />;
}

export const Component = SignerErrorRoute;
