import { pageCount, type Activity, type ActivityList, type ActivityType } from '@ctp/domain';
import type { Executor } from '../../db/connection';
import { nowIso } from '../../lib/time';
import type { ActivityFilter, ActivityRepository } from './repository';

/** One entry for a user's feed, as other modules hand it over. */
export interface ActivityInput {
  userId: string;
  type: ActivityType;
  title: string;
  description: string;
  /** What the entry is about, e.g. 'contract' or 'document', and its id. */
  entityType?: string | null;
  entityId?: string | null;
  /** When it happened (ISO); now by default. */
  at?: string;
}

export interface ActivityServiceDeps {
  repo: ActivityRepository;
  now?: () => number;
}

/**
 * Each user's activity feed. The server writes it (sign-ins, contract moves, document uploads and
 * deletions); a user reads only their own. `record` is what other modules call:
 *
 *   await activity.record({ userId, type: 'document_uploaded', title, description, entityType: 'document', entityId });
 *
 * Pass a transaction as `executor` to write the entry together with the change it describes.
 */
export function createActivityService({ repo, now = Date.now }: ActivityServiceDeps) {
  const toNew = (input: ActivityInput, at: string) => ({
    userId: input.userId,
    type: input.type,
    title: input.title,
    description: input.description,
    entityType: input.entityType ?? null,
    entityId: input.entityId ?? null,
    createdAt: input.at ?? at,
  });

  return {
    record(input: ActivityInput, executor?: Executor): Promise<void> {
      return repo.insertMany([toNew(input, nowIso(now()))], executor);
    },

    recordMany(inputs: readonly ActivityInput[], executor?: Executor): Promise<void> {
      const at = nowIso(now());
      return repo.insertMany(
        inputs.map((input) => toNew(input, at)),
        executor,
      );
    },

    recent: (userId: string, limit: number): Promise<Activity[]> => repo.recent(userId, limit),

    async list(userId: string, query: ActivityFilter & { page: number; limit: number }): Promise<ActivityList> {
      const { items, total } = await repo.list(userId, query, { offset: (query.page - 1) * query.limit, limit: query.limit });
      return { activities: items, total, page: query.page, totalPages: pageCount(total, query.limit) };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
