import { projectListSchema, type ProjectList } from '@ctp/domain/investments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { investmentsKeys } from './keys';

export const PROJECTS_PATH = '/api/v1/investments/projects';

/** GET /api/v1/investments/projects: projects seeking development capital, newest first. */
export async function getProjects(signal?: AbortSignal): Promise<ProjectList> {
  return projectListSchema.parse(await api.get(`${PROJECTS_PATH}?limit=50`, { signal }));
}

export const projectsQueryOptions = () =>
  queryOptions({ queryKey: investmentsKeys.projects(), queryFn: ({ signal }) => getProjects(signal), staleTime: 5 * 60_000 });

export const useProjects = () => useQuery(projectsQueryOptions());
