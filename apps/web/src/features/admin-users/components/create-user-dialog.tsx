import { ADMIN_USER_LIMITS, createUserFormError } from '@ctp/domain/admin-users';
import type { Role } from '@ctp/domain/constants';
import { PASSWORD_RULES, passwordProblem } from '@ctp/domain/password';
import { TEXTS } from '@ctp/domain/texts';
import { useState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { usePasswordComplexity } from '@/lib/use-platform-status';
import { useCreateUser } from '../api/create-user';
import { ROLE_OPTIONS } from '../user-format';

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told the server's message ('User created successfully with role: seller'). */
  onCreated: (message: string) => void;
}

/** The Create-user form of spec 3; the role defaults to trader (spec 5). */
const EMPTY = { email: '', firstName: '', lastName: '', role: 'trader' as Role, tempPassword: '' };

/**
 * Create User (spec 2.18, 5, 7.3): the four text fields are required ('Please fill in all required
 * fields'); the temporary password follows the platform's password rule, expires in 72 hours and must be
 * replaced at first sign-in. The invitation mail does not carry it: the administrator hands it over.
 */
export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const [form, setForm] = useState(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useCreateUser();
  const complexity = usePasswordComplexity();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setFormError(null);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  const close = () => {
    setForm(EMPTY);
    setFormError(null);
    mutation.reset();
    onClose();
  };

  const submit = () => {
    const problem = createUserFormError(form) ?? passwordProblem(form.tempPassword, complexity);
    if (problem) {
      setFormError(problem);
      return;
    }
    mutation.mutate(form, {
      onSuccess: (answer) => {
        onCreated(answer.message);
        close();
      },
    });
  };

  const error = formError ?? (mutation.isError ? errorMessage(mutation.error, TEXTS.createUserFailed) : null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Create User"
      description="The user receives an invitation email with the sign-in address. Give them the temporary password yourself."
      locked={mutation.isPending}
    >
      <form
        noValidate
        aria-label="Create user"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="Email" type="email" autoComplete="off" required value={form.email} onChange={set('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="off" required value={form.firstName} onChange={set('firstName')} />
          <TextField label="Last name" autoComplete="off" required value={form.lastName} onChange={set('lastName')} />
        </div>
        <Select label="Role" value={form.role} options={ROLE_OPTIONS} onChange={set('role')} />
        <TextField
          label="Temporary password"
          type="password"
          autoComplete="new-password"
          revealable
          required
          value={form.tempPassword}
          onChange={set('tempPassword')}
          hint={`${PASSWORD_RULES[complexity].hint}. It expires in ${ADMIN_USER_LIMITS.tempPasswordHours} hours and must be changed at first sign-in.`}
        />
        {error && (
          <ErrorBox>
            <p>{error}</p>
          </ErrorBox>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={mutation.isPending} busyText="Creating...">
            Create User
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
