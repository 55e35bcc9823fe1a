import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, REGISTER_PATH } from '@heloc/core';
import { mobile } from '../../test/story-variants';
import { Dashboard } from './dashboard';

const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  args: {
    applications: [
      {
        uuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
        active: true,
        loanNumber: 'HL20261234567',
        state: 'OFFER_SELECTION',
        createdDate: '2026-11-20T18:00:00Z',
      },
      {
        uuid: '1b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
        active: false,
        loanNumber: 'HL20257654321',
        state: 'DECLINED',
        createdDate: '2025-06-01T18:00:00Z',
      },
    ],
    applicationHref: (uuid: string) => appScreenUrl(uuid, ''),
    registerHref: REGISTER_PATH,
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
export const Empty: Story = { args: { applications: [] } };
/** One application in each kind of status: your turn, the lender's turn, funding, withdrawn. */
export const EveryStatus: Story = {
  args: {
    applications: [
      {
        uuid: '2b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
        active: true,
        loanNumber: 'HL20261111111',
        state: 'PAYOFF_REQUEST_PENDING',
        createdDate: '2026-11-10T18:00:00Z',
      },
      {
        uuid: '3b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
        active: true,
        loanNumber: 'HL20262222222',
        state: 'IDENTITY_VERIFICATION',
        createdDate: '2026-11-12T18:00:00Z',
      },
      {
        uuid: '4b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
        active: true,
        loanNumber: 'HL20263333333',
        state: 'RECORDING',
        createdDate: '2026-10-01T18:00:00Z',
      },
      {
        uuid: '5b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
        active: false,
        loanNumber: 'HL20254444444',
        state: 'CANCELLED',
        createdDate: '2025-03-01T18:00:00Z',
      },
    ],
  },
};
export const CreditUnion: Story = { args: EveryStatus.args, globals: { org: 'creditunion' } };
export const Broker: Story = { args: EveryStatus.args, globals: { org: 'broker' } };
export const EveryStatusMobile: Story = { ...mobile, args: EveryStatus.args };
