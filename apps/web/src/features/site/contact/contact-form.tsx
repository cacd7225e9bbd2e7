import { ERROR_CODES } from '@ctp/domain/error-codes';
import { INQUIRY_FIELDS, INQUIRY_LIMITS, INQUIRY_TYPES, INQUIRY_TYPE_LABELS } from '@ctp/domain/inquiry-constants';
import { Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { company, mailtoHref } from '@/lib/company';
import { formatNumber } from '@/lib/format';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts, type TextFunction } from '@/lib/i18n/texts';
import type { ContactFormEngine, FieldMessages, InquiryField } from './contact-form-engine';
import { contactFormTexts } from './contact-form.texts';
import { useSendInquiry } from './send-inquiry';

/** Every field of the form, to tell the server's field messages from others. */
const FIELDS = new Set<string>(INQUIRY_FIELDS satisfies readonly InquiryField[]);

/** For useSyncExternalStore: false in the server snapshot (and while hydrating), true after. */
const subscribeToNothing = () => () => {};
const NO_MESSAGES: FieldMessages = {};
const noMessages = () => NO_MESSAGES;

/** What went wrong, in words a visitor can act on; what they typed stays in the form. */
function failureText(error: unknown, t: TextFunction<typeof contactFormTexts.en>): string {
  const values = { email: company.mailboxes.general };
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.network || error.status === 0) return t('failures.network', values);
    if (error.status === 429) return t('failures.tooMany', values);
    if (error.status === 400) return t('failures.invalid');
  }
  return t('failures.other', values);
}

/** Puts the server's field messages (400 details) next to the fields they belong to. */
function serverFieldErrors(error: unknown): { field: InquiryField; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && FIELDS.has(path) && typeof message === 'string'
      ? [{ field: path as InquiryField, message }]
      : [];
  });
}

/** Loads the form library: react-hook-form, the zod resolver and the schema (contact-form-engine.ts). */
const loadEngine = () => import('./contact-form-engine').then(({ createContactFormEngine }) => createContactFormEngine());

/**
 * The contact form of spec 2.12. It validates with the same schema as the server, sends the
 * inquiry, and either confirms or explains the failure while keeping every value typed.
 *
 * Why it starts without its form library: react-hook-form, the resolver and zod are most of the
 * page's script, and a visitor who only reads the page never needs them. So this component renders
 * the whole form (the prerendered HTML reads and works with assistive technology before any script)
 * with plain uncontrolled inputs, and loads the library on the first focus, pointer press or key
 * press inside the form, or on submit. The library then attaches to the same inputs: this is the one
 * definition of the markup, nothing is remounted, and what was typed before it arrived stays (see
 * createContactFormEngine). A submit made before it arrives runs as soon as it has.
 */
export function ContactForm() {
  const { text, t } = useTexts(contactFormTexts);
  const translate = useTranslateText();
  const typeLabels = useDomainTable(INQUIRY_TYPE_LABELS);
  const [engine, setEngine] = useState<ContactFormEngine | null>(null);
  /** Why the library could not be loaded for a submit (offline, say); shown like a failed send. */
  const [loadError, setLoadError] = useState<unknown>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitWhenLoaded = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messages = useSyncExternalStore(engine?.subscribe ?? subscribeToNothing, engine?.messages ?? noMessages, noMessages);
  const { state, send, reset: resetSending } = useSendInquiry();
  // The prerendered form cannot send anything until React has hydrated it; until then its button
  // stays disabled, so an early click never submits the fields as a plain GET into the URL.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const startingOver = useRef(false);
  const sent = state.status === 'success';

  const startLoading = useCallback(() => {
    loading.current ??= loadEngine().then(setEngine, (error: unknown) => {
      loading.current = null; // the next interaction tries again
      if (submitWhenLoaded.current) {
        submitWhenLoaded.current = false;
        setLoadError(error);
      }
    });
  }, []);

  const submitWith = useCallback(
    (current: ContactFormEngine) =>
      current.submit((inquiry) =>
        send(inquiry, (error) => {
          for (const { field, message } of serverFieldErrors(error)) current.setServerError(field, message);
        }),
      ),
    [send],
  );

  // Someone who started typing before the page hydrated is already in the form.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) startLoading();
  }, [startLoading]);

  useEffect(() => {
    if (engine && submitWhenLoaded.current) {
      submitWhenLoaded.current = false;
      void submitWith(engine);
    }
  }, [engine, submitWith]);

  // Focus follows the visitor: to the confirmation once sent, back to the first field on a new message.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
    else if (startingOver.current) {
      startingOver.current = false;
      engine?.focus('name');
    }
  }, [sent, engine]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoadError(null);
    if (engine) {
      void submitWith(engine);
    } else {
      submitWhenLoaded.current = true;
      startLoading();
    }
  };

  /** What each input carries: its name alone until the library is here, then the library's bindings. */
  const bind = (field: InquiryField) => (engine ? engine.register(field) : { name: field });
  const failure = state.status === 'error' ? state.error : loadError;
  /** A field's message (the schema's or the server's, in English) in the reader's language. */
  const errorOf = (field: InquiryField) => {
    const message = messages[field];
    return message === undefined ? undefined : translate(message);
  };

  if (state.status === 'success') {
    return (
      <div ref={confirmationRef} tabIndex={-1} className="outline-none">
        <SuccessBox heading={text.sent}>{translate(state.data.message)}</SuccessBox>
        <p className="mt-6 text-sm leading-relaxed text-slate-300">
          {text.urgentBefore}{' '}
          <a href={mailtoHref(company.mailboxes.trading)} className="font-medium text-gold-300 underline decoration-gold-500/40 underline-offset-4 hover:decoration-gold-300">
            {company.mailboxes.trading}
          </a>
          {text.urgentAfter}
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            startingOver.current = true;
            engine?.clear();
            resetSending();
          }}
        >
          {text.another}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={startLoading}
      onPointerDown={startLoading}
      onKeyDown={startLoading}
      aria-describedby="contact-form-note"
      data-hydrated={hydrated || undefined}
      className="relative space-y-5"
    >
      <p id="contact-form-note" className="text-sm text-slate-400">
        {text.requiredBefore} <span className="text-gold-400">*</span> {text.requiredAfter}
      </p>

      {failure != null && <ErrorBox>{failureText(failure, t)}</ErrorBox>}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.fields.name}
          required
          autoComplete="name"
          maxLength={INQUIRY_LIMITS.name}
          error={errorOf('name')}
          {...bind('name')}
        />
        <TextField
          label={text.fields.email}
          type="email"
          required
          autoComplete="email"
          maxLength={INQUIRY_LIMITS.email}
          error={errorOf('email')}
          {...bind('email')}
        />
        <TextField
          label={text.fields.company}
          autoComplete="organization"
          maxLength={INQUIRY_LIMITS.company}
          error={errorOf('company')}
          {...bind('company')}
        />
        <TextField
          label={text.fields.phone}
          type="tel"
          autoComplete="tel"
          maxLength={INQUIRY_LIMITS.phone}
          error={errorOf('phone')}
          {...bind('phone')}
        />
      </div>

      <Select
        label={text.fields.inquiryType}
        required
        error={errorOf('inquiryType')}
        // The placeholder option reads dimmer; a required select is :invalid while it is chosen.
        className="[&_select:invalid]:text-slate-400"
        {...bind('inquiryType')}
      >
        <option value="">{text.chooseType}</option>
        {INQUIRY_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabels[type]}
          </option>
        ))}
      </Select>

      <TextField label={text.fields.subject} required maxLength={INQUIRY_LIMITS.subject} error={errorOf('subject')} {...bind('subject')} />

      <TextArea
        label={text.fields.message}
        required
        rows={6}
        inputClassName="min-h-36"
        maxLength={INQUIRY_LIMITS.message}
        hint={t('messageHint', { count: INQUIRY_LIMITS.message, limit: formatNumber(INQUIRY_LIMITS.message) })}
        error={errorOf('message')}
        {...bind('message')}
      />

      {/* A honeypot for bots: hidden from people and assistive technology, so a value in it means a bot. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{text.honeypot}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...bind('website')} />
      </div>

      <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-slate-400 sm:max-w-xs">
          {text.privacy}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated}
          busy={state.status === 'pending'}
          busyText={text.sending}
          className="sm:min-w-44"
        >
          <Send aria-hidden="true" className="size-4" />
          {text.send}
        </Button>
      </div>
    </form>
  );
}
