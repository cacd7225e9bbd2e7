import type { Document } from '@ctp/domain';
import { TEXTS } from '@ctp/domain/texts';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useDeleteDocument } from '../api/delete-document';
import { documentTexts } from '../texts';

interface DeleteDocumentDialogProps {
  document: Document | null;
  onClose: () => void;
  onDeleted: (document: Document) => void;
}

/** Deleting asks first: the file is gone for good. */
export function DeleteDocumentDialog({ document, onClose, onDeleted }: DeleteDocumentDialogProps) {
  const remove = useDeleteDocument();
  const { text, t } = useTexts(documentTexts);
  const texts = useDomainTable(TEXTS);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={document !== null}
      title={text.remove.title}
      description={document ? t('remove.description', { name: document.documentName }) : ''}
      confirmLabel={text.remove.confirm}
      confirmIcon={Trash2}
      busyLabel={text.remove.deleting}
      cancelLabel={text.remove.keep}
      busy={remove.isPending}
      error={remove.error}
      errorText={texts.requestFailed}
      onClose={close}
      onConfirm={() =>
        document &&
        remove.mutate(document.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(document);
          },
        })
      }
    />
  );
}
