import type { Document } from '@ctp/domain';
import { TEXTS } from '@ctp/domain/texts';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useDeleteDocument } from '../api/delete-document';

interface DeleteDocumentDialogProps {
  document: Document | null;
  onClose: () => void;
  onDeleted: (document: Document) => void;
}

/** Deleting asks first: the file is gone for good. */
export function DeleteDocumentDialog({ document, onClose, onDeleted }: DeleteDocumentDialogProps) {
  const remove = useDeleteDocument();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={document !== null}
      title="Delete document?"
      description={document ? `“${document.documentName}” and its file will be removed permanently. This cannot be undone.` : ''}
      confirmLabel="Delete document"
      confirmIcon={Trash2}
      busyLabel="Deleting..."
      cancelLabel="Keep it"
      busy={remove.isPending}
      error={remove.error}
      errorText={TEXTS.requestFailed}
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
