/**
 * The contact form's validation: react-hook-form, its zod resolver and the inquiry schema. The page
 * never imports this module statically; contact-form.tsx loads it with import() once a visitor starts
 * on the form, so none of it is in what /contact loads before any interaction.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { INQUIRY_FIELDS, inquiryRequestSchema, type InquiryRequest, type ValidInquiry } from '@ctp/domain/inquiries';
import { createFormControl, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';

export type InquiryField = keyof InquiryRequest;

/** Each field's current message, if it has one. */
export type FieldMessages = Readonly<Partial<Record<InquiryField, string>>>;

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

const FIELDS: readonly InquiryField[] = INQUIRY_FIELDS;

export interface ContactFormEngine {
  /** What a field spreads onto its input: its name, change and blur handlers, and a ref. */
  register: (field: InquiryField) => UseFormRegisterReturn<InquiryField>;
  /** Validates what is in the form; if it is valid, hands it on (focusing the first bad field otherwise). */
  submit: (onValid: (inquiry: ValidInquiry) => Promise<void>) => Promise<void>;
  setServerError: (field: InquiryField, message: string) => void;
  /** Empties every field, for a new message. */
  clear: () => void;
  focus: (field: InquiryField) => void;
  /** For useSyncExternalStore: the field messages change. */
  subscribe: (onChange: () => void) => () => void;
  messages: () => FieldMessages;
}

function messagesOf(errors: FieldErrors<InquiryRequest> | undefined): FieldMessages {
  const messages: Partial<Record<InquiryField, string>> = {};
  for (const field of FIELDS) {
    const message = errors?.[field]?.message;
    if (message) messages[field] = message;
  }
  return messages;
}

const sameMessages = (a: FieldMessages, b: FieldMessages) => FIELDS.every((field) => a[field] === b[field]);

/**
 * A form control made outside React (react-hook-form's createFormControl), so the component that
 * already renders the form can adopt it without remounting a single input. It has no default
 * values on purpose: when an input's ref is attached, react-hook-form then reads the value the
 * visitor typed before this module arrived instead of overwriting it.
 */
export function createContactFormEngine(): ContactFormEngine {
  const form = createFormControl<InquiryRequest, unknown, ValidInquiry>({
    resolver: zodResolver(inquiryRequestSchema),
    mode: 'onTouched',
  });
  let messages: FieldMessages = {};

  return {
    register: (field) => form.register(field),
    submit: (onValid) => form.handleSubmit(onValid)(),
    setServerError: (field, message) => form.setError(field, { type: 'server', message }),
    clear: () => form.reset(EMPTY),
    focus: (field) => form.setFocus(field),
    subscribe: (onChange) =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors }) => {
          const next = messagesOf(errors);
          if (sameMessages(next, messages)) return;
          messages = next;
          onChange();
        },
      }),
    messages: () => messages,
  };
}
