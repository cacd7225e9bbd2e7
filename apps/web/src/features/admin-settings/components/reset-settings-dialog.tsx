import { ConfirmDialog } from '@/components/ui/dialog';

interface ResetSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** Asks before every setting goes back to its default (spec 9). */
export function ResetSettingsDialog({ open, onOpenChange, onConfirm, busy }: ResetSettingsDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Reset to Defaults"
      description="Every platform, trading, notification and security setting goes back to its default value at once, for all users. Unsaved changes are lost."
      confirmLabel="Reset to Defaults"
      busyLabel="Resetting..."
      busy={busy}
      onClose={() => onOpenChange(false)}
      onConfirm={onConfirm}
    />
  );
}
