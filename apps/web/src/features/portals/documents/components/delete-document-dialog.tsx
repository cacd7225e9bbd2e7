import type { Document } from '@ctp/domain';
import { TEXTS } from '@ctp/domain/texts';
import { Trash2 } from 'lucide-react';
import { ErrorBox } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { DangerButton } from '../../components/danger-button';
import { PortalDialog } from '../../components/portal-dialog';
import { useDeleteDocument } from '../api/delete-document';

interface DeleteDocumentDialogProps {
  document: Document | null;
  onClose: () => void;
  onDeleted: (document: Document) => void;
}

/** Deleting asks first: the file is gone for good. */
export function DeleteDocumentDialog({ document, onClose, onDeleted }: DeleteDocumentDialogProps) {
  const remove = useDeleteDocument();
  return (
    <PortalDialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      locked={remove.isPending}
      title="Delete document?"
      description={document ? `“${document.documentName}” and its file will be removed permanently. This cannot be undone.` : undefined}
    >
      {document && (
        <div className="space-y-5">
          {remove.isError && <ErrorBox>{errorMessage(remove.error, TEXTS.requestFailed)}</ErrorBox>}
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
              Keep it
            </Button>
            <DangerButton
              busy={remove.isPending}
              busyText="Deleting..."
              onClick={() =>
                remove.mutate(document.id, {
                  onSuccess: () => {
                    remove.reset();
                    onDeleted(document);
                  },
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete document
            </DangerButton>
          </div>
        </div>
      )}
    </PortalDialog>
  );
}
