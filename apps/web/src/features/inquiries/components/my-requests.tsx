import { PORTAL_INQUIRY_KIND_LABELS, PORTAL_INQUIRY_TEXTS, type PortalInquiryKind } from '@ctp/domain/inquiries';
import { FileText, Handshake, Inbox, PhoneCall, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useMyInquiries } from '../api/get-my-inquiries';
import { inLanguage } from '@ctp/domain/translations';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { inquiriesTexts } from '../texts';

const KIND_ICONS: Record<PortalInquiryKind, LucideIcon> = {
  'express-interest': Sparkles,
  proposal: Handshake,
  'information-package': FileText,
  'contact-sales': PhoneCall,
};

/** The signed-in user's own portal requests (GET /api/v1/inquiries/mine), newest first. */
export function MyRequests({ kinds, title, emptyText }: { kinds?: readonly PortalInquiryKind[]; title?: string; emptyText: string }) {
  const query = useMyInquiries();
  const items = query.data?.inquiries.filter((i) => !kinds || kinds.includes(i.kind)) ?? [];
  const headingId = useId();
  const { text, t, language } = useTexts(inquiriesTexts);
  const kindLabels = useDomainTable(PORTAL_INQUIRY_KIND_LABELS);
  const inquiryTexts = inLanguage(PORTAL_INQUIRY_TEXTS, language);
  // Status words a user reads; 'new' means our team has it and has not answered yet.
  const statusLabels: Record<string, string> = text.statuses;

  return (
    <Card className="p-6">
      <section aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-white">
            {title ?? text.yourRequests}
          </h2>
          {query.data && <span className="text-xs text-slate-400">{t('requests', { count: items.length })}</span>}
        </div>
        <div className="mt-4">
          {query.isPending && <Spinner label={text.loading} showLabel />}
          {query.isError && (
            <div className="space-y-3">
              <ErrorBox>{errorMessage(query.error, inquiryTexts.loadFailed)}</ErrorBox>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {text.retry}
              </Button>
            </div>
          )}
          {query.data && items.length === 0 && (
            <p className="flex items-center gap-3 rounded-xl border border-dashed border-white/10 px-4 py-5 text-sm text-slate-400">
              <Inbox aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              {emptyText}
            </p>
          )}
          {items.length > 0 && (
            <ul className="divide-y divide-white/5">
              {items.map((item) => {
                const Icon = KIND_ICONS[item.kind];
                return (
                  <li key={item.id} className="flex items-start gap-4 py-3.5 first:pt-0 last:pb-0">
                    <span aria-hidden="true" className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg border border-gold-500/20 bg-gold-500/10 text-gold-300">
                      <Icon className="size-4" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-slate-100">{item.subject}</p>
                      <p className="mt-0.5 text-xs text-slate-400">
                        {kindLabels[item.kind]} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                      </p>
                    </div>
                    <div className="shrink-0 text-end">
                      {item.amount !== null && <p className="text-sm font-semibold text-white tabular-nums">{formatMoney(item.amount, { decimals: 0 })}</p>}
                      <span className="mt-0.5 inline-flex items-center rounded-full border border-sky-500/30 bg-sky-500/10 px-2 py-0.5 text-[11px] font-medium text-sky-300">
                        {statusLabels[item.status] ?? item.status}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}
