import { LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { useTexts } from '@/lib/i18n/texts';
import { enterprisePlanTexts } from '../enterprise.texts';
import { ContactSales } from './contact-sales';

/**
 * In place of the forecasts for a Basic user (issue 18): what Enterprise adds, no more than the platform does, and
 * Contact Sales; for a user whose company has it, that the desk has yet to confirm them. Nothing behind it is loaded: the forecasts answer Basic users 403.
 */
export function UpgradePanel({ awaitingCompany }: { awaitingCompany: string | null }) {
  const headingId = useId();
  const { text, t } = useTexts(enterprisePlanTexts);
  const words = text.upgrade;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-white">
          {words.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{words.lead}</p>
      </div>
      <Card className="grid gap-6 p-6 md:grid-cols-[minmax(0,1fr)_16rem] md:items-end">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
            <LockKeyhole className="size-5" />
          </span>
          <div>
            <p className="font-medium text-white">{words.plan}</p>
            {awaitingCompany && <p className="mt-1 text-sm text-gold-200">{t('upgrade.awaiting', { company: awaitingCompany })}</p>}
            <p className="mt-1 text-sm text-slate-300">{words.adds}</p>
            <CheckList items={words.features} aria-label={words.featuresLabel} className="mt-4" />
            <p className="mt-4 text-sm text-slate-400">{words.stays}</p>
          </div>
        </div>
        <ContactSales />
      </Card>
    </section>
  );
}
