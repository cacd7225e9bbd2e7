import { ACCOUNT_TEXTS, TEXTS, paths, type MessageResponse } from '@ctp/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessage, refreshSession } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { portalPathFor, useSession } from '@/lib/session/session-provider';
import { AuthCard } from '../components/auth-card';
import { authTexts } from '../texts';

type Outcome = { kind: 'verifying' } | { kind: 'verified' | 'failed'; message: string };

/**
 * The link of the verification mail (/verify-email?token=…): sends the token once, then offers the way on.
 * It waits until the stored session (if any) is restored, so a signed-in user's session can be renewed
 * afterwards and carry the verified address into the portal.
 */
export function Component() {
  const { status, role } = useSession();
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', message: ACCOUNT_TEXTS.verificationInvalid },
  );
  const sent = useRef(false);
  const sessionKnown = status !== 'loading';
  const signedIn = status === 'signedIn';
  const { text } = useTexts(authTexts);
  const texts = useDomainTable(TEXTS);
  const translate = useTranslateText();

  // The token is a credential: once read, it leaves the address bar (and the history entry).
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!token || !sessionKnown || sent.current) return;
    // Single use on the server: never sent twice, not even by a development double render.
    sent.current = true;
    void (async () => {
      try {
        const response = await api.post<MessageResponse>('/auth/verify-email', { token }, { retryOn401: false });
        if (signedIn) await refreshSession();
        setOutcome({ kind: 'verified', message: response.message });
      } catch (error) {
        setOutcome({ kind: 'failed', message: errorMessage(error, ACCOUNT_TEXTS.verificationInvalid) });
      }
    })();
  }, [token, sessionKnown, signedIn]);

  const next = signedIn ? { to: portalPathFor(role ?? undefined), label: text.verifyEmail.continue } : { to: paths.signIn, label: text.common.signInLink };

  return (
    <AuthCard eyebrow={text.common.account} title={text.verifyEmail.titles[outcome.kind]} focusKey={outcome.kind}>
      {outcome.kind === 'verifying' ? (
        <div className="flex justify-center py-4">
          <Spinner label={text.verifyEmail.verifying} showLabel />
        </div>
      ) : (
        <div className="space-y-5">
          {outcome.kind === 'verified' ? (
            <SuccessBox>{translate(outcome.message)}</SuccessBox>
          ) : (
            <ErrorBox heading={texts.errorHeading}>
              {translate(outcome.message)}
              {signedIn && text.verifyEmail.askAgain}
            </ErrorBox>
          )}
          <Link to={next.to} className={buttonClasses('primary', 'lg', 'w-full')}>
            {next.label}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
