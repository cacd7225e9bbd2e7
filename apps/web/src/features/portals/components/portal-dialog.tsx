import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

interface PortalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Wider dialogs for detail views and previews. */
  size?: 'md' | 'lg' | 'xl';
  /** Keeps the dialog open against Escape and outside clicks (an upload in flight). */
  locked?: boolean;
}

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/** The portals' modal: a dark, gold-edged panel over a blurred page (Radix keeps focus inside and restores it). */
export function PortalDialog({ open, onOpenChange, title, description, children, size = 'md', locked = false }: PortalDialogProps) {
  const block = (event: Event) => {
    if (locked) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (locked && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl border border-white/10 bg-ink-800 shadow-2xl shadow-black/60 ring-1 ring-gold-500/10 focus:outline-none',
            WIDTHS[size],
          )}
        >
          <div className="flex items-start gap-4 border-b border-white/5 bg-linear-to-r from-gold-500/10 via-transparent to-transparent px-6 py-5">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-white">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-slate-400">{description}</Dialog.Description>}
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={locked}
              className="-mr-2 rounded-md p-1.5 text-slate-400 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400 disabled:opacity-40"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
