import type { AdminMarketAlert, AdminOpportunity, AdminProject, ContentKind } from '@ctp/domain/content';
import { Dialog } from '@/components/ui/dialog';
import { useTexts } from '@/lib/i18n/texts';
import { useCreateContent } from '../api/create-content';
import { useUpdateContent } from '../api/update-content';
import { titleOf, type ContentItem } from '../content-kinds';
import { adminContentTexts } from '../texts';
import { AlertForm } from './alert-form';
import { OpportunityForm } from './opportunity-form';
import { ProjectForm } from './project-form';

/** What the dialog writes: a new item of a kind, or an item of it to edit. */
export type ContentEditing = { kind: ContentKind; item: ContentItem | null };

interface ContentFormDialogProps {
  editing: ContentEditing | null;
  onClose: () => void;
  /** Told the saved item and whether it is new. */
  onSaved: (item: ContentItem, created: boolean) => void;
}

/**
 * Writes a new draft or edits an item, in the form of its kind. A new item is saved as a draft (POST); an edit
 * replaces the whole item and keeps its status (PUT).
 */
export function ContentFormDialog({ editing, onClose, onSaved }: ContentFormDialogProps) {
  const { text, t } = useTexts(adminContentTexts);
  const create = useCreateContent();
  const update = useUpdateContent();
  const item = editing?.item ?? null;
  const mutation = item ? update : create;

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const save = (body: unknown) => {
    if (!editing) return;
    const done = (saved: ContentItem) => {
      onSaved(saved, !item);
      close();
    };
    if (item) update.mutate({ kind: editing.kind, id: item.id, body }, { onSuccess: done });
    else create.mutate({ kind: editing.kind, body }, { onSuccess: done });
  };
  const formProps = { onSave: save, onCancel: close, busy: mutation.isPending, error: mutation.error };

  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && close()}
      locked={mutation.isPending}
      size="wide"
      title={editing ? (item ? t('form.editTitle', { title: titleOf(item) }) : text.form.createTitle[editing.kind]) : ''}
      description={item?.example ? `${text.form.editDescription} ${text.form.exampleNote}` : item ? text.form.editDescription : text.form.createDescription}
    >
      {/* A fresh form, filled from the item, each time the dialog opens; the item is of the kind (its list's). */}
      {editing?.kind === 'alerts' && <AlertForm item={item as AdminMarketAlert | null} {...formProps} />}
      {editing?.kind === 'opportunities' && <OpportunityForm item={item as AdminOpportunity | null} {...formProps} />}
      {editing?.kind === 'projects' && <ProjectForm item={item as AdminProject | null} {...formProps} />}
    </Dialog>
  );
}
