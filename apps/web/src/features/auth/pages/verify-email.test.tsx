import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeSession, makeUser, stubFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { Component as VerifyEmail } from './verify-email';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const verified = () => json(200, { success: true, message: 'Your email address has been verified.' });

describe('the verification link (/verify-email?token=…)', () => {
  it('sends the token once, says the address is verified, and offers the sign-in to a visitor', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/verify-email': verified });
    const { router } = renderAt(<VerifyEmail />, { path: '/verify-email', url: '/verify-email?token=abc123' });
    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/portal');
    expect(callsTo('POST /auth/verify-email').map((c) => c.body)).toEqual([{ token: 'abc123' }]);
    // The token leaves the address bar.
    expect(router.state.location.search).toBe('');
  });

  it("renews a signed-in user's session afterwards and leads to their portal", async () => {
    let refreshes = 0;
    const { callsTo } = stubFetch({
      'POST /auth/refresh': () => json(200, makeSession(makeUser({ role: 'seller', emailVerified: ++refreshes > 1 }))),
      'POST /auth/verify-email': verified,
    });
    renderAt(<VerifyEmail />, { path: '/verify-email', url: '/verify-email?token=abc123' });
    expect(await screen.findByRole('link', { name: 'Continue to your portal' })).toHaveAttribute('href', '/portal-seller');
    expect(callsTo('POST /auth/refresh')).toHaveLength(2);
  });

  it("shows the server's refusal of a spent or expired link", async () => {
    stubFetch({
      'POST /auth/verify-email': () =>
        apiError(400, 'This verification link is invalid or has expired. Please request a new one.', 'VERIFICATION_INVALID'),
    });
    renderAt(<VerifyEmail />, { path: '/verify-email', url: '/verify-email?token=spent' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired. Please request a new one.');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
  });

  it('refuses a link without a token without calling the server', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/verify-email': verified });
    renderAt(<VerifyEmail />, { path: '/verify-email', url: '/verify-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    expect(callsTo('POST /auth/verify-email')).toHaveLength(0);
  });
});
