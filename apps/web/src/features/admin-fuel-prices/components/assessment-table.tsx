import type { FuelAssessment } from '@ctp/domain/fuel-assessments';
import { FUEL_ORIGIN_PORT_LABELS } from '@ctp/domain/trading';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
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
    <DataTable
      label={text.table.label}
      caption={text.table.caption}
      columns={[
        { label: text.table.day },
        { label: text.table.product },
        { label: text.table.port },
        { label: text.table.price },
        { label: text.table.note },
        { label: text.table.enteredBy },
        { label: text.table.actions, labelHidden: true },
      ]}
    >
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
    </DataTable>
  );
}
