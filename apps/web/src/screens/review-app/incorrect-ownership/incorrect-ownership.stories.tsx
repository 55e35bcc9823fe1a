import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { IncorrectOwnership } from './incorrect-ownership';

const meta = {
  title: 'Screens/review-app/incorrect-ownership',
  component: IncorrectOwnership,
  args: {
    title: { namesOnTitle: ['Ann Lee', 'Bo Lee'], vestingOnTitle: 'Joint owners', stated: 'Only me' },
    onSubmit: fn(),
  },
} satisfies Meta<typeof IncorrectOwnership>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Trust: Story = { args: { initial: { ownership: 'TRUST', trustName: 'Lee Family Trust' } } };
export const TitleUnavailable: Story = { args: { title: null } };
export const Loading: Story = { args: { ...loading.args, initial: { ownership: 'JOINT' } } };
export const ServerError: Story = { args: { ...serverError.args, initial: { ownership: 'JOINT' } } };
export const ValidationErrors: Story = validationErrors('Confirm ownership', 'Required');
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
