import type { Notification } from '@ctp/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatRelativeTime } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useMarkNotificationsRead, useNotifications } from './api/notifications';
import { useLiveInvalidation } from './live-invalidation';
import { notificationTexts } from './texts';

/**
 * The notification centre of every portal header (issue 14): a bell with the unread count opening a panel of the
 * user's notifications, newest first, paged with "Load more". Opening one marks it read. It also keeps the portal's
 * live event stream open, which refreshes this list and every other as things happen.
 */
export function NotificationCentre() {
  useLiveInvalidation();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const pages = notifications.data?.pages ?? [];
  const unread = pages[0]?.unread ?? 0;
  const items = pages.flatMap((page) => page.notifications);
  const { text, t } = useTexts(notificationTexts);
  // The bell's accessible name says the count, which the badge only shows.
  const bellLabel = unread > 0 ? t('bellUnread', { count: unread }) : text.bell;

  const opened = (item: Notification) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <div className="relative">
        <Dialog.Trigger
          aria-label={bellLabel}
          className="relative rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -top-0.5 -end-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold-500 px-1 text-[11px] font-bold text-ink-950"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Dialog.Trigger>
        <Dialog.Content
          aria-describedby={undefined}
          className="absolute end-0 z-40 mt-2 w-[22rem] max-w-[calc(100vw-2rem)] rounded-xl border border-white/10 bg-ink-950 shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-white/5 px-4 py-3">
            <Dialog.Title className="text-sm font-semibold text-white">{text.title}</Dialog.Title>
            <Button variant="ghost" className="h-8 px-2 text-xs" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              {text.markAllRead}
            </Button>
          </div>
          {notifications.isPending ? (
            <p className="px-4 py-6 text-sm text-slate-400">{text.loading}</p>
          ) : notifications.isError ? (
            <p role="alert" className="px-4 py-6 text-sm text-red-300">
              {text.loadFailed}
            </p>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-400">{text.empty}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-white/5 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem item={item} onOpen={() => opened(item)} />
                </li>
              ))}
            </ul>
          )}
          {notifications.hasNextPage && (
            <div className="border-t border-white/5 p-2">
              <Button variant="ghost" className="w-full" disabled={notifications.isFetchingNextPage} onClick={() => void notifications.fetchNextPage()}>
                {notifications.isFetchingNextPage ? text.loadingMore : text.loadMore}
              </Button>
            </div>
          )}
        </Dialog.Content>
      </div>
    </Dialog.Root>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { text } = useTexts(notificationTexts);
  // Notifications are stored in English (the API answers in English): their words are read in the reader's language.
  const translate = useTranslateText();
  const content = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className={cx('text-sm', item.read ? 'text-slate-300' : 'font-semibold text-white')}>
          {!item.read && <span className="sr-only">{text.unread}</span>}
          {translate(item.title)}
        </span>
        {!item.read && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-gold-400" />}
      </span>
      <span className="mt-0.5 block text-xs text-slate-400">{translate(item.body)}</span>
      <time dateTime={item.createdAt} className="mt-1 block text-[11px] text-slate-400">
        {formatRelativeTime(item.createdAt)}
      </time>
    </>
  );
  const className = 'block w-full px-4 py-3 text-start hover:bg-white/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400';
  return item.link ? (
    <Link to={item.link} className={className} onClick={onOpen}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={onOpen}>
      {content}
    </button>
  );
}
