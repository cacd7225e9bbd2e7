import type { ReactNode } from 'react';
import { ErrorBox } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { DangerButton } from '../../components/danger-button';
import { PortalDialog } from '../../components/portal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The failed attempt, shown in the dialog so the admin can try again. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a security action that takes effect at once (revoke a session, unlock an account). */
export function ConfirmDialog({ open, title, description, confirmLabel, busyLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <PortalDialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description} locked={busy}>
      {error ? (
        <ErrorBox className="mb-4">
          <p>{errorMessage(error, `${confirmLabel} failed`)}</p>
        </ErrorBox>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <DangerButton onClick={onConfirm} busy={busy} busyText={busyLabel}>
          {confirmLabel}
        </DangerButton>
      </div>
    </PortalDialog>
  );
}
