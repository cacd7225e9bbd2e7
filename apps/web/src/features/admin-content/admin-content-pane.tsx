import { CONTENT_KINDS, CONTENT_STATUSES, type ContentKind } from '@ctp/domain/content';
import { LIMITS } from '@ctp/domain/constants';
import { FileText, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountTabs } from '@/components/ui/count-tabs';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ListPane } from '@/components/ui/list-pane';
import { FilterSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteContent } from './api/delete-content';
import { useContent, useContentTotals } from './api/get-content';
import { usePublishContent, type PublishAction } from './api/publish-content';
import { kindOf, statusOf, titleOf, type ContentItem } from './content-kinds';
import { ContentFormDialog, type ContentEditing } from './components/content-form-dialog';
import { ContentTable } from './components/content-table';
import { PreviewDialog } from './components/preview-dialog';
import { adminContentTexts } from './texts';

/**
 * The desk's Content tab (issue 18): market alerts, streaming and royalty opportunities and projects seeking capital,
 * one tab each. Each is written as a draft, previewed as the portals show it, published, withdrawn or deleted; the
 * portals show published items only. The tab and the status filter live in the URL.
 */
export function AdminContentPane() {
  const { text, t } = useTexts(adminContentTexts);
  const panelId = useId();
  const { page, values, update } = useListParams(['kind', 'status'] as const);
  const kind = kindOf(values.kind) ?? 'alerts';
  const status = statusOf(values.status);
  const list = useContent({ kind, status, page, limit: LIMITS.listItems });
  const totals = useContentTotals(CONTENT_KINDS, LIMITS.listItems);
  const publish = usePublishContent();
  const remove = useDeleteContent();
  const [editing, setEditing] = useState<ContentEditing | null>(null);
  const [previewing, setPreviewing] = useState<ContentEditing | null>(null);
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const [done, setDone] = useState('');

  const tabs = CONTENT_KINDS.map((id, i) => ({ id, label: text.kinds[id], count: totals[i]?.data?.total ?? null }));
  const statusOptions = CONTENT_STATUSES.map((value) => ({ value, label: text.statuses[value] }));
  const publishItem = (item: ContentItem, action: PublishAction) =>
    publish.mutate(
      { kind, id: item.id, action },
      { onSuccess: (saved) => setDone(t(action === 'publish' ? 'done.published' : 'done.unpublished', { title: titleOf(saved) })) },
    );
  const deleteItem = (item: ContentItem) =>
    remove.mutate(
      { kind, id: item.id },
      {
        onSuccess: () => {
          setDeleting(null);
          setDone(t('done.deleted', { title: titleOf(item) }));
        },
      },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{text.heading}</h2>
          <p className="mt-0.5 max-w-2xl text-sm text-slate-400">{text.lead}</p>
        </div>
        <Button onClick={() => setEditing({ kind, item: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {text.create[kind]}
        </Button>
      </div>

      <CountTabs label={text.kindsLabel} tabs={tabs} selected={kind} onSelect={(next: ContentKind) => update({ kind: next, status: null })} panelId={panelId} />

      <p role="status" className="text-sm text-emerald-300 empty:hidden">
        {done}
      </p>
      {publish.isError && (
        <ErrorBox>
          <p>{errorMessage(publish.error, text.actionFailed)}</p>
        </ErrorBox>
      )}

      <Card className="p-6">
        <div id={panelId} role="tabpanel" aria-label={text.kinds[kind]}>
          <div className="mb-4 flex justify-end">
            <FilterSelect
              label={text.statusFilter}
              value={status}
              placeholder={text.allStatuses}
              options={statusOptions}
              onChange={(next) => update({ status: next })}
              className="sm:w-56"
            />
          </div>
          <ListPane
            query={list}
            items={(data) => data.items}
            loadingText={text.loading}
            errorText={text.loadFailed}
            empty={{ icon: FileText, title: text.empty[kind], text: text.emptyText }}
            filtered={status !== undefined}
            filteredEmpty={{ title: text.emptyFiltered }}
            dimStale
            pagination={{ label: text.pages, onPageChange: (next) => update({ page: next }) }}
          >
            {(items) => (
              <ContentTable
                items={items}
                publishingId={publish.isPending ? publish.variables.id : null}
                onEdit={(item) => setEditing({ kind, item })}
                onPreview={(item) => setPreviewing({ kind, item })}
                onPublish={publishItem}
                onDelete={(item) => {
                  remove.reset();
                  setDeleting(item);
                }}
              />
            )}
          </ListPane>
        </div>
      </Card>

      <ContentFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(item, created) => setDone(t(created ? 'done.created' : 'done.updated', { title: titleOf(item) }))}
      />
      <PreviewDialog previewing={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('confirmDelete.title', { title: titleOf(deleting) }) : ''}
        description={text.confirmDelete.description}
        confirmLabel={text.confirmDelete.confirm}
        busyLabel={text.confirmDelete.deleting}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && deleteItem(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
