import { isLanguage, type Language } from '@ctp/domain/languages';
import type { User } from '@ctp/domain/auth';
import { updateProfileResponseSchema } from '@ctp/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { currentUserKeys } from './keys';

/** The language stored on an account (issue 17); undefined for an answer that does not carry one (an older session). */
export function accountLanguage(user: User): Language | undefined {
  const value: unknown = user.language;
  return isLanguage(value) ? value : undefined;
}

/** PUT /api/v1/users/me/language {language}: the signed-in user's language, for the portals and their mails. */
export async function saveAccountLanguage(language: Language): Promise<User> {
  return updateProfileResponseSchema.parse(await api.put('/api/v1/users/me/language', { language })).user;
}

/**
 * Stores the reader's choice on the account; the saved user replaces the current user. The page already shows the
 * new language (the switch did that), so a failure only leaves the account's language as it was.
 */
export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountLanguage,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.all, user),
  });
}
