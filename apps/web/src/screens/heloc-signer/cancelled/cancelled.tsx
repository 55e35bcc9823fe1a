/** heloc-signer/cancelled: the borrower's application is no longer going ahead, so nothing is left for the signer to sign. */
import type { CoDeedStatus } from '@heloc/core/contract';
import { StatusPage } from '../../../components/status-page/status-page';

export interface SignerCancelledProps {
  readonly application: Pick<CoDeedStatus, 'borrowerName' | 'loanNumber'>;
  /** heloc-signer/resume: the other applications this person co-signs. */
  readonly resumeHref: string;
}

export function SignerCancelled({ application, resumeHref }: SignerCancelledProps) {
  const whose = application.borrowerName ? `${application.borrowerName}’s application` : 'The application';
  return (
    <StatusPage
      title="This application was withdrawn"
      message={`${whose} (${application.loanNumber}) is no longer going ahead, so there is nothing for you to sign. Nothing you uploaded is used for anything else. If you think this is a mistake, ask the borrower.`}
      actions={[{ label: 'Applications you co-sign', href: resumeHref }]}
    />
  );
}
