import { TEXTS, TWO_FACTOR_ERROR_CODES, TWO_FACTOR_TEXTS, oneTimeCodeSchema, totpCodeSchema, type User } from '@ctp/domain';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { RoleRefusedError, useSession } from '@/lib/session/session-provider';
import { authLinkClasses } from './auth-card';
import { authTexts } from '../texts';

interface TwoFactorStepProps {
  /** From the password step's answer. */
  challengeToken: string;
  allowedRoles: readonly string[];
  refusalText: string;
  onSignedIn?: ((user: User) => void) | undefined;
  /** The challenge is gone (expired, used up, or the role was refused): back to the password step with this message. */
  onRestart: (message?: string) => void;
  busy?: boolean;
}

/**
 * The second step of a two-factor sign-in: the 6-digit code of the authenticator app, or one of the
 * recovery codes. A wrong code shows in the red 'Error' box; an expired challenge means signing in again.
 */
export function TwoFactorStep({ challengeToken, allowedRoles, refusalText, onSignedIn, onRestart, busy = false }: TwoFactorStepProps) {
  const { completeTwoFactor } = useSession();
  const { text } = useTexts(authTexts);
  const texts = useDomainTable(TEXTS);
  const twoFactor = useDomainTable(TWO_FACTOR_TEXTS);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = (recovery ? oneTimeCodeSchema : totpCodeSchema).safeParse(code);
    if (!parsed.success) {
      setFieldError(recovery ? twoFactor.enterRecoveryCode : twoFactor.enterCode);
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      const user = await completeTwoFactor(challengeToken, parsed.data, allowedRoles);
      onSignedIn?.(user);
    } catch (err) {
      if (err instanceof RoleRefusedError) return onRestart(refusalText);
      if (err instanceof ApiError && err.code === TWO_FACTOR_ERROR_CODES.challengeExpired) return onRestart(err.message);
      setError(errorMessage(err, texts.loginFailed));
      setCode('');
    } finally {
      setSubmitting(false);
    }
  }

  function toggleRecovery() {
    setRecovery((v) => !v);
    setCode('');
    setFieldError(undefined);
  }

  const pending = submitting || busy;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={twoFactor.heading}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="flex items-start gap-3 text-sm text-slate-300">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
        <p>{recovery ? text.twoFactor.recoveryIntro : twoFactor.codeRequired}</p>
      </div>
      <fieldset disabled={pending} className="space-y-3">
        <legend className="sr-only">{twoFactor.heading}</legend>
        <TextField
          // A new input when the kind of code changes, so the browser's autofill hints apply afresh.
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? twoFactor.recoveryCodeLabel : twoFactor.codeLabel}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 64 : 7}
          placeholder={recovery ? 'xxxx-xxxx-xxxx-xxxx' : '123456'}
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
        />
        <div className="flex justify-between gap-4 text-sm">
          <button type="button" className={authLinkClasses} onClick={toggleRecovery}>
            {recovery ? twoFactor.useAuthenticator : twoFactor.useRecoveryCode}
          </button>
          <button type="button" className={authLinkClasses} onClick={() => onRestart()}>
            {text.common.backToSignIn}
          </button>
        </div>
      </fieldset>
      <Button type="submit" size="lg" fullWidth busy={pending} busyText={twoFactor.verifying}>
        {twoFactor.verify}
      </Button>
    </form>
  );
}
