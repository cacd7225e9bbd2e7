import { Button } from '../../../../components/ui/button';
import { DangerButton } from '../../components/danger-button';
import { PortalDialog } from '../../components/portal-dialog';

interface ResetSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** Asks before every setting goes back to its default (spec 9). */
export function ResetSettingsDialog({ open, onOpenChange, onConfirm, busy }: ResetSettingsDialogProps) {
  return (
    <PortalDialog open={open} onOpenChange={onOpenChange} title="Reset to Defaults" locked={busy}>
      <p className="text-sm text-slate-300">
        Every platform, trading, notification and security setting goes back to its default value at once, for all users. Unsaved changes are lost.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <DangerButton onClick={onConfirm} busy={busy} busyText="Resetting...">
          Reset to Defaults
        </DangerButton>
      </div>
    </PortalDialog>
  );
}
