/**
 * income/upload/MANUAL_PAYSTUB: the fallback machine's manualPaystubUpload target. A literal
 * folder beside `$type` (the router ranks the literal segment first), and the same screen: the
 * paystub upload of income/upload/{type}, so both addresses look and behave alike.
 */
import { IncomeUploadView, type IncomeUploadViewProps } from '../$type/upload';

export type ManualPaystubUploadProps = IncomeUploadViewProps & {
  readonly upload: IncomeUploadViewProps['upload'] & { readonly type: 'MANUAL_PAYSTUB' };
};

export function ManualPaystubUpload(props: ManualPaystubUploadProps) {
  return <IncomeUploadView {...props} />;
}
