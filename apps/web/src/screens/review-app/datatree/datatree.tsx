/**
 * review-app/datatree: the property data (DataTree) did not come back in time. The spec shows the
 * timeout screen here (applicant-journey §2), so this is error/timeout's view, not a copy of it.
 */
import { ErrorTimeout, type ErrorTimeoutProps } from '../../error/timeout/timeout';

export type ReviewAppDatatreeProps = ErrorTimeoutProps;

export function ReviewAppDatatree(props: ReviewAppDatatreeProps) {
  return <ErrorTimeout {...props} />;
}
