import type { FuelAssessment } from '@ctp/domain/fuel-assessments';
import { FUEL_ORIGIN_PORT_LABELS } from '@ctp/domain/trading';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatDay, formatMoney } from '@/lib/format';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { adminFuelPricesTexts } from '../texts';

interface AssessmentTableProps {
  assessments: FuelAssessment[];
  onEdit: (assessment: FuelAssessment) => void;
  onDelete: (assessment: FuelAssessment) => void;
}

/** The history of assessments, one row each, with Edit and Delete. */
export function AssessmentTable({ assessments, onEdit, onDelete }: AssessmentTableProps) {
  const { text, t } = useTexts(adminFuelPricesTexts);
  const portLabels = useDomainTable(FUEL_ORIGIN_PORT_LABELS);
  const translate = useTranslateText();
  const named = (a: FuelAssessment) => ({ product: translate(a.product), port: portLabels[a.port], date: formatDay(a.day) });
  return (
    <ScrollArea label={text.table.label}>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{text.table.caption}</caption>
        <thead className="border-b border-white/10 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pe-4 text-start font-medium">{text.table.day}</th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">{text.table.product}</th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">{text.table.port}</th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">{text.table.price}</th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">{text.table.note}</th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">{text.table.enteredBy}</th>
            <th scope="col" className="py-2 text-start font-medium">
              <span className="sr-only">{text.table.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {assessments.map((assessment) => (
            <tr key={assessment.id}>
              <th scope="row" className="py-3 pe-4 text-start font-medium whitespace-nowrap text-white">
                <time dateTime={assessment.day}>{formatDay(assessment.day)}</time>
              </th>
              <td className="py-3 pe-4 text-slate-200">{translate(assessment.product)}</td>
              <td className="py-3 pe-4 text-slate-300">{portLabels[assessment.port]}</td>
              <td className="py-3 pe-4 font-semibold text-white tabular-nums">{formatMoney(assessment.price, { currency: assessment.currency })}</td>
              <td className="max-w-64 py-3 pe-4 text-slate-300">{assessment.note}</td>
              <td className="py-3 pe-4 text-slate-400">{assessment.createdBy.email}</td>
              <td className="py-3">
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" onClick={() => onEdit(assessment)} aria-label={t('editOf', named(assessment))}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {text.edit}
                  </Button>
                  <Button variant="ghost" onClick={() => onDelete(assessment)} aria-label={t('deleteOf', named(assessment))}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {text.delete}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
