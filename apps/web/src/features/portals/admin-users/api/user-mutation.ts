import type { AdminUserResponse } from '@ctp/domain/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users';

/** A change to one user: on success the list and every open detail reload. */
export function useUserMutation<Input>(mutationFn: (input: Input) => Promise<AdminUserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
