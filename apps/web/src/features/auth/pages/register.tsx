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
import { usePlatformStatus } from '@/lib/use-platform-status';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { REGISTRATION_TEXTS } from '../texts';

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
  const texts = REGISTRATION_TEXTS[accountType];
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
      setFormError({ heading: TEXTS.errorHeading, message: problem });
      return;
    }
    try {
      const payload = registrationPayloadSchema.parse({ ...values, accountType });
      const response = await api.post<{ success: boolean; message: string }>('/auth/register', payload, { retryOn401: false });
      setSuccess({ message: response.message, email: payload.email });
    } catch (err) {
      setFormError({ heading: TEXTS.registrationFailedHeading, message: errorMessage(err, TEXTS.registrationFailed) });
    }
  });

  const locked = isSubmitting || success !== null || closed;

  return (
    <AuthCard
      width="lg"
      eyebrow="Client Onboarding"
      title={texts.title}
      subtitle={texts.subtitle}
      footer={
        <div className="space-y-2">
          <p>
            Already have an account?{' '}
            <Link to={paths.signIn} className={authLinkClasses}>
              Sign in
            </Link>
          </p>
          <p>
            Questions about onboarding?{' '}
            <a href={`mailto:${company.mailboxes.support}`} className={authLinkClasses}>
              {company.mailboxes.support}
            </a>
          </p>
        </div>
      }
    >
      {/* Spec 2.14: the button stays disabled while an error is shown; editing any field clears it. */}
      <form onSubmit={onSubmit} onChange={() => setFormError(null)} noValidate className="space-y-5" aria-label="Create account">
        {closed && <ErrorBox heading="Registration closed">{ACCOUNT_TEXTS.registrationClosed}</ErrorBox>}
        {formError && <ErrorBox heading={formError.heading}>{formError.message}</ErrorBox>}
        {success && <SuccessBox heading="Account created">{success.message}</SuccessBox>}
        <fieldset disabled={locked} className="space-y-5">
          <legend className="sr-only">Your details</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
            <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...form.register('lastName')} />
          </div>
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Company name" autoComplete="organization" {...form.register('companyName')} />
            <TextField label="Phone number" type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              revealable
              required
              hint={PASSWORD_RULES[complexity].hint}
              {...form.register('password')}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              revealable
              required
              {...form.register('confirmPassword')}
            />
          </div>
          <Checkbox label="I accept the Terms of Service and Privacy Policy" {...form.register('acceptTerms')} />
        </fieldset>
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={isSubmitting}
          busyText={TEXTS.creatingAccount}
          disabled={formError !== null || success !== null || closed}
        >
          {texts.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
