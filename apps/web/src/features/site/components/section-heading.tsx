import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { Reveal } from './reveal';

interface SectionHeadingProps {
  /** Becomes the h2's id; the enclosing Section points at it. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
}

/** The eyebrow, h2 and lead that open every section. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'left', className }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Reveal className={cx('max-w-3xl', centered && 'mx-auto text-center', className)}>
      {eyebrow && <Eyebrow centered={centered}>{eyebrow}</Eyebrow>}
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">{lead}</p>}
    </Reveal>
  );
}

/** The small gold label above a heading. */
export function Eyebrow({ children, centered = false }: { children: ReactNode; centered?: boolean }) {
  return (
    <p
      className={cx(
        'mb-4 flex items-center gap-3 text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase rtl:text-sm rtl:tracking-normal',
        centered && 'justify-center',
      )}
    >
      <span aria-hidden="true" className="h-px w-8 bg-linear-to-r from-transparent to-gold-400" />
      {children}
      {centered && <span aria-hidden="true" className="h-px w-8 bg-linear-to-l from-transparent to-gold-400" />}
    </p>
  );
}
