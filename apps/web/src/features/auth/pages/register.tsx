import {
  ACCOUNT_TEXTS,
  PASSWORD_RULES,
  TEXTS,
  TIMING,
  paths,
  registrationFormError,
  registrationFormSchema,
  registrationPayloadSchema,
  type RegistrationForm,
} from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import { api, errorMessage } from '@/lib/api-client';
import { company } from '@/lib/company';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { usePlatformStatus } from '@/lib/use-platform-status';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { authTexts } from '../texts';

/**
 * Field-level checks: the required names and a well-formed email, with the server's own rules.
 * `raw` keeps the values as typed; the spec-5 checks then run in order on submit.
 */
const fieldSchema = registrationFormSchema.extend({
  firstName: registrationPayloadSchema.shape.firstName,
  lastName: registrationPayloadSchema.shape.lastName,
  email: registrationPayloadSchema.shape.email,
});

const defaultValues: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

interface FormError {
  heading: string;
  message: string;
}

/**
 * Account creation (/register, spec 2.14 and 5): a trader's account, or a seller's from 'Register for Selling Access'
 * (/register?as=seller); the title and the button say which.
 */
export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const accountType = search.get('as') === 'seller' ? 'seller' : 'trader';
  const { text } = useTexts(authTexts);
  const domainTexts = useDomainTable(TEXTS);
  const account = useDomainTable(ACCOUNT_TEXTS);
  const translate = useTranslateText();
  const language = useLanguage();
  const texts = text.register[accountType];
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(fieldSchema, undefined, { raw: true }),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<FormError | null>(null);
  const [success, setSuccess] = useState<{ message: string; email: string } | null>(null);
  // The settings say up front whether registration is open and which password rule applies; the server decides.
  const status = usePlatformStatus().data;
  const complexity = status?.passwordComplexity ?? 'high';
  const closed = status?.allowNewRegistrations === false;

  // Spec 2.14: after the success message, on to the sign-in page (with the new email filled in).
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(
      () => navigate(paths.signIn, { replace: true, state: { email: success.email } }),
      TIMING.redirectAfterRegistrationMs,
    );
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    const problem = registrationFormError(values, complexity);
    if (problem) {
      setFormError({ heading: domainTexts.errorHeading, message: translate(problem) });
      return;
    }
    try {
      const payload = registrationPayloadSchema.parse({ ...values, accountType, language });
      const response = await api.post<{ success: boolean; message: string }>('/auth/register', payload, { retryOn401: false });
      setSuccess({ message: response.message, email: payload.email });
    } catch (err) {
      setFormError({ heading: domainTexts.registrationFailedHeading, message: errorMessage(err, domainTexts.registrationFailed) });
    }
  });

  const locked = isSubmitting || success !== null || closed;

  return (
    <AuthCard
      width="lg"
      eyebrow={text.register.eyebrow}
      title={texts.title}
      subtitle={texts.subtitle}
      footer={
        <div className="space-y-2">
          <p>
            {text.register.haveAccount}{' '}
            <Link to={paths.signIn} className={authLinkClasses}>
              {text.common.signInLink}
            </Link>
          </p>
          <p>
            {text.register.questions}{' '}
            <a href={`mailto:${company.mailboxes.support}`} className={authLinkClasses}>
              {company.mailboxes.support}
            </a>
          </p>
        </div>
      }
    >
      {/* Spec 2.14: the button stays disabled while an error is shown; editing any field clears it. */}
      <form onSubmit={onSubmit} onChange={() => setFormError(null)} noValidate className="space-y-5" aria-label={text.register.formLabel}>
        {closed && <ErrorBox heading={text.register.closedHeading}>{account.registrationClosed}</ErrorBox>}
        {formError && <ErrorBox heading={formError.heading}>{formError.message}</ErrorBox>}
        {success && <SuccessBox heading={text.register.createdHeading}>{translate(success.message)}</SuccessBox>}
        <fieldset disabled={locked} className="space-y-5">
          <legend className="sr-only">{text.register.details}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={text.register.firstName} autoComplete="given-name" required error={errors.firstName && translate(errors.firstName.message ?? '')} {...form.register('firstName')} />
            <TextField label={text.register.lastName} autoComplete="family-name" required error={errors.lastName && translate(errors.lastName.message ?? '')} {...form.register('lastName')} />
          </div>
          <EmailField error={errors.email && translate(errors.email.message ?? '')} {...form.register('email')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={text.register.companyName} autoComplete="organization" {...form.register('companyName')} />
            <TextField label={text.register.phoneNumber} type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <TextField
              label={text.common.password}
              type="password"
              autoComplete="new-password"
              revealable
              required
              hint={translate(PASSWORD_RULES[complexity].hint)}
              {...form.register('password')}
            />
            <TextField
              label={text.register.confirmPassword}
              type="password"
              autoComplete="new-password"
              revealable
              required
              {...form.register('confirmPassword')}
            />
          </div>
          <Checkbox label={text.register.acceptTerms} {...form.register('acceptTerms')} />
        </fieldset>
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={isSubmitting}
          busyText={domainTexts.creatingAccount}
          disabled={formError !== null || success !== null || closed}
        >
          {texts.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
