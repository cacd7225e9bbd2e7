import type { AdminUser } from '@ctp/domain/admin-users';
import type { Role } from '@ctp/domain/constants';
import { TEXTS } from '@ctp/domain/texts';
import { useState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useChangeUserRole } from '../api/change-user-role';
import { adminUsersTexts } from '../texts';
import { fullName, roleOptions } from '../user-format';

interface ChangeRoleDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  /** Told the server's message ('User role updated successfully') once the role is changed. */
  onChanged: (message: string) => void;
}

/**
 * Change role (spec 2.18, 5): trader, seller or admin; a failure reads 'Failed to update user role: {message}'
 * (ADMIN_USER_TEXTS.roleUpdateFailed, built here from TEXTS in the reader's language).
 */
export function ChangeRoleDialog({ user, onClose, onChanged }: ChangeRoleDialogProps) {
  const { text } = useTexts(adminUsersTexts);
  const domainTexts = useDomainTable(TEXTS);
  const mutation = useChangeUserRole();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={text.changeRole.title}
      description={user ? `${fullName(user)} · ${user.email}` : undefined}
      locked={mutation.isPending}
    >
      {user && (
        <RoleForm
          key={user.id}
          user={user}
          busy={mutation.isPending}
          error={mutation.isError ? `${domainTexts.roleUpdateFailed}: ${errorMessage(mutation.error, domainTexts.requestFailed)}` : null}
          onCancel={close}
          onSubmit={(role) =>
            mutation.mutate(
              { userId: user.id, role },
              {
                onSuccess: (answer) => {
                  onChanged(answer.message);
                  close();
                },
              },
            )
          }
        />
      )}
    </Dialog>
  );
}

interface RoleFormProps {
  user: AdminUser;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (role: Role) => void;
}

function RoleForm({ user, busy, error, onCancel, onSubmit }: RoleFormProps) {
  const { text } = useTexts(adminUsersTexts);
  const [role, setRole] = useState<Role>(user.role);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(role);
      }}
    >
      <Select label={text.changeRole.role} value={role} options={roleOptions(text)} onChange={(event) => setRole(event.target.value as Role)} required />
      {error && (
        <ErrorBox>
          <p>{error}</p>
        </ErrorBox>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {text.changeRole.cancel}
        </Button>
        <Button type="submit" busy={busy} busyText={text.changeRole.updating} disabled={role === user.role}>
          {text.changeRole.submit}
        </Button>
      </div>
    </form>
  );
}
