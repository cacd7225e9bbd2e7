import { ADMIN_USER_LIMITS, type AdminUser } from '@ctp/domain/admin-users';
import { TextDialog } from '@/components/ui/text-dialog';
import { useTexts } from '@/lib/i18n/texts';
import { useSuspendUser } from '../api/suspend-user';
import { fullName } from '../user-format';
import { adminUsersTexts } from '../texts';

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
  const { text, t } = useTexts(adminUsersTexts);
  const mutation = useSuspendUser();
  return (
    <TextDialog
      open={user !== null}
      title={user ? t('suspend.title', { name: fullName(user) }) : ''}
      description={user?.email}
      field={{
        label: text.suspend.reason,
        maxLength: ADMIN_USER_LIMITS.suspensionReason,
        required: true,
        hint: text.suspend.hint,
      }}
      action={{ label: text.suspend.submit, busyLabel: text.suspend.busy, errorText: text.failures.suspendFailed, variant: 'danger' }}
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
