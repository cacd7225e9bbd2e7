import { TEXTS } from '@ctp/domain/texts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { cx } from './cx';

interface BoxProps {
  heading?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Spec 8: errors in forms appear in a red box headed 'Error'. role="alert" makes screen readers
 * announce it as soon as it appears.
 */
export function ErrorBox({ heading, children, className }: BoxProps) {
  const texts = useDomainTable(TEXTS);
  return (
    <div
      role="alert"
      className={cx('flex gap-3 rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-3 text-sm text-red-100', className)}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-400" />
      <div>
        <p className="font-semibold text-red-300">{heading ?? texts.errorHeading}</p>
        <div className="mt-0.5 leading-relaxed">{children}</div>
      </div>
    </div>
  );
}

/** A green confirmation box; role="status" announces it politely. */
export function SuccessBox({ heading, children, className }: BoxProps) {
  return (
    <div
      role="status"
      className={cx(
        'flex gap-3 rounded-lg border border-emerald-500/40 bg-emerald-950/40 px-4 py-3 text-sm text-emerald-50',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
      <div>
        {heading && <p className="font-semibold text-emerald-300">{heading}</p>}
        <div className={cx('leading-relaxed', heading && 'mt-0.5')}>{children}</div>
      </div>
    </div>
  );
}
