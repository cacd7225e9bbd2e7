import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

interface DangerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  busyText?: ReactNode;
}

/** The button that confirms something that cannot be undone (cancel a contract, delete a document). */
export function DangerButton({ busy = false, busyText, disabled, className, children, type = 'button', ...rest }: DangerButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(
        'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 text-sm font-semibold tracking-wide text-white shadow-lg shadow-red-950/40 transition',
        'hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-400 enabled:active:translate-y-px',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...rest}
    >
      {busy && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current motion-reduce:animate-none" />
      )}
      {busy && busyText ? busyText : children}
    </button>
  );
}
