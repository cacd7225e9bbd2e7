import { MARKET_PACKAGES } from '@ctp/domain/market-intelligence';
import type { MarketPackage as CallerPackage } from '@ctp/domain/enterprise';
import { CheckCircle2 } from 'lucide-react';
import { CheckList } from '@/components/ui/check-list';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { useMarketPackage } from '../api/get-market-package';
import { enterprisePlanTexts } from '../enterprise.texts';
import { marketIntelligenceTexts } from '../texts';
import { ContactSales } from './contact-sales';

type MarketPackage = (typeof MARKET_PACKAGES)[number];

/**
 * The intelligence packages (spec 2.16) and the caller's own (issue 18): Basic, or Enterprise once the desk granted it
 * to their company. On Basic, the Enterprise card's Contact Sales records an inquiry for the sales team.
 */
export function PackagesPanel() {
  const headingId = useId();
  const plan = useMarketPackage();
  const current = plan.data?.package;
  const { text: words } = useTexts(marketIntelligenceTexts);
  const text = words.packages;

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-white">
          {text.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{text.lead}</p>
      </div>
      <ul className="grid gap-5 md:grid-cols-2">
        {MARKET_PACKAGES.map((pkg) => (
          <li key={pkg.id} className="flex">
            <PackageCard pkg={pkg} current={pkg.id === current} action={plan.data && <PlanAction pkg={pkg} plan={plan.data} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a card offers the caller: their own plan says so, Enterprise on Basic is Contact Sales. */
function PlanAction({ pkg, plan }: { pkg: MarketPackage; plan: CallerPackage }) {
  const { text: words } = useTexts(marketIntelligenceTexts);
  const { text: planWords, t } = useTexts(enterprisePlanTexts);
  if (pkg.id === 'enterprise' && plan.package === 'basic') return <ContactSales />;
  if (pkg.id === 'enterprise') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{plan.grantedTo ? t('plan.granted', { company: plan.grantedTo }) : planWords.plan.desk}</span>
      </p>
    );
  }
  return (
    <Button variant="secondary" fullWidth disabled aria-describedby={plan.package === 'basic' ? `${pkg.id}-plan-note` : undefined}>
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {plan.package === 'basic' ? words.packages.onBasic : planWords.plan.includedInEnterprise}
    </Button>
  );
}

function PackageCard({ pkg, current, action }: { pkg: MarketPackage; current: boolean; action: ReactNode }) {
  const titleId = `${pkg.id}-package`;
  const { text: words, t } = useTexts(marketIntelligenceTexts);
  const text = words.packages;
  const plan = text.plans[pkg.id];
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'relative flex w-full flex-col rounded-2xl border p-7',
        pkg.recommended ? 'border-gold-400/50 bg-linear-to-b from-ink-700 to-ink-900 shadow-2xl shadow-gold-500/10' : 'border-white/10 bg-ink-800/80',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-xl font-semibold text-white">
          {plan.name}
        </h3>
        {pkg.recommended && (
          <span className="rounded-full bg-linear-to-r from-gold-300 to-gold-500 px-3 py-1 text-[11px] font-bold tracking-wider text-ink-950 uppercase">
            {text.recommended}
          </span>
        )}
        {current && (
          <span className="rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-[11px] font-semibold tracking-wider text-emerald-300 uppercase">
            {text.currentPlan}
          </span>
        )}
      </div>
      <p className={cx('mt-3 text-3xl font-bold', pkg.recommended ? 'text-gold-300' : 'text-white')}>{plan.price}</p>
      <p className="mt-2 text-sm text-slate-300">{plan.summary}</p>
      <CheckList items={plan.features} aria-label={t('packages.features', { name: plan.name })} className="mt-6 flex-1 space-y-3" />
      <div className="mt-8">{action}</div>
      {current && pkg.id === 'basic' && (
        <p id={`${pkg.id}-plan-note`} className="mt-3 text-center text-xs text-slate-400">
          {text.includesBasic}
        </p>
      )}
    </article>
  );
}
