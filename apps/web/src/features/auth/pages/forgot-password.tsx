import {
  PASSWORD_RULES,
  SERVER_TEXTS,
  TEXTS,
  forgotPasswordRequestSchema,
  paths,
  resetFormError,
  resetPasswordRequestSchema,
  type MessageResponse,
} from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { api, errorMessage } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { usePasswordComplexity } from '@/lib/use-platform-status';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { authTexts } from '../texts';

type Step = 'email' | 'sent' | 'reset' | 'done';

/**
 * Password reset (/forgot-password, spec 2.15): email → sent → reset, and then a confirmation with a
 * way to sign in (the spec's observed return to 'sent' after a reset is fixed here). The emailed link
 * carries ?email=…&token=…, which opens the reset step straight away with both filled in.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const [linkEmail] = useState(() => params.get('email')?.trim() ?? '');
  const [linkToken] = useState(() => params.get('token')?.trim() ?? '');
  const [step, setStep] = useState<Step>(linkToken ? 'reset' : 'email');
  const [email, setEmail] = useState(linkEmail);
  const [resetMessage, setResetMessage] = useState('');

  // The token is a credential: once read, it leaves the address bar (and the history entry).
  useEffect(() => {
    if (params.has('token') || params.has('email')) setParams({}, { replace: true });
  }, [params, setParams]);

  const { text } = useTexts(authTexts);
  const stepText = text.forgot.steps[step];
  return (
    <AuthCard
      eyebrow={text.forgot.eyebrow}
      title={stepText.title}
      subtitle={stepText.subtitle || undefined}
      focusKey={step}
      footer={
        <Link to={paths.signIn} className={`${authLinkClasses} inline-flex items-center gap-1.5`}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
          {text.common.backToSignIn}
        </Link>
      }
    >
      {step === 'email' && (
        <EmailStep
          defaultEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('sent');
          }}
        />
      )}
      {step === 'sent' && (
        <SentStep email={email} onEnterToken={() => setStep('reset')} onChangeEmail={() => setStep('email')} />
      )}
      {step === 'reset' && (
        <ResetStep
          email={email}
          defaultToken={linkToken}
          onReset={(message) => {
            setResetMessage(message);
            setStep('done');
          }}
        />
      )}
      {step === 'done' && <DoneStep message={resetMessage} />}
    </AuthCard>
  );
}

function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent(email: string): void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordRequestSchema>, unknown, z.output<typeof forgotPasswordRequestSchema>>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const { text } = useTexts(authTexts);
  const texts = useDomainTable(TEXTS);
  const translate = useTranslateText();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await api.post<MessageResponse>('/auth/forgot-password', { email }, { retryOn401: false });
      onSent(email);
    } catch (err) {
      setError(errorMessage(err, texts.forgotPasswordFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={text.forgot.requestLabel}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <fieldset disabled={isSubmitting}>
        <EmailField error={errors.email && translate(errors.email.message ?? '')} {...form.register('email')} />
      </fieldset>
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyText={text.common.sending}>
        {text.forgot.sendInstructions}
      </Button>
    </form>
  );
}

function SentStep({ email, onEnterToken, onChangeEmail }: { email: string; onEnterToken(): void; onChangeEmail(): void }) {
  const { text } = useTexts(authTexts);
  return (
    <div className="space-y-6">
      <div className="flex gap-4 rounded-xl border border-gold-500/25 bg-gold-500/5 p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-400" />
        <div className="space-y-2 text-sm leading-relaxed text-slate-300">
          <p>
            {text.forgot.sentBefore}
            <strong className="font-semibold [overflow-wrap:anywhere] text-white">{email}</strong>
            {text.forgot.sentAfter}
          </p>
          <p>{text.forgot.expiry}</p>
        </div>
      </div>
      <Button size="lg" fullWidth onClick={onEnterToken}>
        {text.forgot.enterToken}
      </Button>
      <Button variant="ghost" fullWidth onClick={onChangeEmail}>
        {text.forgot.differentEmail}
      </Button>
    </div>
  );
}

interface ResetValues {
  email: string;
  token: string;
  newPassword: string;
  confirmPassword: string;
}

function ResetStep({ email, defaultToken, onReset }: { email: string; defaultToken: string; onReset(message: string): void }) {
  const [error, setError] = useState<string | null>(null);
  // The email comes from the previous step or from the link; only a link without one asks for it.
  const [askEmail] = useState(() => !email);
  const form = useForm<ResetValues>({ defaultValues: { email, token: defaultToken, newPassword: '', confirmPassword: '' } });
  const { isSubmitting } = form.formState;
  const complexity = usePasswordComplexity();
  const { text } = useTexts(authTexts);
  const texts = useDomainTable(TEXTS);
  const translate = useTranslateText();

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const problem = resetFormError(values, complexity);
    if (problem) {
      setError(translate(problem));
      return;
    }
    const request = resetPasswordRequestSchema.safeParse({
      email: values.email,
      confirmationCode: values.token,
      newPassword: values.newPassword,
    });
    if (!request.success) {
      setError(translate(request.error.issues[0]?.message ?? TEXTS.resetFailed));
      return;
    }
    try {
      const response = await api.post<MessageResponse>('/auth/reset-password', request.data, { retryOn401: false });
      onReset(response.message);
    } catch (err) {
      setError(errorMessage(err, texts.resetFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={text.forgot.resetLabel}>
      {error && <ErrorBox>{error}</ErrorBox>}
      {!askEmail && (
        <p className="text-center text-sm text-slate-400">
          {text.forgot.account}
          <span className="font-medium [overflow-wrap:anywhere] text-slate-200">{email}</span>
        </p>
      )}
      <fieldset disabled={isSubmitting} className="space-y-5">
        {askEmail && (
          <TextField label={text.common.email} type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        )}
        <TextField label={text.forgot.token} autoComplete="one-time-code" spellCheck={false} required {...form.register('token')} />
        <PasswordField label={text.forgot.newPassword} autoComplete="new-password" hint={translate(PASSWORD_RULES[complexity].hint)} {...form.register('newPassword')} />
        <PasswordField label={text.forgot.confirmNewPassword} autoComplete="new-password" {...form.register('confirmPassword')} />
      </fieldset>
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyText={text.forgot.resetting}>
        {text.forgot.resetButton}
      </Button>
    </form>
  );
}

function DoneStep({ message }: { message: string }) {
  const { text } = useTexts(authTexts);
  const serverTexts = useDomainTable(SERVER_TEXTS);
  const translate = useTranslateText();
  return (
    <div className="space-y-6">
      <SuccessBox heading={text.forgot.updatedHeading}>{message ? translate(message) : serverTexts.resetDone}</SuccessBox>
      <Link to={paths.signIn} className={buttonClasses('primary', 'lg', 'w-full')}>
        {text.common.signInButton}
      </Link>
    </div>
  );
}
