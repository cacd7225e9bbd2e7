import type { ContentKind, ContentStatus } from '@ctp/domain/content';
import { adminToken } from './accounts';
import { apiCall } from './api';

/** An item of the desk's content as GET /admin/content/{kind} lists it: what the browser tests compare the portals with. */
export interface DeskItem {
  id: string;
  /** Alerts and opportunities have a title, projects a name. */
  title?: string;
  name?: string;
  contentStatus: ContentStatus;
  example: boolean;
}

export const titleOf = (item: { title?: string; name?: string }) => item.title ?? item.name ?? '';

/** The label every fictional record of the development seed carries wherever it is shown (issue 18). */
export const EXAMPLE_LABEL = 'Example · fictional data';

/** Every item of a kind, whatever its status, as the desk's API lists them (all pages). */
export async function deskContent(kind: ContentKind): Promise<DeskItem[]> {
  const token = await adminToken();
  const items: DeskItem[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = await apiCall<{ items: DeskItem[]; totalPages: number }>('GET', `/admin/content/${kind}?limit=100&page=${page}`, { token });
    items.push(...list.items);
    pages = list.totalPages;
  }
  return items;
}

/**
 * Deletes through the desk's API whatever items of a kind have this title: the clean-up of a test that wrote one in
 * the browser and may have stopped before deleting it there (the e2e server is shared by the files of a worker).
 */
export async function deleteContentTitled(kind: ContentKind, title: string): Promise<void> {
  const token = await adminToken();
  for (const item of (await deskContent(kind)).filter((candidate) => titleOf(candidate) === title)) {
    await apiCall('DELETE', `/admin/content/${kind}/${item.id}`, { token });
  }
}
