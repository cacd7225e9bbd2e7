import { Suspense, lazy, useEffect, useState } from 'react';
import { fetchPlatformStatus } from '@/lib/platform-status';

const MaintenanceNotice = lazy(() => import('./maintenance-notice').then((module) => ({ default: module.MaintenanceNotice })));

/**
 * A strip above the page while the administrator has the platform in maintenance. The status is read after
 * hydration, so prerendered pages stay static and a failed read simply shows nothing. This part is in every public
 * page's first script (a visitor sees the notice without engaging); the words, with their languages, load only when
 * there is something to say.
 */
export function MaintenanceBanner() {
  const [maintenance, setMaintenance] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPlatformStatus(controller.signal)
      .then((status) => setMaintenance(status.maintenanceMode))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!maintenance) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceNotice />
    </Suspense>
  );
}
