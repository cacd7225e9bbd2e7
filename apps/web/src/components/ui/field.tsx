import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTexts } from '@/lib/i18n/texts';
import { cx } from './cx';
import { fieldAria, fieldBorder, FieldFrame } from './field-frame';
import { uiTexts } from './texts';

/**
 * A text control's look; its edge comes from fieldBorder. A disabled one keeps its text readable (4.5:1, as
 * the placeholder's muted tone): it shows as disabled by its greyed text and filled background, not by fading.
 */
export const inputClasses =
  'block w-full rounded-lg border bg-ink-950/60 px-3.5 py-2.5 text-[15px] text-white placeholder:text-slate-500 ' +
  'shadow-inner shadow-black/20 transition outline-none ' +
  'focus-visible:border-gold-400 focus-visible:ring-2 focus-visible:ring-gold-400/30 focus-visible:outline-none ' +
  'disabled:bg-white/5 disabled:text-slate-400 disabled:cursor-not-allowed';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  /** A field-level message; the input gets aria-invalid and points at it with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Password inputs get a show/hide toggle. */
  revealable?: boolean;
  id?: string;
}

/**
 * A labelled input. The error line is a polite live region that is always in the DOM, so a message
 * that appears in it is announced; the hint and the error are both wired through aria-describedby.
 */
export function TextField({ label, error, hint, revealable = false, id, className, type = 'text', required, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const { text } = useTexts(uiTexts);

  return (
    <FieldFrame id={inputId} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          required={required}
          {...fieldAria(inputId, hint, error)}
          className={cx(inputClasses, fieldBorder(error), revealable && 'pe-11')}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? text.hidePassword : text.showPassword}
            aria-pressed={revealed}
            aria-controls={inputId}
            disabled={rest.disabled}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-400 hover:text-gold-300 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed"
          >
            {revealed ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'revealable' | 'required'> {
  /** Which password the browser's password manager should offer or save. */
  autoComplete: 'current-password' | 'new-password';
}

/** A required password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" revealable required {...props} />;
}
