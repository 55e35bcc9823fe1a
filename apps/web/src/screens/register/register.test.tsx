import { APPLICATION_API_PATH, REGISTER_PATH, registrationStepper, type RegistrationStep } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStore, tokenStore } from '../../lib/storage';
import { fakeServer, json } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { EMPTY_REGISTRATION, Registration, type RegistrationProps } from './register';
import { RegistrationRoute } from './route';

const setup = (step: RegistrationStep, props: Partial<RegistrationProps> = {}) => {
  const onNext = vi.fn();
  const onValuesChange = vi.fn();
  renderWithProviders(
    <Registration
      step={step}
      stepper={registrationStepper(step)}
      values={EMPTY_REGISTRATION}
      licensedStates={['WA', 'CA', 'TX']}
      today="2026-11-22"
      onNext={onNext}
      onValuesChange={onValuesChange}
      {...props}
    />,
  );
  return { onNext, onValuesChange, user: userEvent.setup() };
};
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Continue' });

describe('register', () => {
  it('property: sends only the address fields, within the lender’s states', async () => {
    const { onNext, onValuesChange, user } = setup('property-info');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Which home is the line of credit for?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'CA', 'TX', 'WA']);
    await user.type(box(/^Street address/), '12 Oak Street');
    await user.type(box(/^City/), 'San Mateo');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'CA');
    await user.type(box(/^ZIP code/), '94401');
    await user.click(next());
    expect(onNext).toHaveBeenCalledExactlyOnceWith({
      street1: '12 Oak Street',
      street2: '',
      city: 'San Mateo',
      state: 'CA',
      zip: '94401',
    });
    // The draft follows what is typed (the app keeps it for reloads).
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ street1: '12 Oak Street', zip: '94401' }),
    );
  });

  it('property: every required field says so', async () => {
    const { onNext, user } = setup('property-info');
    await user.click(next());
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('sale status: a home listed for sale cannot go on', async () => {
    const { onNext, user } = setup('sale-status');
    await user.click(screen.getByRole('radio', { name: 'It is listed for sale now' }));
    await user.click(next());
    expect(await screen.findByText('A home that is listed for sale cannot secure a HELOC.')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'I may sell in the next 12 months' }));
    await user.click(next());
    expect(onNext).toHaveBeenCalledExactlyOnceWith({ saleStatus: 'PLANNING_TO_SELL_LATER' });
  });

  it('income: an amount in dollars and the kind of employment', async () => {
    const { onNext, user } = setup('income-info');
    await user.type(box(/^Annual income/), 'lots');
    await user.click(next());
    expect(await screen.findByText('Must be an amount in dollars')).toBeInTheDocument();
    await user.clear(box(/^Annual income/));
    await user.type(box(/^Annual income/), '150,000');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Employment/ }), 'Self-employed');
    await user.click(next());
    expect(onNext).toHaveBeenCalledExactlyOnceWith({ annualIncome: '150,000', employmentType: 'SELF_EMPLOYED' });
  });

  it('birthdate: under 18 is refused with the spec’s message', async () => {
    const { onNext, user } = setup('birthdate', { values: { ...EMPTY_REGISTRATION, birthdate: '2010-05-01' } });
    expect(screen.getByRole('heading', { level: 1, name: 'What is your date of birth?' })).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('You must be at least 18 years old to apply.')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('name: back goes back, and the optional parts are sent empty', async () => {
    const onBack = vi.fn();
    const { onNext, user } = setup('name', { onBack });
    await user.type(box(/^First name/), 'Ann');
    await user.type(box(/^Last name/), 'Lee');
    await user.click(next());
    expect(onNext).toHaveBeenCalledExactlyOnceWith({ firstName: 'Ann', middleName: '', lastName: 'Lee', suffix: '' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('login: a password of at least 10 characters creates the application', async () => {
    const { onNext, user } = setup('login-info', { values: { ...EMPTY_REGISTRATION, email: 'ann@example.com' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my application' }));
    expect(await screen.findByText('Must be at least 10 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), ' enough now');
    await user.click(screen.getByRole('button', { name: 'Create my application' }));
    expect(onNext).toHaveBeenCalledExactlyOnceWith({ email: 'ann@example.com', password: 'short enough now' });
  });

  it('login when already signed in: no password, the application goes to that login', () => {
    setup('login-info', { signedInEmail: 'ann@example.com' });
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('shows the step on small screens and a failure as an alert, busy while sending', () => {
    setup('income-info', {
      error: 'We could not reach the server. Check your connection and try again.',
      submitting: true,
    });
    expect(screen.getByText('Step 2 of 5 — Income Info')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(next()).toHaveAttribute('data-loading', 'true');
  });
});

describe('register: the last step refused as too many registrations from this network (issue 25, item 17)', () => {
  afterEach(() => {
    sessionStorage.clear();
    tokenStore.clear();
    vi.unstubAllGlobals();
  });

  it('keeps what was typed, the password in memory only, says when it tries again, and tries again by itself', async () => {
    const typed = {
      ...EMPTY_REGISTRATION,
      street1: '12 Oak Street',
      city: 'San Mateo',
      state: 'CA',
      zip: '94401',
      saleStatus: 'NOT_PLANNING_TO_SELL',
      annualIncome: '150000',
      employmentType: 'FULL_TIME',
      firstName: 'Ann',
      lastName: 'Lee',
      birthdate: '1980-04-02',
      email: 'ann@example.com',
      phone: '(415) 555-0100',
    };
    draftStore.save('registration', typed);
    draftStore.save('registration:done', {
      steps: ['property-info', 'sale-status', 'income-info', 'name', 'birthdate', 'contact-info'],
    });
    const server = fakeServer();
    let registrations = 0;
    server.on('POST', '/identity/api/v1/registration/register', () => {
      registrations += 1;
      // The server's throttle: 429, its words, and how long to wait (one second here).
      if (registrations === 1)
        return new Response(
          JSON.stringify({
            errors: ['Too many registrations from this network. Please wait a few minutes and try again.'],
          }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '1' } },
        );
      return json({ jwt: 'header.payload.signature', identityUuid: 'u1' }, 201);
    });
    server.on('POST', APPLICATION_API_PATH, () =>
      json({ uuid: '11111111-2222-4333-8444-555555555555', status: { state: 'COLLECT_PROFILE_INFO' } }, 201),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationRoute />, { path: `${REGISTER_PATH}?step=login-info` });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Create my application' }));

    // Refused: said plainly, with when the form tries again; everything typed is still there.
    const notice = await screen.findByRole('status', { name: 'We will try again for you' });
    expect(notice).toHaveTextContent(
      'Too many registrations from this network right now. We will try again by ourselves in less than a minute. Keep this page open: what you typed is kept.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct horse battery staple');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ann@example.com');
    // The password never reaches storage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('correct horse');

    // When the server said it may, the same registration goes again by itself, then the application.
    await vi.waitFor(() => expect(server.count('POST', APPLICATION_API_PATH)).toBe(1), { timeout: 5000 });
    const sent = server.requests.filter((r) => r.path === '/identity/api/v1/registration/register').map((r) => r.body);
    expect(sent).toEqual([
      { email: 'ann@example.com', password: 'correct horse battery staple' },
      { email: 'ann@example.com', password: 'correct horse battery staple' },
    ]);
  });
});
