import { CONTENT_ERROR_CODES, CONTENT_TEXTS, pageCount, type ContentStatus, type ValidContentListQuery } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { ContentCollection } from '../../lib/content-collection';
import type { Principal } from '../../plugins/access';
import type { AuditLog } from '../audit';

/** Who acts on the desk's content, and from where (the audit's actor). */
export interface ContentActor {
  actor: Principal;
  ip: string | null;
}

interface ContentItem {
  id: string;
  contentStatus: ContentStatus;
  example: boolean;
  updatedAt: string;
}

export interface ContentDeskDeps<Item extends ContentItem> {
  /** The kind in the audit's actions: admin.content.<noun>.<created|updated|published|unpublished|deleted>. */
  noun: 'alert' | 'opportunity' | 'project';
  collection: ContentCollection<Item>;
  /** The 404's message. */
  notFound: string;
  titleOf: (item: Item) => string;
  audit: Pick<AuditLog, 'record'>;
}

/** The fields an edit changed, by name (the audit names them; the texts themselves stay in the item). */
function changedFields<Item extends ContentItem>(before: Item, after: Item): string[] {
  return Object.keys(after).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key as keyof Item]) !== JSON.stringify(after[key as keyof Item]),
  );
}

/**
 * One kind of the desk's content under /admin/content: every status listed, drafts written, edited, published,
 * withdrawn and deleted, each change audited. Publishing what is published (or withdrawing a draft) is a 409, as
 * acknowledging an acknowledged alert is: the desk sees that someone else got there first.
 */
export function createContentDesk<Item extends ContentItem>({ noun, collection, notFound, titleOf, audit }: ContentDeskDeps<Item>) {
  const missing = () => AppError.notFound(notFound);

  async function existing(id: string): Promise<Item> {
    const found = await collection.find(id);
    if (!found) throw missing();
    return found;
  }

  async function record(verb: string, { actor, ip }: ContentActor, item: Item, details: Record<string, unknown> = {}) {
    await audit.record({
      action: `admin.content.${noun}.${verb}`,
      actorId: actor.id,
      actorEmail: actor.email,
      target: item.id,
      ip,
      details: { title: titleOf(item), ...details },
    });
  }

  async function move(id: string, to: ContentStatus, by: ContentActor): Promise<Item> {
    const moved = to === 'published' ? await collection.publish(id) : await collection.unpublish(id);
    if (!moved) {
      await existing(id);
      throw to === 'published'
        ? new AppError(409, CONTENT_ERROR_CODES.alreadyPublished, CONTENT_TEXTS.alreadyPublished)
        : new AppError(409, CONTENT_ERROR_CODES.notPublished, CONTENT_TEXTS.notPublished);
    }
    const from: ContentStatus = to === 'published' ? 'draft' : 'published';
    await record(to === 'published' ? 'published' : 'unpublished', by, moved, { before: { contentStatus: from }, after: { contentStatus: to } });
    return moved;
  }

  return {
    async list({ status, page, limit }: ValidContentListQuery) {
      const { items, total } = await collection.list({ status, offset: (page - 1) * limit, limit });
      return { items, total, page, totalPages: pageCount(total, limit) };
    },

    get: existing,

    /** A new item is a draft: the portals show it once it is published. */
    async create(input: unknown, by: ContentActor): Promise<Item> {
      const created = await collection.create(input, { createdBy: by.actor.id });
      await record('created', by, created);
      return created;
    },

    /** The whole item replaced; a published one stays on show with its new words. */
    async update(id: string, input: unknown, by: ContentActor): Promise<Item> {
      const before = await existing(id);
      const after = await collection.update(id, input);
      if (!after) throw missing();
      await record('updated', by, after, { fields: changedFields(before, after), contentStatus: after.contentStatus });
      return after;
    },

    publish: (id: string, by: ContentActor) => move(id, 'published', by),
    unpublish: (id: string, by: ContentActor) => move(id, 'draft', by),

    async remove(id: string, by: ContentActor): Promise<void> {
      const item = await existing(id);
      if (!(await collection.remove(id))) throw missing();
      await record('deleted', by, item, { contentStatus: item.contentStatus, example: item.example });
    },
  };
}

export type ContentDesk<Item extends ContentItem> = ReturnType<typeof createContentDesk<Item>>;
