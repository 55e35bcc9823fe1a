/** heloc-signer/error: something failed in the signer's area; they can start again from the intro or get help. */
import { StatusPage } from '../../../components/status-page/status-page';

export interface SignerErrorProps {
  /** heloc-signer/intro: start the signer's steps again. */
  readonly retryHref: string;
  /** The support page (phone, email, chat). */
  readonly supportHref: string;
}

export function SignerError({ retryHref, supportHref }: SignerErrorProps) {
  return (
    <StatusPage
      title="Sorry, looks like we have hit a snag!"
      message="Something went wrong while we loaded your part of the application. Nothing you already did is lost: try again, or contact us and we will help you finish."
      actions={[
        { label: 'Try again', href: retryHref },
        { label: 'Contact support', href: supportHref, variant: 'default' },
      ]}
    />
  );
}
