import {
  ADMIN_INQUIRY_TEXTS,
  INQUIRY_SOURCE_LABELS,
  INQUIRY_SOURCES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type AdminInquiry,
  type InquirySource,
  type InquiryStatus,
} from '@ctp/domain';
import { LIMITS } from '@ctp/domain/constants';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { FilterSelect } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useAdminInquiries } from './api/get-admin-inquiries';
import { InquiryDialog } from './components/inquiry-dialog';
import { InquiryStatusBadge } from './components/inquiry-status-badge';
import { adminInquiriesTexts } from './texts';

/** The default view shows new inquiries: an empty one says so rather than blaming a filter. */
function emptyTitle(texts: Record<keyof typeof ADMIN_INQUIRY_TEXTS, string>, status: InquiryStatus | undefined, source: InquirySource | undefined) {
  if (source) return texts.noMatches;
  if (status === 'new') return texts.noNew;
  return status ? texts.noMatches : texts.noInquiries;
}

/**
 * The inbox under the administrator's dashboard: inquiries from the contact form and the portals, the
 * new ones first by default; each opens in a dialog with all its fields and can be marked answered.
 * Its filters stay in the panel (the dashboard's URL belongs to the dashboard).
 */
export function AdminInquiriesPanel() {
  const { text, t } = useTexts(adminInquiriesTexts);
  const inquiryTexts = useDomainTable(ADMIN_INQUIRY_TEXTS);
  const statusLabels = useDomainTable(INQUIRY_STATUS_LABELS);
  const sourceLabels = useDomainTable(INQUIRY_SOURCE_LABELS);
  const statusOptions = INQUIRY_STATUSES.map((value) => ({ value, label: statusLabels[value] }));
  const sourceOptions = INQUIRY_SOURCES.map((value) => ({ value, label: sourceLabels[value] }));
  const [status, setStatus] = useState<InquiryStatus | undefined>('new');
  const [source, setSource] = useState<InquirySource | undefined>();
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<AdminInquiry | null>(null);
  const inquiries = useAdminInquiries({ status, source, page, limit: LIMITS.listItems });
  const data = inquiries.data;
  /** A filter's change: the list starts again at its first page. */
  const filterBy =
    <T extends string>(set: (value: T | undefined) => void) =>
    (value: string | null) => {
      set((value ?? undefined) as T | undefined);
      setPage(1);
    };

  return (
    <Card className="p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{inquiryTexts.title}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? t('count', { count: data.total }) : ' '}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:w-96">
          <FilterSelect
            label={text.statusFilter}
            value={status}
            placeholder={text.allStatuses}
            options={statusOptions}
            onChange={filterBy<InquiryStatus>(setStatus)}
          />
          <FilterSelect
            label={text.sourceFilter}
            value={source}
            placeholder={text.allSources}
            options={sourceOptions}
            onChange={filterBy<InquirySource>(setSource)}
          />
        </div>
      </div>

      <div className="mt-4">
        <ListPane
          query={inquiries}
          items={(page) => page.inquiries}
          loadingText={text.loading}
          errorText={inquiryTexts.loadFailed}
          empty={{ icon: Inbox, title: emptyTitle(inquiryTexts, status, source), text: text.emptyText }}
          dimStale
          pagination={{ label: text.pages, onPageChange: setPage }}
        >
          {(items) => (
            <ul aria-label={inquiryTexts.title} className="divide-y divide-white/5">
              {items.map((inquiry) => (
                <li key={inquiry.id}>
                  <button
                    type="button"
                    onClick={() => setReading(inquiry)}
                    aria-label={t('read', { subject: inquiry.subject, name: inquiry.name })}
                    className="flex w-full flex-col gap-1 rounded-lg px-2 py-3 text-start hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-gold-400 sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-white">{inquiry.subject}</span>
                      <span className="block truncate text-xs text-slate-400">
                        {inquiry.name} · {inquiry.email} · {sourceLabels[inquiry.source]}
                      </span>
                    </span>
                    <span className="text-xs whitespace-nowrap text-slate-500">{formatDateTime(inquiry.createdAt)}</span>
                    <InquiryStatusBadge status={inquiry.status} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListPane>
      </div>

      <InquiryDialog inquiry={reading} onClose={() => setReading(null)} />
    </Card>
  );
}
