import { IncomeUploadRoute } from '../$type/route';

export const Component = () => <IncomeUploadRoute type="MANUAL_PAYSTUB" />;
