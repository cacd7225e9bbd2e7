import { adminUserResponseSchema, type AdminUserResponse, type CreateUserRequest } from '@ctp/domain/admin-users';
import { api } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

/** POST /admin/users {email, firstName, lastName, role, tempPassword} (spec 7.3 createUserWithRole). */
export async function createUser(body: CreateUserRequest): Promise<AdminUserResponse> {
  return adminUserResponseSchema.parse(await api.post('/admin/users', body));
}

export const useCreateUser = () => useUserMutation(createUser);
