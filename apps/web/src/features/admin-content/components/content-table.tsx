import { Eye, EyeOff, Pencil, Send, Trash2 } from 'lucide-react';
import { ExampleBadge } from '@/components/example-badge';
import { IconButton } from '@/components/ui/icon-button';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { PublishAction } from '../api/publish-content';
import { titleOf, type ContentItem } from '../content-kinds';
import { adminContentTexts } from '../texts';
import { ContentStatusBadge } from './content-status-badge';

export interface ContentActions {
  onEdit: (item: ContentItem) => void;
  onPreview: (item: ContentItem) => void;
  onPublish: (item: ContentItem, action: PublishAction) => void;
  onDelete: (item: ContentItem) => void;
}

interface ContentTableProps extends ContentActions {
  items: readonly ContentItem[];
  /** The item being published or withdrawn, whose button shows it is busy. */
  publishingId: string | null;
}

/** One kind's items: title (and Example), status, last change, publication, and what can be done with each. */
export function ContentTable({ items, publishingId, onEdit, onPreview, onPublish, onDelete }: ContentTableProps) {
  const { text, t } = useTexts(adminContentTexts);
  return (
    <DataTable
      label={text.table.label}
      className="min-w-[44rem]"
      columns={[
        { label: text.table.title },
        { label: text.table.status },
        { label: text.table.updated },
        { label: text.table.published },
        { label: text.table.actions, align: 'end' },
      ]}
    >
      {items.map((item) => {
        const title = titleOf(item);
        const published = item.contentStatus === 'published';
        return (
          <tr key={item.id}>
            <th scope="row" className="max-w-md py-3 pe-4 font-normal">
              <span className="block font-medium text-white">{title}</span>
              {item.example && <ExampleBadge className="mt-1" />}
            </th>
            <td className="py-3 pe-4">
              <ContentStatusBadge status={item.contentStatus} />
            </td>
            <td className="py-3 pe-4 whitespace-nowrap text-slate-300">{formatDateTime(item.updatedAt)}</td>
            <td className="py-3 pe-4 whitespace-nowrap text-slate-300">{item.publishedAt ? formatDateTime(item.publishedAt) : text.table.never}</td>
            <td className="py-3 text-end whitespace-nowrap">
              <IconButton label={t('table.edit', { title })} onClick={() => onEdit(item)}>
                <Pencil aria-hidden="true" className="size-4" />
              </IconButton>
              <IconButton label={t('table.preview', { title })} onClick={() => onPreview(item)}>
                <Eye aria-hidden="true" className="size-4" />
              </IconButton>
              {published ? (
                <IconButton label={t('table.unpublish', { title })} onClick={() => onPublish(item, 'unpublish')} disabled={publishingId === item.id}>
                  <EyeOff aria-hidden="true" className="size-4" />
                </IconButton>
              ) : (
                <IconButton label={t('table.publish', { title })} tone="green" onClick={() => onPublish(item, 'publish')} disabled={publishingId === item.id}>
                  <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </IconButton>
              )}
              <IconButton label={t('table.delete', { title })} tone="red" onClick={() => onDelete(item)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </IconButton>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
