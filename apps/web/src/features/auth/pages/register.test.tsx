import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { company } from '@/lib/company';
import { showLanguage } from '@/lib/i18n/language';
import { apiError, deferred, json, makePlatformStatus, makeUser, stubFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { Component as Register } from './register';

afterEach(() => {
  showLanguage('en');
  setSession(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STRONG = 'Harbour@2026';
const COMPLEXITY =
  'Password must be at least 8 characters long and contain: uppercase letter, lowercase letter, number, and symbol (@$!%*?&.)';

interface Fill {
  password?: string;
  confirm?: string;
  terms?: boolean;
}

async function fill(user: UserEvent, { password = STRONG, confirm = password, terms = true }: Fill = {}) {
  await user.type(screen.getByLabelText('First name'), 'Sara');
  await user.type(screen.getByLabelText('Last name'), 'Seller');
  await user.type(screen.getByLabelText('Email'), ' Sara@Example.com ');
  await user.type(screen.getByLabelText('Company name'), 'Harbour Metals');
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  if (terms) await user.click(screen.getByLabelText('I accept the Terms of Service and Privacy Policy'));
}

/** Lets pending promises and React work finish (setImmediate is never faked here). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  });

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Trading Account' }));

describe('registration page', () => {
  it('has the fields, the terms box and the links of spec 2.14', () => {
    stubFetch({});
    renderAt(<Register />, { path: '/register' });
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    for (const label of ['Company name', 'Phone number']) expect(screen.getByLabelText(label)).not.toBeRequired();
    expect(screen.getByLabelText('I accept the Terms of Service and Privacy Policy')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/portal');
    expect(screen.getByRole('link', { name: company.mailboxes.support })).toHaveAttribute('href', `mailto:${company.mailboxes.support}`);
  });

  it.each<[string, Fill, string]>([
    ['a mismatch first, even with a weak password and no terms', { password: 'weak', confirm: 'other', terms: false }, 'Passwords do not match'],
    ['then the complexity rule, even with no terms', { password: 'weakpassword', terms: false }, COMPLEXITY],
    ['then a password with an unprintable character', { password: 'Harbour\u200b2026x!', terms: true }, COMPLEXITY],
    ['then the terms box', { terms: false }, 'Please accept the Terms of Service and Privacy Policy'],
  ])("checks in spec 5's order: %s", async (_name, input, message) => {
    const { callsTo } = stubFetch({});
    renderAt(<Register />, { path: '/register' });
    const user = userEvent.setup();
    await fill(user, input);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('asks for the required names and a valid email before anything else', async () => {
    const { callsTo } = stubFetch({});
    renderAt(<Register />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await submit(user);

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('keeps the button disabled while an error is shown, and editing clears the error', async () => {
    stubFetch({});
    renderAt(<Register />, { path: '/register' });
    const user = userEvent.setup();
    await fill(user, { terms: false });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the Terms of Service and Privacy Policy');
    expect(screen.getByRole('button', { name: 'Create Trading Account' })).toBeDisabled();

    await user.click(screen.getByLabelText('I accept the Terms of Service and Privacy Policy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Trading Account' })).toBeEnabled();
  });

  it("reads 'Creating Account...' while busy, shows the success message, then goes to /portal after 2 s", async () => {
    const response = deferred<Response>();
    const { callsTo } = stubFetch({ 'POST /auth/register': () => response.promise });
    const { router } = renderAt(<Register />, { path: '/register' });
    const user = userEvent.setup();
    await fill(user);
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(callsTo('POST /auth/register')[0]?.body).toEqual({
      email: 'sara@example.com',
      password: STRONG,
      firstName: 'Sara',
      lastName: 'Seller',
      companyName: 'Harbour Metals',
      acceptTerms: true,
      accountType: 'trader',
      // The page's language: the account's mails and portal follow it (issue 17).
      language: 'en',
    });

    // From here the clock is fake (timeouts only; Testing Library's own waits are not used any more).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    response.resolve(
      json(201, { success: true, message: 'Account created successfully. Redirecting to sign in...', user: makeUser() }),
    );
    await settle();
    expect(screen.getByText('Account created successfully. Redirecting to sign in...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Trading Account' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1_999));
    await settle();
    expect(router.state.location.pathname).toBe('/register');

    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(router.state.location.pathname).toBe('/portal');
    expect(screen.getByTestId('landing')).toHaveTextContent('sign-in at /portal');
    // The sign-in page gets the new account's email to fill in.
    expect(router.state.location.state).toEqual({ email: 'sara@example.com' });
  });

  it("shows a server failure under 'Registration Failed'", async () => {
    stubFetch({ 'POST /auth/register': () => apiError(409, 'An account with this email already exists', 'EMAIL_TAKEN') });
    renderAt(<Register />, { path: '/register' });
    const user = userEvent.setup();
    await fill(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration Failed')).toBeInTheDocument();
    expect(alert).toHaveTextContent('An account with this email already exists');
  });

  it("falls back to 'Registration failed' when the server gives no message", async () => {
    stubFetch({ 'POST /auth/register': () => new Response(null, { status: 500 }) });
    renderAt(<Register />, { path: '/register' });
    const user = userEvent.setup();
    await fill(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration Failed')).toBeInTheDocument();
    expect(alert).toHaveTextContent(/Registration failed$/);
  });

  describe('with the platform status', () => {
    const status = (overrides: Parameters<typeof makePlatformStatus>[0]) => () => json(200, makePlatformStatus(overrides));

    it('says up front that registrations are closed and keeps the form disabled', async () => {
      stubFetch({ 'GET /api/v1/platform/status': status({ allowNewRegistrations: false }) });
      renderAt(<Register />, { path: '/register' });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Registration closed')).toBeInTheDocument();
      expect(alert).toHaveTextContent('New registrations are currently closed. Please contact support.');
      expect(screen.getByLabelText('First name')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Create Trading Account' })).toBeDisabled();
    });

    it('checks and describes the password at the complexity level the administrator set', async () => {
      const { callsTo } = stubFetch({
        'GET /api/v1/platform/status': status({ passwordComplexity: 'medium' }),
        'POST /auth/register': () => json(201, { success: true, message: 'Account created successfully. Redirecting to sign in...', user: makeUser() }),
      });
      renderAt(<Register />, { path: '/register' });
      expect(await screen.findByText('8+ characters with at least one number')).toBeInTheDocument();
      const user = userEvent.setup();
      await fill(user, { password: 'goldharbour' });
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long and contain a number');
      expect(callsTo('POST /auth/register')).toHaveLength(0);

      await user.type(screen.getByLabelText('Password'), '7');
      await user.type(screen.getByLabelText('Confirm password'), '7');
      await submit(user);
      expect(await screen.findByText('Account created successfully. Redirecting to sign in...')).toBeInTheDocument();
      expect(callsTo('POST /auth/register')[0]!.body).toMatchObject({ password: 'goldharbour7' });
    });
  });

  it("opens a selling account from 'Register for Selling Access' (/register?as=seller) and says so", async () => {
    const { callsTo } = stubFetch({
      'POST /auth/register': () => json(201, { success: true, message: 'Account created successfully. Redirecting to sign in...', user: makeUser({ role: 'seller' }) }),
    });
    renderAt(<Register />, { path: '/register', url: '/register?as=seller' });
    expect(screen.getByRole('heading', { name: 'Create Your Selling Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Trading Account' })).toBeNull();
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Selling Account' }));
    expect(await screen.findByText('Account created successfully. Redirecting to sign in...')).toBeInTheDocument();
    expect(callsTo('POST /auth/register')[0]?.body).toMatchObject({ accountType: 'seller', acceptTerms: true, email: 'sara@example.com' });
  });

  it('registers the account in the language of the page (issue 17)', async () => {
    const { callsTo } = stubFetch({
      'POST /auth/register': () => json(201, { success: true, message: 'Account created successfully. Redirecting to sign in...', user: makeUser() }),
    });
    renderAt(<Register />, { path: '/register' });
    const user = userEvent.setup();
    await fill(user);
    act(() => showLanguage('ar'));
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب تداول' }));
    await vi.waitFor(() => expect(callsTo('POST /auth/register')[0]?.body).toMatchObject({ language: 'ar', email: 'sara@example.com' }));
  });
});
