import { LIMITS } from '@ctp/domain/constants';
import { FUEL_ASSESSMENT_PORTS, FUEL_ASSESSMENT_PRODUCTS, type FuelAssessment, type FuelAssessmentPort, type FuelAssessmentProduct } from '@ctp/domain/fuel-assessments';
import { FUEL_ORIGIN_PORT_LABELS } from '@ctp/domain/trading';
import { Fuel, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { ListPane } from '@/components/ui/list-pane';
import { FilterSelect } from '@/components/ui/select';
import { formatDay, formatMoney } from '@/lib/format';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteFuelAssessment } from './api/delete-fuel-assessment';
import { useFuelAssessments } from './api/get-fuel-assessments';
import { AssessmentForm } from './components/assessment-form';
import { AssessmentTable } from './components/assessment-table';
import { adminFuelPricesTexts } from './texts';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Admin › Fuel Prices (issue 18): the desk enters its daily price of EN590, Jet A1 and fuel oil per port, and keeps
 * the history (filtered by product and port in the URL), correcting or deleting an assessment.
 */
export function AdminFuelPricesPane() {
  const newId = useId();
  const historyId = useId();
  const { text, t } = useTexts(adminFuelPricesTexts);
  const portLabels = useDomainTable(FUEL_ORIGIN_PORT_LABELS);
  const translate = useTranslateText();
  const { page, values, update } = useListParams(['product', 'port'] as const);
  const product = oneOf<FuelAssessmentProduct>(FUEL_ASSESSMENT_PRODUCTS, values.product);
  const port = oneOf<FuelAssessmentPort>(FUEL_ASSESSMENT_PORTS, values.port);
  const assessments = useFuelAssessments({ product, port, page, limit: LIMITS.listItems });
  const remove = useDeleteFuelAssessment();
  const [editing, setEditing] = useState<FuelAssessment | null>(null);
  const [deleting, setDeleting] = useState<FuelAssessment | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby={newId}>
        <h2 id={newId} className="text-base font-semibold text-white">
          {text.newHeading}
        </h2>
        <p className="mt-0.5 text-sm text-slate-400">{text.newLead}</p>
        <Card className="mt-4 p-6">
          <AssessmentForm />
        </Card>
      </section>

      <section aria-labelledby={historyId} className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id={historyId} className="text-base font-semibold text-white">
              {text.historyHeading}
            </h2>
            <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
              {assessments.data ? t('historyCount', { count: assessments.data.total }) : ' '}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <FilterSelect
              label={text.filters.product}
              value={product}
              placeholder={text.filters.allProducts}
              options={FUEL_ASSESSMENT_PRODUCTS.map((value) => ({ value, label: translate(value) }))}
              onChange={(value) => update({ product: value })}
            />
            <FilterSelect
              label={text.filters.port}
              value={port}
              placeholder={text.filters.allPorts}
              options={FUEL_ASSESSMENT_PORTS.map((value) => ({ value, label: portLabels[value] }))}
              onChange={(value) => update({ port: value })}
            />
          </div>
        </div>
        <Card className="p-6">
          <ListPane
            query={assessments}
            items={(data) => data.assessments}
            loadingText={text.loading}
            errorText={text.loadFailed}
            empty={{ icon: Fuel, title: text.emptyTitle, text: text.emptyText }}
            filtered={Boolean(product || port)}
            filteredEmpty={{ text: text.filteredEmpty }}
            pagination={{ label: text.pages, onPageChange: (next) => update({ page: next }) }}
            dimStale
          >
            {(items) => <AssessmentTable assessments={items} onEdit={setEditing} onDelete={setDeleting} />}
          </ListPane>
        </Card>
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={text.editTitle} size="lg">
        {editing && <AssessmentForm editing={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        description={
          deleting &&
          t('deleteDescription', {
            product: translate(deleting.product),
            port: portLabels[deleting.port],
            date: formatDay(deleting.day),
            price: formatMoney(deleting.price, { currency: deleting.currency }),
          })
        }
        confirmLabel={text.delete}
        confirmIcon={Trash2}
        busyLabel={text.deleting}
        busy={remove.isPending}
        error={remove.error}
        errorText={text.deleteFailed}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      />
    </div>
  );
}
