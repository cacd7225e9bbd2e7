import { ACCOUNT_TEXTS, type MessageResponse } from '@ctp/domain';
import { useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { api, errorMessage, refreshSession } from '@/lib/api-client';
import { AuthCard } from './auth-card';
import { SignOutLink } from './sign-out-link';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { authTexts } from '../texts';

type Notice = { kind: 'sent' | 'failed' | 'pending'; text: string };

/**
 * Shown by the portal guard in place of the portal while requireEmailVerification is on and the account's
 * address is not verified: it says where the link went, sends a new one, and checks again once the
 * user has opened it (the renewed session then lets the guard through).
 */
export function VerifyEmailScreen({ email }: { email: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const { text } = useTexts(authTexts);
  const account = useDomainTable(ACCOUNT_TEXTS);

  async function resend() {
    setBusy('resend');
    setNotice(null);
    try {
      const response = await api.post<MessageResponse>('/auth/resend-verification');
      setNotice({ kind: 'sent', text: response.message });
    } catch (error) {
      setNotice({ kind: 'failed', text: errorMessage(error, text.verifyScreen.resendFailed) });
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
      setNotice({ kind: 'pending', text: text.verifyScreen.notYet });
    }
    setBusy(null);
  }

  return (
    <AuthCard eyebrow={text.common.account} title={account.verifyHeading} footer={<SignOutLink />}>
      <div className="space-y-5 text-sm leading-relaxed text-slate-300">
        <p>
          {text.verifyScreen.sentBefore}
          <strong className="font-semibold text-white">{email}</strong>
          {text.verifyScreen.sentAfter}
        </p>
        {notice?.kind === 'sent' && <SuccessBox>{notice.text}</SuccessBox>}
        {notice && notice.kind !== 'sent' && <ErrorBox>{notice.text}</ErrorBox>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" fullWidth busy={busy === 'resend'} busyText={text.common.sending} disabled={busy !== null} onClick={() => void resend()}>
            {text.verifyScreen.resend}
          </Button>
          <Button fullWidth busy={busy === 'check'} busyText={text.verifyScreen.checking} disabled={busy !== null} onClick={() => void checkAgain()}>
            {text.verifyScreen.verified}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
