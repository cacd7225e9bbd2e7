import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { useMarketPackage } from '../api/get-market-package';
import { enterprisePlanTexts } from '../enterprise.texts';
import { ForecastPanel } from './forecast-panel';
import { UpgradePanel } from './upgrade-panel';

/** The forecasts on Enterprise, the upgrade panel on Basic (issue 18): the plan decides before anything is asked. */
export function ForecastsByPlan() {
  const plan = useMarketPackage();
  const { text } = useTexts(enterprisePlanTexts);
  if (plan.data) return plan.data.package === 'enterprise' ? <ForecastPanel /> : <UpgradePanel awaitingCompany={plan.data.awaitingCompany} />;
  if (plan.isError) return <LoadError message={text.loadFailed} error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />;
  return (
    <Card className="p-8">
      <Spinner label={text.loading} showLabel />
    </Card>
  );
}
