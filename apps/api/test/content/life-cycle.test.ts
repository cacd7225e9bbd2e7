import {
  CONTENT_ERROR_CODES,
  CONTENT_TEXTS,
  ERROR_CODES,
  INVESTMENT_TEXTS,
  adminMarketAlertListSchema,
  adminMarketAlertSchema,
  adminOpportunityListSchema,
  adminOpportunitySchema,
  adminProjectListSchema,
  adminProjectSchema,
  capitalProjectSchema,
  contentDeletedSchema,
  investmentOpportunitySchema,
  marketAlertListSchema,
  opportunityListSchema,
  projectListSchema,
  type ContentKind,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MINUTE, auditRows, expectError, testClock } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp, member, type Member } from '../market-intelligence/fixtures';
import { alertInput, opportunityInput, projectInput } from './fixtures';

const UNKNOWN_ID = '0b7f2a8e-6c1d-4f55-9a3e-2d8c4b1e7f90';

interface Kind {
  kind: ContentKind;
  /** The audit's name of the kind. */
  noun: string;
  body: () => Record<string, unknown>;
  /** An edit of the body: a new title (or name) and one more field. */
  edited: () => Record<string, unknown>;
  titleOf: (item: Record<string, unknown>) => unknown;
  item: z.ZodType<{ id: string }>;
  list: z.ZodType<{ items: Array<{ id: string }> }>;
  /** The portals' list: its URL and the ids in its answer. */
  portalList: { url: string; ids: (body: unknown) => string[] };
  /** The portals' detail route, for the kinds that have one. */
  portalDetail: { url: (id: string) => string; schema: z.ZodType; notFound: string } | null;
  notFound: string;
}

const KINDS: Kind[] = [
  {
    kind: 'alerts',
    noun: 'alert',
    body: () => alertInput(),
    edited: () => alertInput({ title: 'Fujairah premiums ease', impact: 'Low' }),
    titleOf: (item) => item.title,
    item: adminMarketAlertSchema,
    list: adminMarketAlertListSchema,
    portalList: { url: '/api/v1/market/alerts?limit=100', ids: (body) => marketAlertListSchema.strict().parse(body).alerts.map((a) => a.id) },
    portalDetail: null,
    notFound: CONTENT_TEXTS.alertNotFound,
  },
  {
    kind: 'opportunities',
    noun: 'opportunity',
    body: () => opportunityInput(),
    edited: () => opportunityInput({ title: 'Jebel Akhdar Copper–Gold Royalty', keyTerms: ['1% NSR on copper and gold'] }),
    titleOf: (item) => item.title,
    item: adminOpportunitySchema,
    list: adminOpportunityListSchema,
    portalList: {
      url: '/api/v1/investments/opportunities?limit=100',
      ids: (body) => opportunityListSchema.strict().parse(body).opportunities.map((o) => o.id),
    },
    portalDetail: { url: (id) => `/api/v1/investments/opportunities/${id}`, schema: investmentOpportunitySchema.strict(), notFound: INVESTMENT_TEXTS.opportunityNotFound },
    notFound: INVESTMENT_TEXTS.opportunityNotFound,
  },
  {
    kind: 'projects',
    noun: 'project',
    body: () => projectInput(),
    edited: () => projectInput({ name: 'Ibri Gold–Copper Project', seekingAmount: 45_000_000 }),
    titleOf: (item) => item.name,
    item: adminProjectSchema,
    list: adminProjectListSchema,
    portalList: { url: '/api/v1/investments/projects?limit=100', ids: (body) => projectListSchema.strict().parse(body).projects.map((p) => p.id) },
    portalDetail: { url: (id) => `/api/v1/investments/projects/${id}`, schema: capitalProjectSchema.strict(), notFound: INVESTMENT_TEXTS.projectNotFound },
    notFound: INVESTMENT_TEXTS.projectNotFound,
  },
];

describe.each(KINDS)('the desk’s $kind from draft to deleted', (k) => {
  const clock = testClock(Date.parse('2026-12-01T08:00:00.000Z'));
  const base = `/admin/content/${k.kind}`;
  let t: TestApp;
  let admin: Member;
  let trader: Member;
  let seller: Member;
  let id: string;

  const portalIds = async (who: Member) => {
    const res = await call(t.app, 'GET', k.portalList.url, { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return k.portalList.ids(res.json());
  };
  const auditOf = async (verb: string) => (await auditRows(t.app)).filter((row) => row.action === `admin.content.${k.noun}.${verb}` && row.target === id);
  const adminItem = async () => k.item.parse((await call(t.app, 'GET', `${base}/${id}`, { token: admin.token })).json()) as Record<string, unknown>;

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' }, clock.now);
    [admin, trader, seller] = await Promise.all([member(t, 'admin'), member(t, 'trader'), member(t, 'seller')]);
  });
  afterAll(() => t.close());

  it('writes a new item as a draft, not an example, audited with its author', async () => {
    const res = await call(t.app, 'POST', base, { token: admin.token, body: k.body() });
    expect(res.statusCode, res.body).toBe(201);
    const created = k.item.parse(res.json()) as Record<string, unknown> & { id: string };
    id = created.id;
    expect(created).toMatchObject({ contentStatus: 'draft', example: false, publishedAt: null, createdAt: '2026-12-01T08:00:00.000Z', updatedAt: '2026-12-01T08:00:00.000Z' });
    const [entry, ...more] = await auditOf('created');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(entry!.details!)).toEqual({ title: k.titleOf(created) });
  });

  it('keeps a draft from the portals: not listed, and its detail unknown (404)', async () => {
    for (const who of [trader, seller]) expect(await portalIds(who)).not.toContain(id);
    if (k.portalDetail) {
      const missing = expectError(await call(t.app, 'GET', k.portalDetail.url(id), { token: trader.token }), 404, ERROR_CODES.notFound);
      expect(missing.message).toBe(k.portalDetail.notFound);
    }
  });

  it('lists it for the desk with every status, and filtered by status', async () => {
    const all = k.list.parse((await call(t.app, 'GET', base, { token: admin.token })).json());
    expect(all.items.map((i) => i.id)).toContain(id);
    const drafts = k.list.parse((await call(t.app, 'GET', `${base}?status=draft`, { token: admin.token })).json());
    expect(drafts.items.map((i) => i.id)).toEqual([id]);
    const published = k.list.parse((await call(t.app, 'GET', `${base}?status=published`, { token: admin.token })).json());
    expect(published.items.map((i) => i.id)).not.toContain(id);
  });

  it('edits the draft: the whole item replaced, the changed fields audited', async () => {
    clock.advance(MINUTE);
    const res = await call(t.app, 'PUT', `${base}/${id}`, { token: admin.token, body: k.edited() });
    expect(res.statusCode, res.body).toBe(200);
    const edited = k.item.parse(res.json()) as Record<string, unknown>;
    expect(edited).toMatchObject({ ...k.edited(), contentStatus: 'draft', updatedAt: '2026-12-01T08:01:00.000Z', createdAt: '2026-12-01T08:00:00.000Z' });
    const [entry] = await auditOf('updated');
    expect(JSON.parse(entry!.details!)).toMatchObject({ title: k.titleOf(edited), contentStatus: 'draft' });
    expect(JSON.parse(entry!.details!).fields.length).toBeGreaterThanOrEqual(2);
  });

  it('publishes it: dated now, shown to traders and sellers, in its detail too', async () => {
    clock.advance(MINUTE);
    const res = await call(t.app, 'POST', `${base}/${id}/publish`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(k.item.parse(res.json())).toMatchObject({ contentStatus: 'published', publishedAt: '2026-12-01T08:02:00.000Z', example: false });
    for (const who of [trader, seller]) expect(await portalIds(who)).toContain(id);
    if (k.portalDetail) {
      const detail = await call(t.app, 'GET', k.portalDetail.url(id), { token: seller.token });
      expect(detail.statusCode).toBe(200);
      expect(k.portalDetail.schema.parse(detail.json())).toMatchObject({ ...k.edited(), publishedAt: '2026-12-01T08:02:00.000Z', example: false });
    }
    const [entry] = await auditOf('published');
    expect(JSON.parse(entry!.details!)).toMatchObject({ before: { contentStatus: 'draft' }, after: { contentStatus: 'published' } });
  });

  it('answers 409 to publishing what is published, and records nothing', async () => {
    const error = expectError(await call(t.app, 'POST', `${base}/${id}/publish`, { token: admin.token }), 409, CONTENT_ERROR_CODES.alreadyPublished);
    expect(error.message).toBe(CONTENT_TEXTS.alreadyPublished);
    expect(await auditOf('published')).toHaveLength(1);
  });

  it('withdraws it: a draft again that keeps its last publication time, gone from the portals', async () => {
    clock.advance(MINUTE);
    const res = await call(t.app, 'POST', `${base}/${id}/unpublish`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(k.item.parse(res.json())).toMatchObject({ contentStatus: 'draft', publishedAt: '2026-12-01T08:02:00.000Z', updatedAt: '2026-12-01T08:03:00.000Z' });
    expect(await portalIds(trader)).not.toContain(id);
    if (k.portalDetail) expectError(await call(t.app, 'GET', k.portalDetail.url(id), { token: trader.token }), 404);
    expect(await auditOf('unpublished')).toHaveLength(1);
    expectError(await call(t.app, 'POST', `${base}/${id}/unpublish`, { token: admin.token }), 409, CONTENT_ERROR_CODES.notPublished);
  });

  it('publishes it again at the new time', async () => {
    clock.advance(MINUTE);
    const res = await call(t.app, 'POST', `${base}/${id}/publish`, { token: admin.token });
    expect(k.item.parse(res.json())).toMatchObject({ contentStatus: 'published', publishedAt: '2026-12-01T08:04:00.000Z' });
    expect(await portalIds(trader)).toContain(id);
  });

  it('keeps an edited published item on show with its new words', async () => {
    const res = await call(t.app, 'PUT', `${base}/${id}`, { token: admin.token, body: k.body() });
    expect(k.item.parse(res.json())).toMatchObject({ ...k.body(), contentStatus: 'published', publishedAt: '2026-12-01T08:04:00.000Z' });
    expect(await portalIds(trader)).toContain(id);
  });

  it('deletes it: gone for the desk and the portals, audited with its title', async () => {
    const title = k.titleOf(await adminItem());
    const res = await call(t.app, 'DELETE', `${base}/${id}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(contentDeletedSchema.strict().parse(res.json())).toEqual({ success: true, message: CONTENT_TEXTS.deleted });
    expect(await portalIds(trader)).not.toContain(id);
    expectError(await call(t.app, 'GET', `${base}/${id}`, { token: admin.token }), 404, ERROR_CODES.notFound);
    const [entry] = await auditOf('deleted');
    expect(JSON.parse(entry!.details!)).toEqual({ title, contentStatus: 'published', example: false });
  });

  it('answers 404 for an unknown item on every route, and records nothing', async () => {
    const before = (await auditRows(t.app)).length;
    for (const [method, url, body] of [
      ['GET', `${base}/${UNKNOWN_ID}`, undefined],
      ['PUT', `${base}/${UNKNOWN_ID}`, k.body()],
      ['POST', `${base}/${UNKNOWN_ID}/publish`, undefined],
      ['POST', `${base}/${UNKNOWN_ID}/unpublish`, undefined],
      ['DELETE', `${base}/${UNKNOWN_ID}`, undefined],
      // The deleted item is unknown now.
      ['POST', `${base}/${id}/publish`, undefined],
    ] as const) {
      const error = expectError(await call(t.app, method, url, { token: admin.token, body }), 404, ERROR_CODES.notFound);
      expect(error.message).toBe(k.notFound);
    }
    expect(await auditRows(t.app)).toHaveLength(before);
  });
});
