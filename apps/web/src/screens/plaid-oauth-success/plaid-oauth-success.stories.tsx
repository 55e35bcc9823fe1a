import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  failedWith,
  finishing,
  mobileFailed,
  notInThisTab,
  retryFailed,
  retrying,
  themed,
} from '../../test/link-return-stories';
import { PlaidOauthSuccess } from './plaid-oauth-success';

const meta = {
  title: 'Screens/plaid-oauth-success',
  component: PlaidOauthSuccess,
  args: { finishing: true },
} satisfies Meta<typeof PlaidOauthSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finishing: Story = finishing;
export const UserCancelled: Story = failedWith('USER_CANCELLED');
export const ItemLocked: Story = failedWith('ITEM_LOCKED');
export const InstitutionDown: Story = failedWith('INSTITUTION_DOWN');
export const InvalidCredentials: Story = failedWith('INVALID_CREDENTIALS');
export const NoAccounts: Story = failedWith('NO_ACCOUNTS');
export const SessionExpired: Story = failedWith('SESSION_EXPIRED');
export const InvalidToken: Story = failedWith('INVALID_TOKEN');
export const UnknownCode: Story = failedWith('UNKNOWN');
export const NotInThisTab: Story = notInThisTab;
export const Loading: Story = retrying;
export const ServerError: Story = retryFailed;
export const Mobile: Story = mobileFailed;
export const CreditUnionBrand: Story = themed('creditunion');
export const BrokerBrand: Story = themed('broker');
