/** heloc-signer/conditions/upload-document: the chosen files go to the condition; then back to the signer's list. */
import type { Condition } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../../api/query-keys';
import { signerAreaApi } from '../../../../api/signer-area';
import { useChosenFiles } from '../../../../components/file-upload/use-chosen-files';
import { SignerCondition } from '../../../../features/signer/signer-condition';
import { useWrite } from '../../../../lib/use-write';
import { SignerUploadDocument } from './upload-document';

function UploadFor({
  condition,
  application,
  listHref,
}: {
  condition: Condition;
  application: CoDeedStatus;
  listHref: string;
}) {
  const navigate = useNavigate();
  const files = useChosenFiles();
  const send = useWrite(
    (chosen: File[]) => signerAreaApi.uploadConditionDocuments(application.applicationUuid, condition.uuid, chosen),
    {
      invalidates: [queryKeys.signerConditions(application.applicationUuid)],
      onSuccess: () => void navigate(listHref),
    },
  );
  return (
    <SignerUploadDocument
      condition={condition}
      chosen={files.chosen}
      onAdd={files.add}
      onRemove={files.remove}
      onReplace={files.replace}
      onSubmit={send.send}
      submitting={send.submitting}
      error={send.error}
    />
  );
}

export function SignerUploadDocumentRoute() {
  return (
    <SignerCondition>
      {(condition, application, listHref) => (
        <UploadFor condition={condition} application={application} listHref={listHref} />
      )}
    </SignerCondition>
  );
}

export const Component = SignerUploadDocumentRoute;
