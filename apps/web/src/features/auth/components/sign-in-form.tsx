import { TEXTS, loginRequestSchema, paths, type LoginRequest, type User } from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { RoleRefusedError, TwoFactorRequiredError, useSession } from '@/lib/session/session-provider';
import { authLinkClasses } from './auth-card';
import { TwoFactorStep } from './two-factor-step';
import { EmailField } from './email-field';
import { authTexts } from '../texts';

interface SignInFormProps {
  /** The roles this entry point admits; another role is refused with `refusalText` and no session is kept. */
  allowedRoles: readonly string[];
  refusalText: string;
  defaultEmail?: string;
  onSignedIn?: (user: User) => void;
  /** True while the caller moves on after a sign-in, so the form stays busy meanwhile. */
  busy?: boolean;
}

/**
 * The email and password form of the sign-in page and of each portal's own sign-in screen (spec 2.13):
 * validated with the schema the server uses, 'Signing In...' and disabled inputs while submitting, the
 * server's message (else 'Login failed') in the red 'Error' box.
 */
export function SignInForm({ allowedRoles, refusalText, defaultEmail = '', onSignedIn, busy = false }: SignInFormProps) {
  const { signIn } = useSession();
  const { text } = useTexts(authTexts);
  const texts = useDomainTable(TEXTS);
  const translate = useTranslateText();
  const [error, setError] = useState<string | null>(null);
  /** Set while a two-factor sign-in waits for its authenticator code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  // The schema the server validates the login body with; it also trims and lower-cases the email.
  const form = useForm<z.input<typeof loginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      // Not `onSignedIn?.(await signIn(...))`: an optional call skips its arguments when there is no callback.
      const user = await signIn(email, password, allowedRoles);
      onSignedIn?.(user);
    } catch (err) {
      if (err instanceof TwoFactorRequiredError) return setChallenge(err.challengeToken);
      setError(err instanceof RoleRefusedError ? refusalText : errorMessage(err, texts.loginFailed));
    }
  });
  const submitting = isSubmitting || busy;

  if (challenge) {
    return (
      <TwoFactorStep
        challengeToken={challenge}
        allowedRoles={allowedRoles}
        refusalText={refusalText}
        onSignedIn={onSignedIn}
        busy={busy}
        onRestart={(message) => {
          setChallenge(null);
          form.resetField('password');
          setError(message || null);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={text.signIn.formLabel}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <fieldset disabled={submitting} className="space-y-5">
        <EmailField error={errors.email && translate(errors.email.message ?? '')} {...form.register('email')} />
        <div>
          <TextField
            label={text.common.password}
            type="password"
            autoComplete="current-password"
            revealable
            required
            error={errors.password && translate(errors.password.message ?? '')}
            {...form.register('password')}
          />
          <div className="mt-2 text-end text-sm">
            <Link to={paths.forgotPassword} className={authLinkClasses}>
              {text.signIn.forgotPassword}
            </Link>
          </div>
        </div>
      </fieldset>
      <Button type="submit" size="lg" fullWidth busy={submitting} busyText={texts.signingIn}>
        {text.common.signInButton}
      </Button>
    </form>
  );
}
