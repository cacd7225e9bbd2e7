import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../../components/ui/cx';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** One line under the title; screen readers read it as the dialog's description. */
  description?: ReactNode;
  /** Small caps line above the title (the kind of thing shown). */
  eyebrow?: ReactNode;
  /** Badges next to the eyebrow. */
  badges?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The portals' modal dialog on Radix: focus is trapped and returned, Escape and the overlay close it,
 * and the title and description name it for screen readers. The body scrolls; header and footer stay.
 */
export function DialogFrame({ open, onOpenChange, title, description, eyebrow, badges, size = 'lg', children, footer }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden',
            'rounded-2xl border border-gold-500/20 bg-ink-800 shadow-2xl shadow-black/70 ring-1 ring-white/5 focus:outline-none',
            size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <div className="relative border-b border-white/5 bg-linear-to-r from-gold-500/10 via-transparent to-transparent px-6 pt-5 pb-4 pr-14">
            {(eyebrow || badges) && (
              <div className="mb-2 flex flex-wrap items-center gap-2">
                {eyebrow && <span className="text-[11px] font-semibold tracking-[0.18em] text-gold-400 uppercase">{eyebrow}</span>}
                {badges}
              </div>
            )}
            <Dialog.Title className="text-xl font-semibold tracking-tight text-white">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-slate-400">{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
            <Dialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 rounded-md p-1.5 text-slate-400 transition hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && <div className="flex flex-wrap items-center justify-end gap-3 border-t border-white/5 bg-ink-900/60 px-6 py-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
