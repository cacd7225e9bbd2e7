import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';

/** A call to action: a page of the site (`to`) or a mail link (`href`). */
export type Action = { label: string; variant?: ButtonVariant } & ({ to: string; href?: never } | { href: string; to?: never });

/** A call to action rendered as a large button-styled link. */
export function ActionLink({ action, className }: { action: Action; className?: string }) {
  const variant = action.variant ?? 'primary';
  const classes = buttonClasses(variant, 'lg', cx('group', className));
  const icon =
    action.href?.startsWith('mailto:') ? (
      <Mail aria-hidden="true" className="size-4" />
    ) : (
      <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5 motion-reduce:transition-none" />
    );
  if (action.to !== undefined) {
    return (
      <Link to={action.to} className={classes}>
        {action.label}
        {icon}
      </Link>
    );
  }
  return (
    <a href={action.href} className={classes}>
      {action.label}
      {icon}
    </a>
  );
}

export function ActionRow({ actions, className }: { actions: readonly Action[]; className?: string }) {
  return (
    <div className={cx('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {actions.map((action) => (
        <ActionLink key={action.label} action={action} />
      ))}
    </div>
  );
}
