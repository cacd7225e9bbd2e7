import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@ctp/domain/error-codes';
import {
  INQUIRY_LIMITS,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  inquiryRequestSchema,
  type InquiryRequest,
  type ValidInquiry,
} from '@ctp/domain/inquiries';
import { Send } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { ErrorBox, SuccessBox } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { company, mailtoHref } from '../../../lib/company';
import { SelectField, TextAreaField } from './form-controls';
import { useSendInquiry } from './send-inquiry';

const EMPTY: InquiryRequest = {
  name: '',
  email: '',
  company: '',
  phone: '',
  // No type until the visitor picks one; the schema then asks for it.
  inquiryType: '' as InquiryRequest['inquiryType'],
  subject: '',
  message: '',
  website: '',
};

const FIELDS = new Set<string>(Object.keys(EMPTY));

/** For useSyncExternalStore: false in the server snapshot (and while hydrating), true after. */
const subscribeToNothing = () => () => {};

/** What went wrong, in words a visitor can act on; what they typed stays in the form. */
function failureText(error: unknown): string {
  const general = company.mailboxes.general;
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.network || error.status === 0) {
      return `We could not reach our server. Please check your connection and try again, or email us at ${general}.`;
    }
    if (error.status === 429) {
      return `You have sent several messages in a short time. Please try again later, or email us at ${general}.`;
    }
    if (error.status === 400) return 'Some details need your attention. Please check the highlighted fields and try again.';
  }
  return `Your message could not be sent just now. Please try again in a moment, or email us at ${general}.`;
}

/** Puts the server's field messages (400 details) next to the fields they belong to. */
function serverFieldErrors(error: unknown): { field: Path<InquiryRequest>; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && FIELDS.has(path) && typeof message === 'string'
      ? [{ field: path as Path<InquiryRequest>, message }]
      : [];
  });
}

/**
 * The contact form of spec 2.12. It validates with the same schema as the server, sends the
 * inquiry, and either confirms or explains the failure while keeping every value typed.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<InquiryRequest, unknown, ValidInquiry>({
    resolver: zodResolver(inquiryRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const chosenType = useWatch({ control, name: 'inquiryType' });
  const { state, send, reset: resetSending } = useSendInquiry();
  // The prerendered form cannot send anything until React has hydrated it; until then its button
  // stays disabled, so an early click never submits the fields as a plain GET into the URL.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const startingOver = useRef(false);
  const sent = state.status === 'success';

  // Focus follows the visitor: to the confirmation once sent, back to the first field on a new message.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
    else if (startingOver.current) {
      startingOver.current = false;
      setFocus('name');
    }
  }, [sent, setFocus]);

  const onSubmit = handleSubmit((inquiry) =>
    send(inquiry, (error) => {
      for (const { field, message } of serverFieldErrors(error)) setError(field, { type: 'server', message });
    }),
  );

  if (state.status === 'success') {
    return (
      <div ref={confirmationRef} tabIndex={-1} className="outline-none">
        <SuccessBox heading="Message sent">{state.data.message}</SuccessBox>
        <p className="mt-6 text-sm leading-relaxed text-slate-300">
          For anything urgent on an active trade, our desk is available 24/7 at{' '}
          <a href={mailtoHref(company.mailboxes.trading)} className="font-medium text-gold-300 underline decoration-gold-500/40 underline-offset-4 hover:decoration-gold-300">
            {company.mailboxes.trading}
          </a>
          .
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            startingOver.current = true;
            reset(EMPTY);
            resetSending();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby="contact-form-note"
      data-hydrated={hydrated || undefined}
      className="relative space-y-5"
    >
      <p id="contact-form-note" className="text-sm text-slate-400">
        Fields marked <span className="text-gold-400">*</span> are required.
      </p>

      {state.status === 'error' && <ErrorBox>{failureText(state.error)}</ErrorBox>}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          required
          autoComplete="name"
          maxLength={INQUIRY_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={INQUIRY_LIMITS.email}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          maxLength={INQUIRY_LIMITS.company}
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={INQUIRY_LIMITS.phone}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>

      <SelectField
        label="Inquiry type"
        required
        error={errors.inquiryType?.message}
        className={chosenType ? undefined : '[&_select]:text-slate-400'}
        {...register('inquiryType')}
      >
        <option value="">Select an inquiry type</option>
        {INQUIRY_TYPES.map((type) => (
          <option key={type} value={type}>
            {INQUIRY_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>

      <TextField label="Subject" required maxLength={INQUIRY_LIMITS.subject} error={errors.subject?.message} {...register('subject')} />

      <TextAreaField
        label="Message"
        required
        rows={6}
        maxLength={INQUIRY_LIMITS.message}
        hint={`Up to ${INQUIRY_LIMITS.message.toLocaleString('en-US')} characters.`}
        error={errors.message?.message}
        {...register('message')}
      />

      {/* A honeypot for bots: hidden from people and assistive technology, so a value in it means a bot. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website (leave this empty)</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-slate-400 sm:max-w-xs">
          We use your details only to answer your inquiry.
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated}
          busy={state.status === 'pending'}
          busyText="Sending..."
          className="sm:min-w-44"
        >
          <Send aria-hidden="true" className="size-4" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
