import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, stubFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { Component as ForgotPassword } from './forgot-password';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const SENT = { success: true, message: 'If an account exists for this email, reset instructions have been sent. The link expires in 1 hour.' };
const DONE = { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
const renderPage = (url = '/forgot-password') => renderAt(<ForgotPassword />, { path: '/forgot-password', url });

async function requestReset(user: UserEvent, email = 'Trader@Example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
}

interface ResetInput {
  token?: string;
  password?: string;
  confirm?: string;
}

async function enterNewPassword(user: UserEvent, { token = 'tok-123', password = 'NewHarbour@2026', confirm = password }: ResetInput = {}) {
  const tokenField = screen.getByLabelText('Reset token');
  await user.clear(tokenField);
  if (token) await user.type(tokenField, token);
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('forgot-password page', () => {
  it('goes email → sent → reset → a confirmation with a way to sign in', async () => {
    const { callsTo } = stubFetch({
      'POST /auth/forgot-password': () => json(200, SENT),
      'POST /auth/reset-password': () => json(200, DONE),
    });
    const { router } = renderPage();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/portal');
    await requestReset(user);

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
    expect(callsTo('POST /auth/forgot-password')[0]?.body).toEqual({ email: 'trader@example.com' });
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent('trader@example.com');
    expect(screen.getByText(/expires in 1 hour/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter Reset Token' }));

    expect(await screen.findByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(screen.getByText('trader@example.com')).toBeInTheDocument();
    await enterNewPassword(user);

    expect(await screen.findByRole('heading', { name: 'Password Reset' })).toBeInTheDocument();
    expect(callsTo('POST /auth/reset-password')[0]?.body).toEqual({
      email: 'trader@example.com',
      confirmationCode: 'tok-123',
      newPassword: 'NewHarbour@2026',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset. Please sign in with your new password.');
    expect(screen.queryByRole('button', { name: 'Enter Reset Token' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/portal');
  });

  it('opens straight at the reset step, filled in, from the emailed link, and takes the token out of the address', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/reset-password': () => json(200, DONE) });
    const { router } = renderPage('/forgot-password?email=seller%40example.com&token=link-token-9');

    expect(screen.getByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reset token')).toHaveValue('link-token-9');
    expect(screen.getByText('seller@example.com')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewHarbour@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewHarbour@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset' })).toBeInTheDocument();
    expect(callsTo('POST /auth/reset-password')[0]?.body).toEqual({
      email: 'seller@example.com',
      confirmationCode: 'link-token-9',
      newPassword: 'NewHarbour@2026',
    });
  });

  it('asks for the email when the link carries only a token', async () => {
    stubFetch({});
    renderPage('/forgot-password?token=only-token');
    expect(screen.getByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Reset token')).toHaveValue('only-token');
  });

  it.each([
    ['a mismatch first', { password: 'short', confirm: 'other' }, 'Passwords do not match'],
    ['then the length', { password: 'short' }, 'Password must be at least 8 characters long'],
    [
      'then the full rules',
      { password: 'longenough' },
      'Password must be at least 8 characters long and contain: uppercase letter, lowercase letter, number, and symbol (@$!%*?&.)',
    ],
    ['and a token', { token: '' }, 'Reset token is required'],
  ])('checks the new password: %s', async (_name, input, message) => {
    const { callsTo } = stubFetch({});
    renderPage('/forgot-password?email=a%40example.com&token=t');
    const user = userEvent.setup();
    await enterNewPassword(user, input);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(callsTo('POST /auth/reset-password')).toHaveLength(0);
  });

  it("shows the server message when sending fails, else 'Failed to send reset email'", async () => {
    let first = true;
    stubFetch({
      'POST /auth/forgot-password': () => {
        const response = first ? apiError(429, 'Too many requests. Please wait a moment and try again.', 'RATE_LIMITED') : new Response(null, { status: 500 });
        first = false;
        return response;
      },
    });
    renderPage();
    const user = userEvent.setup();
    await requestReset(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');

    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send reset email'));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it("shows the server message when the reset fails, else 'Failed to reset password'", async () => {
    let first = true;
    stubFetch({
      'POST /auth/reset-password': () => {
        const response = first
          ? apiError(400, 'This reset code is invalid or has expired. Please request a new one.', 'RESET_TOKEN_INVALID')
          : new Response('oops', { status: 500 });
        first = false;
        return response;
      },
    });
    renderPage('/forgot-password?email=a%40example.com&token=bad');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewHarbour@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewHarbour@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset code is invalid or has expired. Please request a new one.');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password'));
    expect(screen.getByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
  });
});
