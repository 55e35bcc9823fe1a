import { conditionsApi } from '../../../api/conditions';
import { Loading } from '../../../components/loading/loading';
import { useAnswer } from '../../../features/conditions/use-answer';
import { UploadDocumentView } from './upload-document';

export function UploadDocumentRoute() {
  // Any document-asking condition lands here (the spec's default location), so no category is required.
  const answer = useAnswer<File[]>(undefined, (uuid, conditionUuid, files) =>
    conditionsApi.uploadDocuments(uuid, conditionUuid, files),
  );
  if (answer.loading) return <Loading label="Loading the page" />;
  // A phone number or an ID is answered on its own screen, never with a document here.
  const card = answer.card?.action?.screen === 'conditions/upload-document' ? answer.card : null;
  return (
    <UploadDocumentView
      card={card}
      dashboardHref={answer.dashboardHref}
      submitting={answer.submitting}
      error={answer.error}
      onSubmit={answer.submit}
    />
  );
}

export const Component = UploadDocumentRoute;
