import * as RadixDialog from '@radix-ui/react-dialog';
import { X, type LucideIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/i18n/texts';
import { ErrorBox } from './alert';
import { Button } from './button';
import { cx } from './cx';
import { uiTexts } from './texts';
import { useOverflows } from './use-overflows';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** One line under the title; screen readers read it as the dialog's description. */
  description?: ReactNode;
  /** Small caps line above the title (the kind of thing shown), with badges beside it. */
  eyebrow?: ReactNode;
  badges?: ReactNode;
  /** Wider dialogs for detail views and previews. */
  size?: 'md' | 'lg' | 'wide' | 'xl';
  /** Keeps the dialog open against Escape and outside clicks (an upload in flight). */
  locked?: boolean;
  children: ReactNode;
  /** Actions that stay in view under a scrolling body. */
  footer?: ReactNode;
}

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-2xl', wide: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * The portals' modal on Radix: a dark, gold-edged panel over a blurred page. Focus is trapped and
 * returned, Escape and the overlay close it (unless locked), and the title (and description) name it
 * for screen readers. The body scrolls; header and footer stay.
 */
export function Dialog({ open, onOpenChange, title, description, eyebrow, badges, size = 'md', locked = false, children, footer }: DialogProps) {
  const block = (event: Event) => {
    if (locked) event.preventDefault();
  };
  // Radix returns focus on close to a Dialog.Trigger only; these dialogs are opened by any button (a row, an
  // action), so focus goes back to whatever had it when the dialog opened, if it is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  const { text } = useTexts(uiTexts);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (locked && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden',
            'rounded-2xl border border-white/10 bg-ink-800 shadow-2xl shadow-black/60 ring-1 ring-gold-500/10 focus:outline-none',
            WIDTHS[size],
          )}
        >
          <div className="flex items-start gap-4 border-b border-white/5 bg-linear-to-r from-gold-500/10 via-transparent to-transparent px-6 py-5">
            <div className="min-w-0 flex-1">
              {(eyebrow || badges) && (
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  {eyebrow && <span className="text-[11px] font-semibold tracking-[0.18em] text-gold-400 uppercase">{eyebrow}</span>}
                  {badges}
                </div>
              )}
              <RadixDialog.Title className="text-lg font-semibold text-white">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-slate-400">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close
              aria-label={text.close}
              disabled={locked}
              className="-me-2 rounded-md p-1.5 text-slate-400 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400 disabled:opacity-40"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <DialogBody>{children}</DialogBody>
          {footer && <div className="flex flex-wrap items-center justify-end gap-3 border-t border-white/5 bg-ink-900/60 px-6 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's scrolling middle; while its content overflows it is a Tab stop, so the keyboard can scroll it (the dialog names it). */
function DialogBody({ children }: { children: ReactNode }) {
  const { box, content, overflows } = useOverflows();
  return (
    <div ref={box} tabIndex={overflows ? 0 : undefined} className="flex-1 overflow-y-auto px-6 py-5 focus-visible:-outline-offset-2">
      <div ref={content}>{children}</div>
    </div>
  );
}

interface DialogActionsProps {
  /** The failed attempt, shown above the buttons so the user can try again. */
  error?: unknown;
  /** What the error box says when the server gave no message. */
  errorText: string;
  label: ReactNode;
  /** The action button's text while it runs ('Suspending...'). */
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone. */
  variant?: 'primary' | 'danger';
  /** Without onConfirm the action button submits the dialog's form. */
  onConfirm?: () => void;
  disabled?: boolean;
}

/** The foot of a dialog that acts: the failure, if any, then Cancel and the action. */
export function DialogActions({ error, errorText, label, busyLabel, busy, onCancel, cancelLabel, variant = 'primary', onConfirm, disabled }: DialogActionsProps) {
  const { text } = useTexts(uiTexts);
  return (
    <>
      {error ? (
        <ErrorBox>
          <p>{errorMessage(error, errorText)}</p>
        </ErrorBox>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? text.cancel}
        </Button>
        <Button variant={variant} type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} busy={busy} busyText={busyLabel} disabled={disabled}>
          {label}
        </Button>
      </div>
    </>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmIcon?: LucideIcon;
  /** The confirm button's text while the action runs ('Deleting...'). */
  busyLabel: string;
  busy: boolean;
  /** The failed attempt, shown in the dialog so the user can try again. */
  error?: unknown;
  /** What the error box says when the server gave no message (default '{confirmLabel} failed'). */
  errorText?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that takes effect at once or cannot be undone; the dialog stays while it runs. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmIcon: ConfirmIcon,
  busyLabel,
  busy,
  error,
  errorText,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTexts(uiTexts);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description} locked={busy}>
      <div className="space-y-4">
        <DialogActions
          error={error}
          errorText={errorText ?? t('actionFailed', { action: confirmLabel })}
          label={
            <>
              {ConfirmIcon && <ConfirmIcon aria-hidden="true" className="size-4" />}
              {confirmLabel}
            </>
          }
          busyLabel={busyLabel}
          busy={busy}
          onCancel={onClose}
          cancelLabel={cancelLabel}
          variant="danger"
          onConfirm={onConfirm}
        />
      </div>
    </Dialog>
  );
}
