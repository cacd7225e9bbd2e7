/**
 * Test helpers for the portal panes (imported by *.test.tsx only): a fetch stub that keeps the query
 * string, a fake XMLHttpRequest for uploads, and spec-3 shaped records.
 */
import type { Activity, Contract, DashboardStats, Document, User } from '@ctp/domain';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { apiError, json, makeSession, makeUser } from './fetch-mock';
import { renderAt } from './render';

export { apiError, json, makeUser };

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Replaces fetch. Routes are keyed "METHOD /path" (no query; handlers read `call.query`). The session
 * restores as `user`, and GET /auth/profile answers with it, unless a route says otherwise.
 */
export function stubApi(routes: Record<string, Handler>, user: User = makeUser()) {
  const calls: Call[] = [];
  const defaults: Record<string, Handler> = {
    'POST /auth/refresh': () => json(200, makeSession(user)),
    'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user }),
    // Every account starts on Basic (issue 18); the desk's Enterprise panel sits under User Management.
    'GET /api/v1/users/me/package': () => json(200, { package: 'basic', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null }),
    'GET /admin/enterprise/companies': () => json(200, { success: true, message: 'ok', companies: [], total: 0, page: 1, totalPages: 0 }),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`] ?? defaults[`${call.method} ${call.path}`];
    return handler ? handler(call) : apiError(404, 'Not found', 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    lastCallTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).at(-1),
  };
}

/** Renders a pane on its tab's URL inside the app's providers. */
export const renderPane = (element: ReactElement, url = '/portal-trader/x') => renderAt(element, { path: '/portal-trader/*', url });

export function makeStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    activeContracts: 3,
    pendingActions: 2,
    tradeVolume: 1_234_567.5,
    revenue: 0,
    contractsByStatus: { active: 3, pending: 1, completed: 4, draft: 2 },
    recentActivity: [],
    ...overrides,
  };
}

let sequence = 0;

export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  sequence += 1;
  return {
    id: `activity-${sequence}`,
    type: 'contract_signed',
    title: `Contract CTR-2026-00000${sequence} signed by the seller`,
    description: 'Both parties have signed',
    entityType: 'contract',
    entityId: 'contract-1',
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeContract(overrides: Partial<Contract> = {}): Contract {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    contractNumber: `CTR-2026-${String(sequence).padStart(6, '0')}`,
    buyerId: 'user-1',
    sellerId: 'seller-9',
    commodityId: 'gold-id',
    commodity: { id: 'gold-id', name: 'Gold', symbol: 'XAU', category: 'gold', unit: 'oz', description: 'Gold bullion', isActive: true },
    contractType: 'spot',
    quantity: 1200,
    unitPrice: 2043.5,
    totalValue: 2_452_200,
    currency: 'USD',
    deliveryDate: '2026-12-22',
    deliveryLocation: 'Zurich',
    status: 'pending',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    signedByBuyerAt: null,
    signedBySellerAt: null,
    cancellationReason: null,
    allowedActions: ['sign', 'cancel'],
    buyer: { name: 'Tara Trader', company: null },
    seller: { name: 'Sami Seller', company: 'Seller Metals LLC' },
    dealId: null,
    terms: {
      incoterm: 'CIF',
      incotermPlace: 'Zurich',
      paymentTerms: 'LC at sight',
      specifications: 'LBMA good delivery bars, 999.9 fineness',
      quantityTolerancePercent: 2,
      deliveryWindowStart: '2026-12-15',
      deliveryWindowEnd: '2026-12-22',
      inspection: 'Independent inspection at loading by SGS',
      governingLaw: 'Laws of the Sultanate of Oman',
      buyerAddress: null,
      sellerAddress: null,
    },
    signatures: [],
    documentSha256: null,
    signedDocumentSha256: null,
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<Document> = {}): Document {
  sequence += 1;
  return {
    id: `document-${sequence}`,
    contractId: null,
    dealId: null,
    userId: 'user-1',
    documentType: 'kyc',
    documentName: `Passport ${sequence}`,
    fileName: `passport-${sequence}.pdf`,
    fileSize: 2_621_440,
    mimeType: 'application/pdf',
    status: 'uploaded',
    uploadedBy: 'user-1',
    description: null,
    reviewNote: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const list = <K extends string, T>(key: K, items: T[], { total = items.length, page = 1, limit = 10 } = {}) =>
  ({ [key]: items, total, page, totalPages: Math.ceil(total / limit) }) as Record<K, T[]> & { total: number; page: number; totalPages: number };

/**
 * A stand-in for XMLHttpRequest: each send waits until the test calls `progress` and `respond` on it.
 * `FakeXhr.sent` holds every request in order.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  timeout = 0;
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static install() {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}
