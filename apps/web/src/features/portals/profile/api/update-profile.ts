import { updateProfileResponseSchema, type UpdateProfileRequest, type User } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, refreshSession } from '../../../../lib/api-client';

/** PUT /api/v1/users/me {firstName, lastName, companyName, phoneNumber}: the signed-in user's own details. */
export async function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  return updateProfileResponseSchema.parse(await api.put('/api/v1/users/me', changes)).user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(['profile', user.id], user);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      // The portal header shows the session's copy of the user; a renewed session carries the new name.
      void refreshSession();
    },
  });
}
