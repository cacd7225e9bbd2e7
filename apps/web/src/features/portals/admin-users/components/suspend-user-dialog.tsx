import { ADMIN_USER_LIMITS, type AdminUser } from '@ctp/domain/admin-users';
import { useState } from 'react';
import { ErrorBox } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { DangerButton } from '../../components/danger-button';
import { PortalDialog } from '../../components/portal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { useSuspendUser } from '../api/suspend-user';
import { fullName } from '../user-format';

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
    <PortalDialog
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
        <TextAreaField
          label="Reason for suspension"
          value={reason}
          required
          maxLength={ADMIN_USER_LIMITS.suspensionReason}
          onChange={(event) => setReason(event.target.value)}
          hint="The user is signed out everywhere at once and cannot sign in until reactivated. They are not shown the reason."
        />
        {mutation.isError && (
          <ErrorBox>
            <p>{errorMessage(mutation.error, 'Failed to suspend user')}</p>
          </ErrorBox>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <DangerButton type="submit" busy={mutation.isPending} busyText="Suspending..." disabled={!reason.trim()}>
            Suspend User
          </DangerButton>
        </div>
      </form>
    </PortalDialog>
  );
}
