import { TEXTS } from '@ctp/domain/texts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { Pagination } from './pagination';
import { Spinner } from './spinner';
import { ErrorBox } from './alert';
import { Button } from './button';
import { cx } from './cx';
import { uiTexts } from './texts';

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
  const { text } = useTexts(uiTexts);
  const texts = useDomainTable(TEXTS);
  return (
    <div className="space-y-4">
      <ErrorBox heading={texts.errorHeading}>
        <p>{message}</p>
        {detail && detail !== message && <p className="mt-1 text-red-200/80">{detail}</p>}
      </ErrorBox>
      <Button variant="secondary" onClick={onRetry} busy={retrying} busyText={text.retrying}>
        {text.retry}
      </Button>
    </div>
  );
}

/** What an empty list shows: an icon, what is missing, and what to do about it. */
export interface EmptyContent {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}

/**
 * A list showing the previous answer while the next one loads (filters, paging): dimmed a little and busy
 * for screen readers. 90% keeps the muted text 4.7:1 on a card; the 60% it was took it to 2.8:1.
 */
export const staleListClasses = (stale: boolean | undefined) => cx('transition-opacity', stale && 'opacity-90');

/** The slice of a TanStack query result a list needs. */
interface ListQuery<TData> {
  data: TData | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListPaneProps<TData, TItem> {
  query: ListQuery<TData>;
  /** The list's items out of the answer. */
  items: (data: TData) => TItem[];
  /** 'Loading activity...' */
  loadingText: string;
  /** Spec 8's text for a failed load ('Failed to load activity'). */
  errorText: string;
  empty: EmptyContent;
  /** Filters are set: an empty answer says so (filteredEmpty) rather than that there is nothing at all. */
  filtered?: boolean;
  filteredEmpty?: Partial<EmptyContent>;
  /** Previous / next under the list, from the answer's page and totalPages. */
  /** `busy` defaults to any fetch; a live list that polls passes its placeholder state instead. */
  pagination?: { label: string; onPageChange: (page: number) => void; busy?: boolean };
  /** Dims the items while they are the previous answer's, kept on screen until the next arrives (filters, paging). */
  dimStale?: boolean;
  /** The items, drawn; called only when there are some. */
  children: (items: TItem[], data: TData) => ReactNode;
}

/**
 * A list pane's states in one place: a spinner while the first answer is on its way, the failure with
 * Retry, an empty (or filtered-empty) panel, else the items; and paging under them once there is data.
 */
export function ListPane<TData extends { page?: number; totalPages?: number }, TItem>({
  query,
  items,
  loadingText,
  errorText,
  empty,
  filtered = false,
  filteredEmpty,
  pagination,
  dimStale = false,
  children,
}: ListPaneProps<TData, TItem>) {
  const data = query.data;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="py-12 text-center">
        <Spinner label={loadingText} showLabel />
      </div>
    );
  } else if (query.isError || data === undefined) {
    body = <LoadError message={errorText} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    const list = items(data);
    if (list.length === 0) {
      const shown = filtered ? { ...empty, ...filteredEmpty } : empty;
      body = (
        <EmptyState icon={shown.icon} title={shown.title} action={shown.action}>
          {shown.text}
        </EmptyState>
      );
    } else if (dimStale)
      body = (
        <div aria-busy={query.isPlaceholderData || undefined} className={staleListClasses(query.isPlaceholderData)}>
          {children(list, data)}
        </div>
      );
    else body = children(list, data);
  }
  return (
    <>
      {body}
      {pagination && data?.page !== undefined && data.totalPages !== undefined && (
        <div className="mt-4">
          <Pagination label={pagination.label} page={data.page} totalPages={data.totalPages} onPageChange={pagination.onPageChange} busy={pagination.busy ?? query.isFetching} />
        </div>
      )}
    </>
  );
}
