import type { ChangePasswordRequest } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/features/activity';
import { api } from '@/lib/api-client';

export interface PasswordChanged {
  success: true;
  message: string;
  /** How many other sessions of the account were signed out. */
  otherSessionsRevoked: number;
}

/**
 * POST /api/v1/users/me/password {currentPassword, newPassword}. The server signs out every other
 * session of the account; this one stays.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<PasswordChanged> {
  return api.post<PasswordChanged>('/api/v1/users/me/password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
