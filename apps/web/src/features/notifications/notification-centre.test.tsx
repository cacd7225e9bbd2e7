import { NOTIFICATION_TEXTS, type Notification } from '@ctp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/lib/i18n/language';
import { json, stubFetch, type ApiCall } from '@/test/fetch-mock';
import { queriesToInvalidate } from './live-invalidation';
import { NotificationCentre } from './notification-centre';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const item = (n: number, read = false): Notification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  category: 'deals',
  kind: 'deal.offer_made',
  title: `Notice ${n}`,
  body: `Body of notice ${n}`,
  link: `/portal-seller/deals?deal=d${n}`,
  subject: { type: 'deal', id: `d${n}` },
  read,
  createdAt: at(n),
});

/** 12 notifications, 3 unread, in pages of 10 as the server would send them. */
function serve() {
  const all = Array.from({ length: 12 }, (_, i) => item(i + 1, i >= 3));
  let unread = 3;
  const stub = stubFetch({
    'GET /api/v1/notifications': () => {
      // The mock keeps only the path; the page is in the URL of the call being answered (the last one).
      const page = Number(new URL(String(stub.fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('page'));
      return json(200, { notifications: all.slice((page - 1) * 10, page * 10), total: 12, unread, page, totalPages: 2 });
    },
    'POST /api/v1/notifications/read': (call: ApiCall) => {
      unread = 'all' in (call.body as object) ? 0 : unread - 1;
      return json(200, { unread });
    },
  });
  return stub;
}

function renderCentre() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/portal-seller']}>
        <Routes>
          <Route path="/portal-seller" element={<NotificationCentre />} />
          <Route path="/portal-seller/deals" element={<p>Deals tab</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  showLanguage('en');
});

describe('the notification centre', () => {
  it('shows the unread count in the bell’s name and lists the notifications newest first', async () => {
    serve();
    renderCentre();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAccessibleName(/^Unread: Notice 1/);
    expect(links[0]).toHaveAttribute('href', '/portal-seller/deals?deal=d1');
    expect(links[5]).toHaveAccessibleName(/^Notice 6/);
  });

  it('marks one read when it is opened, and goes to what it is about', async () => {
    const { callsTo } = serve();
    renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('link')[0]!);
    expect(await screen.findByText('Deals tab')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/notifications/read').map((c) => c.body)).toEqual([{ ids: [item(1).id] }]);
  });

  it('reads the notifications the server stored in English in the reader’s language', async () => {
    const offer = { ...item(1), title: NOTIFICATION_TEXTS.offerMade.title, body: NOTIFICATION_TEXTS.offerMade.body('BR-2026-001 / SL-2026-002') };
    const unknown = { ...item(2), title: 'Desk note', body: 'Call us about the cargo' };
    stubFetch({ 'GET /api/v1/notifications': () => json(200, { notifications: [offer, unknown], total: 2, unread: 2, page: 1, totalPages: 1 }) });
    act(() => showLanguage('ar'));
    renderCentre();
    // The bell's name is in Arabic too: it is found by its count.
    await userEvent.click((await screen.findByTestId('notification-count')).closest('button')!);
    const links = within(screen.getByRole('dialog')).getAllByRole('link');
    expect(links[0]).toHaveTextContent('عرض جديد');
    expect(links[0]).toHaveTextContent('قدّم الطرف الآخر عرضاً مقابلاً في الصفقة BR-2026-001 / SL-2026-002.');
    // A text without Arabic stays as it came.
    expect(links[1]).toHaveTextContent('Desk note');
    expect(links[1]).toHaveTextContent('Call us about the cargo');
  });

  it('marks all as read', async () => {
    const { callsTo } = serve();
    renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(callsTo('POST /api/v1/notifications/read').map((c) => c.body)).toEqual([{ all: true }]);
  });

  it('loads the next page with "Load more", then offers no more', async () => {
    serve();
    renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('link', { name: /^Notice 12/ })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link')).toHaveLength(12);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('live events', () => {
  it('refetch the queries of their subject, notifications too for a notification, everything on a resync', () => {
    const changed = queriesToInvalidate({ type: 'changed', data: { subject: { type: 'deal', id: 'd1' } } });
    expect(changed).toContainEqual(['deals']);
    expect(changed).toContainEqual(['contracts']);
    expect(changed).not.toContainEqual(['notifications']);
    expect(queriesToInvalidate({ type: 'notification', data: item(1) })).toContainEqual(['notifications']);
    expect(queriesToInvalidate({ type: 'changed', data: { subject: { type: 'order', id: 'o1' } } })).toContainEqual(['orders']);
    expect(queriesToInvalidate({ type: 'resync', data: {} })).toBeUndefined();
  });
});
