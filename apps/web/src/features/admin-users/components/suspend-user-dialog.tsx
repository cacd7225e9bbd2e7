import { ADMIN_USER_LIMITS, type AdminUser } from '@ctp/domain/admin-users';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useSuspendUser } from '../api/suspend-user';
import { fullName } from '../user-format';
import { ADMIN_USER_UI_TEXTS } from '../texts';

interface SuspendUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onSuspended: (message: string) => void;
}

/**
 * Suspend an active user (spec 2.18, 5): a reason is required, so Suspend stays disabled until one is
 * typed. The server ends every session of the user at once and refuses their sign-in.
 */
export function SuspendUserDialog({ user, onClose, onSuspended }: SuspendUserDialogProps) {
  const [reason, setReason] = useState('');
  const mutation = useSuspendUser();

  const close = () => {
    setReason('');
    mutation.reset();
    onClose();
  };

  const submit = () => {
    if (!user || !reason.trim()) return;
    mutation.mutate(
      { userId: user.id, reason },
      {
        onSuccess: (answer) => {
          onSuspended(answer.message);
          close();
        },
      },
    );
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={user ? `Suspend ${fullName(user)}` : ''}
      description={user?.email}
      locked={mutation.isPending}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextArea
          label="Reason for suspension"
          value={reason}
          required
          maxLength={ADMIN_USER_LIMITS.suspensionReason}
          onChange={(event) => setReason(event.target.value)}
          hint="The user is signed out everywhere at once and cannot sign in until reactivated. They are not shown the reason."
        />
        <DialogActions
          error={mutation.error}
          errorText={ADMIN_USER_UI_TEXTS.suspendFailed}
          label="Suspend User"
          busyLabel="Suspending..."
          busy={mutation.isPending}
          onCancel={close}
          variant="danger"
          disabled={!reason.trim()}
        />
      </form>
    </Dialog>
  );
}
