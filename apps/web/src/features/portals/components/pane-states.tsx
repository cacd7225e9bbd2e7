import { TEXTS } from '@ctp/domain/texts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBox } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { errorMessage } from '../../../lib/api-client';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** A quiet panel for a list with nothing in it: an icon, what is missing, and what to do about it. */
export function EmptyState({ icon: Icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center px-6 py-12 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-2xl border border-gold-500/20 bg-gold-500/5 text-gold-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-white">{title}</p>
      {children && <div className="mt-1.5 max-w-sm text-sm text-slate-400">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

interface LoadErrorProps {
  /** Spec 8's text for this load ('Failed to load dashboard data'); the server's message follows when it sent one. */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: the red error box with the reason, and a Retry button. */
export function LoadError({ message, error, onRetry, retrying = false }: LoadErrorProps) {
  const detail = errorMessage(error, '');
  return (
    <div className="space-y-4">
      <ErrorBox heading={TEXTS.errorHeading}>
        <p>{message}</p>
        {detail && detail !== message && <p className="mt-1 text-red-200/80">{detail}</p>}
      </ErrorBox>
      <Button variant="secondary" onClick={onRetry} busy={retrying} busyText="Retrying...">
        Retry
      </Button>
    </div>
  );
}
