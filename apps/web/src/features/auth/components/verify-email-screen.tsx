import { ACCOUNT_TEXTS, type MessageResponse } from '@ctp/domain';
import { useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { api, errorMessage, refreshSession } from '@/lib/api-client';
import { AuthCard } from './auth-card';
import { SignOutLink } from './sign-out-link';
import { AUTH_UI_TEXTS } from '../texts';

type Notice = { kind: 'sent' | 'failed' | 'pending'; text: string };

/**
 * Shown by the portal guard in place of the portal while requireEmailVerification is on and the account's
 * address is not verified: it says where the link went, sends a new one, and checks again once the
 * user has opened it (the renewed session then lets the guard through).
 */
export function VerifyEmailScreen({ email }: { email: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);

  async function resend() {
    setBusy('resend');
    setNotice(null);
    try {
      const response = await api.post<MessageResponse>('/auth/resend-verification');
      setNotice({ kind: 'sent', text: response.message });
    } catch (error) {
      setNotice({ kind: 'failed', text: errorMessage(error, AUTH_UI_TEXTS.resendVerificationFailed) });
    } finally {
      setBusy(null);
    }
  }

  async function checkAgain() {
    setBusy('check');
    setNotice(null);
    const session = await refreshSession();
    // Still here when the address is not verified yet; a verified session swaps this screen for the portal.
    if (session && !session.user.emailVerified) {
      setNotice({ kind: 'pending', text: 'Your email address is not verified yet. Open the link in the email, then try again.' });
    }
    setBusy(null);
  }

  return (
    <AuthCard eyebrow="Account" title={ACCOUNT_TEXTS.verifyHeading} footer={<SignOutLink />}>
      <div className="space-y-5 text-sm leading-relaxed text-slate-300">
        <p>
          We sent a verification link to <strong className="font-semibold text-white">{email}</strong>. Open it to start using your
          portal. The link works for 24 hours.
        </p>
        {notice?.kind === 'sent' && <SuccessBox>{notice.text}</SuccessBox>}
        {notice && notice.kind !== 'sent' && <ErrorBox>{notice.text}</ErrorBox>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" fullWidth busy={busy === 'resend'} busyText="Sending..." disabled={busy !== null} onClick={() => void resend()}>
            Resend verification email
          </Button>
          <Button fullWidth busy={busy === 'check'} busyText="Checking..." disabled={busy !== null} onClick={() => void checkAgain()}>
            I have verified my email
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
