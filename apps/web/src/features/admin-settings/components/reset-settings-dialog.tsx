import { ConfirmDialog } from '@/components/ui/dialog';
import { useTexts } from '@/lib/i18n/texts';
import { adminSettingsTexts } from '../texts';

interface ResetSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** Asks before every setting goes back to its default (spec 9). */
export function ResetSettingsDialog({ open, onOpenChange, onConfirm, busy }: ResetSettingsDialogProps) {
  const { text } = useTexts(adminSettingsTexts);
  return (
    <ConfirmDialog
      open={open}
      title={text.resetDialog.title}
      description={text.resetDialog.description}
      confirmLabel={text.resetDialog.confirm}
      busyLabel={text.resetDialog.busy}
      busy={busy}
      onClose={() => onOpenChange(false)}
      onConfirm={onConfirm}
    />
  );
}
