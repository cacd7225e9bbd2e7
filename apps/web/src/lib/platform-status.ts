// Zod-free on purpose: the public pages' maintenance banner loads this.
import type { PlatformStatus } from '@ctp/domain/account-texts';

export const PLATFORM_STATUS_PATH = '/api/v1/platform/status';

/** GET /api/v1/platform/status: the platform settings a visitor's browser needs (public, cached a few seconds). */
export async function fetchPlatformStatus(signal?: AbortSignal): Promise<PlatformStatus> {
  const response = await fetch(PLATFORM_STATUS_PATH, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Platform status answered ${response.status}`);
  return (await response.json()) as PlatformStatus;
}
