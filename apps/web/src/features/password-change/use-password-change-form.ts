import { changePasswordFormSchemaFor, TEXTS, type ChangePasswordForm, type ChangePasswordRequest } from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { usePasswordComplexity } from '@/lib/use-platform-status';

const EMPTY_PASSWORD_CHANGE: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * The password-change form under the passwordComplexity setting (the server checks it again). `save` sends the
 * request (and may reset the form); a refusal puts the server's field messages under their fields and its message in `failure`.
 */
export function usePasswordChangeForm(save: (request: ChangePasswordRequest, form: UseFormReturn<ChangePasswordForm>) => Promise<void>) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchemaFor(usePasswordComplexity())),
    defaultValues: EMPTY_PASSWORD_CHANGE,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const texts = useDomainTable(TEXTS);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await save({ currentPassword, newPassword }, form);
    } catch (error) {
      if (error instanceof ApiError && Array.isArray(error.details)) {
        for (const detail of error.details as { path?: string; message?: string }[]) {
          const field = SERVER_FIELDS.find((name) => name === detail.path);
          if (field && detail.message) form.setError(field, { message: detail.message });
        }
      }
      setFailure(errorMessage(error, texts.requestFailed));
    }
  });

  return { form, failure, onSubmit };
}
