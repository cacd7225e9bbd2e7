import { ACCOUNT_TEXTS } from '@ctp/domain/account-texts';
import { useEffect, useState } from 'react';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { fetchPlatformStatus } from '@/lib/platform-status';

/**
 * A strip above the page while the administrator has the platform in maintenance. The status is read
 * after hydration, so prerendered pages stay static and a failed read simply shows nothing.
 */
export function MaintenanceBanner() {
  const [maintenance, setMaintenance] = useState(false);
  const texts = useDomainTable(ACCOUNT_TEXTS);

  useEffect(() => {
    const controller = new AbortController();
    fetchPlatformStatus(controller.signal)
      .then((status) => setMaintenance(status.maintenanceMode))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!maintenance) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-[70] border-t border-amber-400/40 bg-amber-950/95 px-4 py-3 text-center text-sm font-medium text-amber-100">
      {texts.maintenance}
    </div>
  );
}
