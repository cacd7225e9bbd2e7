import { capitalProjectSchema, type CapitalProject } from '@ctp/domain/investments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PROJECTS_PATH } from './get-projects';
import { investmentsKeys } from './keys';

/** GET /api/v1/investments/projects/{id}: one project with its details and use of funds. */
export async function getProject(id: string, signal?: AbortSignal): Promise<CapitalProject> {
  return capitalProjectSchema.parse(await api.get(`${PROJECTS_PATH}/${encodeURIComponent(id)}`, { signal }));
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: investmentsKeys.project(id), queryFn: ({ signal }) => getProject(id, signal), staleTime: 5 * 60_000 });

export const useProject = (id: string | null) => useQuery({ ...projectQueryOptions(id ?? ''), enabled: id !== null });
