import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from '@mantine/form';
import { closingOffices, type ClosingOffice, type SigningPlaceForm } from '@heloc/core';
import { Stack } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { SigningPlaceAddress, SigningPlaceChoice } from './signing-place';

/** Both parts on one form, as notary/schedule-manual and heloc-signer/notary place them. */
function Place({ offices, propertyLabel }: { offices: readonly ClosingOffice[]; propertyLabel?: string }) {
  const form = useForm<SigningPlaceForm>({
    mode: 'controlled',
    initialValues: {
      where: offices.length ? 'office' : 'property',
      officeId: '',
      address: { street1: '', street2: '', city: '', state: '', zip: '' },
    },
  });
  return (
    <Stack>
      <SigningPlaceChoice
        form={form}
        offices={offices}
        propertyAddress="8 Codeed Lane, Atlanta, GA 30301"
        propertyLabel={propertyLabel}
      />
      <SigningPlaceAddress form={form} atOffice={offices.length > 0} />
    </Stack>
  );
}

const meta = {
  title: 'Components/Signing place',
  component: Place,
  args: { offices: [] },
} satisfies Meta<typeof Place>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where a notary comes to the signer: the property, or another address typed in. */
export const AtHome: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Another address' }));
    await expect(c.getByRole('group', { name: 'Signing address' })).toBeVisible();
  },
};
export const CoSigner: Story = { args: { propertyLabel: 'The property' } };
/** Texas (Tex. Const. art. XVI §50(a)(6)(N)): the offices, or another office, never the property. */
export const Texas: Story = {
  args: { offices: closingOffices('TX', 'Austin') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('radio', { name: /property/i })).toBeNull();
    await userEvent.click(c.getByRole('radio', { name: 'Another lender, attorney or title company office' }));
    await expect(c.getByRole('group', { name: 'The office’s address' })).toBeVisible();
  },
};
