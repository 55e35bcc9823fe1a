import { stepperView } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProgressPanel } from './progress-panel';

describe('ProgressPanel', () => {
  it('lists the steps — where the borrower is and what is done — with no control that does nothing (issue 25, item 16)', () => {
    const stepper = stepperView('MORE_INFO', false);
    renderWithProviders(<ProgressPanel stepper={stepper} loanNumber="HL20261234567" companyName="Homestead Line" />);
    const panel = screen.getByRole('complementary', { name: 'Application Progress' });
    // Not a button among the steps: nothing in the panel is opened from it.
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    const list = within(panel).getByRole('list', { name: 'Application Progress' });
    const items = within(list).getAllByRole('listitem');
    // The bullet's number is decoration (aria-hidden); the label and the state are what is read.
    expect(items.map((i) => i.textContent?.replace(/^\d+/, '').replace(/(completed|current step)$/, ''))).toEqual(
      stepper.labels,
    );
    const current = items.filter((i) => i.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(`${stepper.labels[stepper.active]}current step`);
    for (const done of items.slice(0, stepper.active)) expect(done).toHaveTextContent(/completed$/);
    for (const later of items.slice(stepper.active + 1)) expect(later).not.toHaveTextContent(/completed|current step/);
  });
});
