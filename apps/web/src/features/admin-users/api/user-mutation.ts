import type { AdminUserResponse } from '@ctp/domain/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKeys } from './keys';

/** A change to one user: on success the list and every open detail reload. */
export function useUserMutation<Input>(mutationFn: (input: Input) => Promise<AdminUserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
