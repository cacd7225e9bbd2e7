import type { ContentFilter, ContentRepository } from '../db/content-state';
import { nowIso } from './time';

/** How a new item starts: a draft unless it is published at once, at `publishedAt`. */
export interface ContentOrigin {
  createdBy: string | null;
  publishedAt?: string | undefined;
  example?: boolean | undefined;
}

/**
 * One kind of the desk's content as a module decorates it: every input is checked with the kind's shared schema
 * (so the seed's examples pass the same rules as the desk's items), every change is stamped with the clock.
 * The content module audits and serves it under /admin/content.
 */
export interface ContentCollection<Item> {
  list(filter: ContentFilter): Promise<{ items: Item[]; total: number }>;
  find(id: string): Promise<Item | undefined>;
  /** Throws the schema's ZodError on input it refuses (routes check the same schema first, answering 400). */
  create(input: unknown, origin: ContentOrigin): Promise<Item>;
  /** The item as changed, or undefined when there is no such item. */
  update(id: string, input: unknown): Promise<Item | undefined>;
  /** The item as published, or undefined when there is no such draft. */
  publish(id: string): Promise<Item | undefined>;
  /** The item as withdrawn, or undefined when there is no such published item. */
  unpublish(id: string): Promise<Item | undefined>;
  remove(id: string): Promise<boolean>;
}

export function contentCollection<Item, Fields>(repo: ContentRepository<Item, Fields>, parse: (input: unknown) => Fields, now: () => number): ContentCollection<Item> {
  const found = async (changed: boolean, id: string) => (changed ? repo.find(id) : undefined);
  return {
    list: (filter) => repo.list(filter),
    find: (id) => repo.find(id),
    create: (input, { createdBy, publishedAt, example }) =>
      repo.insert(parse(input), { publishedAt: publishedAt ?? null, example, createdBy, now: nowIso(now()) }),
    update: async (id, input) => found(await repo.update(id, parse(input), nowIso(now())), id),
    publish: async (id) => found(await repo.publish(id, nowIso(now())), id),
    unpublish: async (id) => found(await repo.unpublish(id, nowIso(now())), id),
    remove: (id) => repo.remove(id),
  };
}
