import { useEffect, useRef, type ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Small gold line above the title. */
  eyebrow?: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: 'md' | 'lg';
  /** Change it to move keyboard and screen-reader focus to the title (a multi-step flow's new step). */
  focusKey?: string;
}

/** The centred card the sign-in, registration and password-reset pages share. */
export function AuthCard({ title, subtitle, eyebrow, children, footer, width = 'md', focusKey }: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(focusKey);
  useEffect(() => {
    if (shownKey.current === focusKey) return;
    shownKey.current = focusKey;
    headingRef.current?.focus();
  }, [focusKey]);

  return (
    <main className="relative isolate flex min-h-screen items-start justify-center overflow-hidden px-4 pt-28 pb-16 sm:items-center sm:pt-32">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(212,175,55,0.14),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-px bg-linear-to-r from-transparent via-gold-500/40 to-transparent"
      />
      <div className={cx('w-full', width === 'lg' ? 'max-w-xl' : 'max-w-md')}>
        <Card className="p-6 sm:p-9">
          <div className="mb-7 text-center">
            <BrandMark className="mx-auto mb-4 size-12" />
            {eyebrow && <p className="mb-1 text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">{eyebrow}</p>}
            <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-white outline-none sm:text-[28px]">
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-sm leading-relaxed text-slate-400">{subtitle}</p>}
          </div>
          {children}
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-slate-400">{footer}</div>}
      </div>
    </main>
  );
}

/** A gold text link for the auth pages. */
export const authLinkClasses =
  'font-medium text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 rounded-sm';
