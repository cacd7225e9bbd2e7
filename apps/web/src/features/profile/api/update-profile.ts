import { updateProfileResponseSchema, type UpdateProfileRequest, type User } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserKeys } from '@/lib/session/keys';

/** PUT /api/v1/users/me {firstName, lastName, companyName, phoneNumber}: the signed-in user's own details. */
export async function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  return updateProfileResponseSchema.parse(await api.put('/api/v1/users/me', changes)).user;
}

/** Saves the details; the saved user replaces the current user, so the portal header shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.all, user),
  });
}
