import { ADMIN_USER_LIMITS, type AdminUser } from '@ctp/domain/admin-users';
import { TextDialog } from '@/components/ui/text-dialog';
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
  const mutation = useSuspendUser();
  return (
    <TextDialog
      open={user !== null}
      title={user ? `Suspend ${fullName(user)}` : ''}
      description={user?.email}
      field={{
        label: 'Reason for suspension',
        maxLength: ADMIN_USER_LIMITS.suspensionReason,
        required: true,
        hint: 'The user is signed out everywhere at once and cannot sign in until reactivated. They are not shown the reason.',
      }}
      action={{ label: 'Suspend User', busyLabel: 'Suspending...', errorText: ADMIN_USER_UI_TEXTS.suspendFailed, variant: 'danger' }}
      mutation={mutation}
      onSubmit={(reason, done) => {
        if (!user) return;
        mutation.mutate(
          { userId: user.id, reason },
          {
            onSuccess: (answer) => {
              onSuspended(answer.message);
              done();
            },
          },
        );
      }}
      onClose={onClose}
    />
  );
}
