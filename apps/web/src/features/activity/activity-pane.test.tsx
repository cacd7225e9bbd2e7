// The portals register the domain's Arabic in app/providers.tsx; this pane is rendered without them.
import '@ctp/domain/arabic';
import { ACTIVITY_TEXTS } from '@ctp/domain/activity-texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format';
import { showLanguage } from '@/lib/i18n/language';
import { json, makeActivity, makeUser, renderPane, stubApi, type Call } from '@/test/portal-test-kit';
import { ActivityPane } from './activity-pane';

afterEach(() => {
  showLanguage('en');
  setSession(null);
  vi.unstubAllGlobals();
});

describe('activity tab', () => {
  it('lists the feed with titles, descriptions, relative and exact times; filters by kind and pages', async () => {
    const signedIn = makeActivity({ type: 'login', title: 'Signed in', description: 'New session from 10.0.0.7', timestamp: '2026-11-20T09:30:00.000Z' });
    const uploaded = makeActivity({ type: 'document_uploaded', title: 'Document uploaded', description: 'Passport (KYC Document)' });
    const { callsTo } = stubApi({
      'GET /api/v1/activity': (call: Call) =>
        json(
          200,
          {
            activities: call.query.get('type') === 'document_uploaded' ? [uploaded] : [uploaded, signedIn],
            total: call.query.get('type') ? 1 : 14,
            page: Number(call.query.get('page')),
            totalPages: call.query.get('type') ? 1 : 2,
          },
        ),
    });
    const { router } = renderPane(<ActivityPane />, '/portal-trader/activity');
    const user = userEvent.setup();

    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Document uploaded');
    expect(items[0]).toHaveTextContent('Passport (KYC Document)');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    const exact = within(items[1]!).getByText('Nov 20, 2026', { exact: false, selector: 'p' });
    expect(exact).toBeInTheDocument();
    expect(within(items[1]!).getByText(/ago$/).closest('time')).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
    expect(screen.getByText('14 entries')).toBeInTheDocument();
    expect(callsTo('GET /api/v1/activity')[0]!.query.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(callsTo('GET /api/v1/activity').at(-1)!.query.get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Filter by activity type'), 'document_uploaded');
    await vi.waitFor(() => expect(callsTo('GET /api/v1/activity').at(-1)!.query.get('type')).toBe('document_uploaded'));
    expect(router.state.location.search).toBe('?type=document_uploaded');
    expect(await screen.findByText('1 entry of this kind')).toBeInTheDocument();
  });

  it('reads the entries the server stored in English in the reader’s language, values kept', async () => {
    const entries = [
      makeActivity({ type: 'login', title: ACTIVITY_TEXTS.signedIn, description: ACTIVITY_TEXTS.newSessionFrom('10.0.0.7') }),
      makeActivity({
        type: 'contract_created',
        title: ACTIVITY_TEXTS.contractCreated('CTR-2026-014'),
        description: ACTIVITY_TEXTS.contractDraft('spot', '1,000', 'oz', 'Gold', 'USD', '2,350,000.00', '2026-12-01', 'Dubai'),
      }),
      makeActivity({ type: 'contract_signed', title: ACTIVITY_TEXTS.contractSignedBy('CTR-2026-014', 'seller'), description: ACTIVITY_TEXTS.waitingForSignature('buyer') }),
    ];
    // The account reads Arabic: the portal shows it once the session starts.
    stubApi({ 'GET /api/v1/activity': () => json(200, { activities: entries, total: 3, page: 1, totalPages: 1 }) }, makeUser({ language: 'ar' }));
    renderPane(<ActivityPane />, '/portal-trader/activity');

    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('تم تسجيل الدخول');
    expect(items[0]).toHaveTextContent('جلسة جديدة من 10.0.0.7');
    expect(items[1]).toHaveTextContent('تم إنشاء العقد CTR-2026-014');
    expect(items[1]).toHaveTextContent('مسودة عقد فوري: 1,000 oz من الذهب، بقيمة إجمالية USD 2,350,000.00، والتسليم بحلول 2026-12-01 في Dubai');
    expect(items[2]).toHaveTextContent('وقّع البائع العقد CTR-2026-014');
    expect(items[2]).toHaveTextContent('بانتظار توقيع المشتري');
  });

  it('says so when there is no activity', async () => {
    stubApi({ 'GET /api/v1/activity': () => json(200, { activities: [], total: 0, page: 1, totalPages: 0 }) });
    renderPane(<ActivityPane />, '/portal-trader/activity');
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });
});

describe('relative times (en-US)', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  it.each([
    ['2026-11-22T11:59:40.000Z', 'just now'],
    ['2026-11-22T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-22T09:00:00.000Z', '3 hours ago'],
    ['2026-11-21T12:00:00.000Z', 'yesterday'],
    ['2026-11-12T12:00:00.000Z', 'last week'],
    ['2026-08-22T12:00:00.000Z', '3 months ago'],
  ])('%s reads %s', (at, expected) => {
    expect(formatRelativeTime(at, now)).toBe(expected);
  });
});
