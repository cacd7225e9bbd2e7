import { ACCOUNT_TEXTS } from '@ctp/domain/account-texts';
import { useDomainTable } from '@/lib/i18n/domain-texts';

/** The strip itself, in the reader's language: a chunk of its own, fetched only while the platform is in maintenance. */
export function MaintenanceNotice() {
  const texts = useDomainTable(ACCOUNT_TEXTS);
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-[70] border-t border-amber-400/40 bg-amber-950/95 px-4 py-3 text-center text-sm font-medium text-amber-100">
      {texts.maintenance}
    </div>
  );
}
