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
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { usePasswordComplexity } from '@/lib/use-platform-status';
import { useCreateUser } from '../api/create-user';
import { adminUsersTexts } from '../texts';
import { roleOptions } from '../user-format';

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
  const { text, t } = useTexts(adminUsersTexts);
  const domainTexts = useDomainTable(TEXTS);
  const translate = useTranslateText();
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

  const error = formError ? translate(formError) : mutation.isError ? errorMessage(mutation.error, domainTexts.createUserFailed) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={text.create.title}
      description={text.create.description}
      locked={mutation.isPending}
    >
      <form
        noValidate
        aria-label={text.create.formLabel}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label={text.create.email} type="email" autoComplete="off" required value={form.email} onChange={set('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={text.create.firstName} autoComplete="off" required value={form.firstName} onChange={set('firstName')} />
          <TextField label={text.create.lastName} autoComplete="off" required value={form.lastName} onChange={set('lastName')} />
        </div>
        <Select label={text.create.role} value={form.role} options={roleOptions(text)} onChange={set('role')} />
        <TextField
          label={text.create.tempPassword}
          type="password"
          autoComplete="new-password"
          revealable
          required
          value={form.tempPassword}
          onChange={set('tempPassword')}
          hint={t('create.passwordHint', { rule: translate(PASSWORD_RULES[complexity].hint), hours: ADMIN_USER_LIMITS.tempPasswordHours })}
        />
        {error && (
          <ErrorBox>
            <p>{error}</p>
          </ErrorBox>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
            {text.create.cancel}
          </Button>
          <Button type="submit" busy={mutation.isPending} busyText={text.create.creating}>
            {text.create.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
