import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StartHmda } from './hmda';

const DECLINE = 'I do not wish to provide this information';
const setup = (props: Partial<Parameters<typeof StartHmda>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<StartHmda onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
};
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
// The refusal is offered in every question: find each box by its label within its question.
const box = (groupName: string, label: string) => within(group(groupName)).getByRole('checkbox', { name: label });

describe('start/hmda', () => {
  it('asks the three government monitoring questions and sends the answers', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Government monitoring information' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are not required to provide it, and it does not affect your application\./),
    ).toBeInTheDocument();
    await user.click(box('Ethnicity', 'Not Hispanic or Latino'));
    await user.click(box('Race', 'Asian'));
    await user.click(box('Race', 'White'));
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      ethnicity: ['Not Hispanic or Latino'],
      race: ['Asian', 'White'],
      sex: 'Female',
    });
  });

  it('“do not wish to provide” clears the other answers of a question, and the other way round', async () => {
    const { onSubmit, user } = setup();
    await user.click(box('Race', 'Asian'));
    await user.click(box('Race', DECLINE));
    expect(box('Race', 'Asian')).not.toBeChecked();
    expect(box('Race', DECLINE)).toBeChecked();
    await user.click(box('Ethnicity', DECLINE));
    await user.click(box('Ethnicity', 'Hispanic or Latino'));
    expect(box('Ethnicity', DECLINE)).not.toBeChecked();
    await user.click(within(screen.getByRole('radiogroup', { name: /^Sex/ })).getByRole('radio', { name: DECLINE }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      ethnicity: ['Hispanic or Latino'],
      race: [DECLINE],
      sex: DECLINE,
    });
  });

  it('needs an answer, or the refusal, to each question', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Choose at least one, or that you do not wish to provide it')).toHaveLength(2);
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts from the answers already given', () => {
    setup({ initial: { ethnicity: ['Hispanic or Latino'], race: [], sex: 'Male' } });
    expect(box('Ethnicity', 'Hispanic or Latino')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it('shows a failure as an alert and a busy button while sending', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-loading', 'true');
  });
});
