import type { AdminInquiry, AdminInquiryList } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminInquiriesPanel } from './admin-inquiries-panel';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
let sequence = 0;

function inquiry(overrides: Partial<AdminInquiry> = {}): AdminInquiry {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    source: 'contact-form',
    status: 'new',
    name: 'Omar Al Balushi',
    email: 'omar@gulf-bullion.example',
    company: 'Gulf Bullion Buyers LLC',
    phone: '+968 2400 1234',
    inquiryType: 'gold-trading',
    subject: `Spot gold ${sequence}`,
    message: 'We would like a monthly 50 kg purchase.\nDelivery to Dubai.',
    createdAt: '2026-11-20T09:00:00.000Z',
    ip: '203.0.113.7',
    userId: null,
    kind: null,
    targetType: null,
    targetId: null,
    amount: null,
    answeredAt: null,
    answeredBy: null,
    answerNote: null,
    ...overrides,
  };
}

const listOf = (inquiries: AdminInquiry[], overrides: Partial<AdminInquiryList> = {}): AdminInquiryList => ({
  inquiries,
  total: inquiries.length,
  page: 1,
  totalPages: inquiries.length ? 1 : 0,
  ...overrides,
});

const renderPanel = () => renderAt(<AdminInquiriesPanel />, { path: '/portal-admin/*', url: '/portal-admin/dashboard' });

describe('inquiries inbox', () => {
  it('lists new inquiries first by default, and filters by status and source', async () => {
    const { callsTo } = stubApi(
      {
        'GET /admin/inquiries': (call: Call) =>
          json(200, listOf(call.query.get('status') === 'answered' ? [] : [inquiry({ subject: 'Spot gold, 50 kg' }), inquiry({ source: 'portal', subject: 'Enterprise package: contact sales' })])),
      },
      admin,
    );
    renderPanel();
    const items = within(await screen.findByRole('list', { name: 'Inquiries' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Spot gold, 50 kg');
    expect(items[0]).toHaveTextContent('Contact form');
    expect(items[1]).toHaveTextContent('Portal');
    expect(screen.getByText('2 inquiries')).toBeInTheDocument();
    const last = () => Object.fromEntries(callsTo('GET /admin/inquiries').at(-1)!.query);
    expect(last()).toEqual({ status: 'new', page: '1', limit: '10' });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Filter inquiries by status'), 'answered');
    expect(await screen.findByText('No inquiries match your filters')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter inquiries by status'), '');
    await user.selectOptions(screen.getByLabelText('Filter inquiries by source'), 'portal');
    await vi.waitFor(() => expect(last()).toEqual({ source: 'portal', page: '1', limit: '10' }));
  });

  it('reads one inquiry with all its fields and marks it answered with a note', async () => {
    const portal = inquiry({
      source: 'portal',
      subject: 'Express interest: Ashanti Ridge Gold Stream',
      kind: 'express-interest',
      targetType: 'opportunity',
      targetId: 'opportunity-1',
      amount: 3_000_000,
      userId: 'user-7',
      inquiryType: 'streaming',
    });
    let current = portal;
    const { callsTo } = stubApi(
      {
        'GET /admin/inquiries': () => json(200, listOf([current])),
        [`GET /admin/inquiries/${portal.id}`]: () => json(200, current),
        [`POST /admin/inquiries/${portal.id}/answered`]: (call) => {
          current = { ...portal, status: 'answered', answeredAt: '2026-11-22T10:00:00.000Z', answerNote: (call.body as { note: string }).note };
          return json(200, { success: true, message: 'Inquiry marked as answered', inquiry: current });
        },
      },
      admin,
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read Express interest: Ashanti Ridge Gold Stream from Omar Al Balushi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Express interest: Ashanti Ridge Gold Stream' });
    for (const text of ['Omar Al Balushi', 'omar@gulf-bullion.example', 'Gulf Bullion Buyers LLC', '+968 2400 1234', 'Commodity Investment', 'Expression of interest', '$3,000,000', '203.0.113.7', 'Portal', 'New']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('We would like a monthly 50 kg purchase.');
    expect(within(dialog).getByRole('link', { name: 'omar@gulf-bullion.example' })).toHaveAttribute('href', 'mailto:omar@gulf-bullion.example');

    await user.type(within(dialog).getByLabelText('How was it answered? (optional)'), 'Called back on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`POST /admin/inquiries/${portal.id}/answered`)[0]!.body).toEqual({ note: 'Called back on Monday' });
    const item = within(await screen.findByRole('list', { name: 'Inquiries' })).getByRole('listitem');
    await vi.waitFor(() => expect(item).toHaveTextContent('Answered'));

    // An answered inquiry shows its answer and offers no second marking.
    await user.click(within(item).getByRole('button'));
    const again = await screen.findByRole('dialog');
    expect(again).toHaveTextContent('Called back on Monday');
    expect(within(again).queryByRole('button', { name: 'Mark answered' })).not.toBeInTheDocument();
  });

  it('shows a refusal inside the dialog', async () => {
    const one = inquiry({ subject: 'Fuel' });
    stubApi(
      {
        'GET /admin/inquiries': () => json(200, listOf([one])),
        [`GET /admin/inquiries/${one.id}`]: () => json(200, one),
        [`POST /admin/inquiries/${one.id}/answered`]: () => apiError(409, 'This inquiry is already answered', 'INQUIRY_ALREADY_ANSWERED'),
      },
      admin,
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Read Fuel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fuel' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }));
    expect(await within(dialog).findByText('This inquiry is already answered')).toBeInTheDocument();
  });

  it("says 'Failed to load inquiries' with Retry, then the empty inbox", async () => {
    let fail = true;
    stubApi({ 'GET /admin/inquiries': () => (fail ? apiError(500, 'Internal Server Error', 'INTERNAL') : json(200, listOf([]))) }, admin);
    renderPanel();
    expect(await screen.findByText('Failed to load inquiries')).toBeInTheDocument();
    fail = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No new inquiries')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter inquiries by status'), '');
    expect(await screen.findByText('No inquiries yet')).toBeInTheDocument();
  });
});
