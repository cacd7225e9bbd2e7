import type { User } from '@ctp/domain';
import { BadgeCheck, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatDateTime, formatRole } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { profileTexts } from '../texts';

/** Who the account is, as the server holds it: the parts a user cannot change themselves. */
export function AccountSummary({ user }: { user: User }) {
  const { text } = useTexts(profileTexts);
  const labels = text.summary;
  const initials = ((user.firstName[0] ?? '') + (user.lastName[0] ?? '')).toUpperCase() || (user.email[0] ?? '?').toUpperCase();
  return (
    <Card className="overflow-hidden">
      <div className="relative border-b border-white/5 bg-linear-to-br from-gold-500/15 via-ink-800 to-ink-800 px-6 py-6">
        <div className="flex items-center gap-4">
          {/* A picture of the name beside it: read once, as the name. */}
          <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-2xl border border-gold-500/40 bg-ink-900 text-lg font-semibold text-gold-300">
            {initials}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-white">{`${user.firstName} ${user.lastName}`.trim() || user.email}</p>
            <p className="text-sm text-gold-300">{formatRole(user.role)}</p>
            {user.companyName && <p className="truncate text-sm text-slate-400">{user.companyName}</p>}
          </div>
        </div>
      </div>
      <dl className="space-y-4 px-6 py-5">
        <Item term={labels.email}>
          <span className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="[overflow-wrap:anywhere]">{user.email}</span>
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 text-xs text-emerald-300">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {labels.verified}
              </span>
            ) : (
              <span className="text-xs text-amber-300">{labels.notVerified}</span>
            )}
          </span>
        </Item>
        <Item term={labels.role}>{formatRole(user.role)}</Item>
        <Item term={labels.status}>
          <StatusBadge value={user.status} />
        </Item>
        <Item term={labels.kycStatus}>
          <StatusBadge value={user.kycStatus} />
        </Item>
        <Item term={labels.memberSince}>{formatDate(user.createdAt)}</Item>
        <Item term={labels.lastSignIn}>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '—'}</Item>
      </dl>
      <p className="border-t border-white/5 px-6 py-4 text-xs text-slate-500">
        {labels.managed}
      </p>
    </Card>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{term}</dt>
      <dd className="text-sm text-slate-100 sm:text-end">{children}</dd>
    </div>
  );
}
