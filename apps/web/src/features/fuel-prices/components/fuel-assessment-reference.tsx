import { formatDay, formatMoney } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useFuelBoard } from '../api/get-fuel-board';
import { fuelPricesTexts } from '../texts';

interface FuelAssessmentReferenceProps {
  /** The chosen commodity's name (EN590, Jet A1, ...), if any. */
  product: string | undefined;
  /** The chosen origin port, if any. */
  port: string | undefined;
}

/**
 * The desk's latest price of the chosen product at the chosen port, shown by the fuel order form next to the target
 * price ("Desk assessment: EN590 Fujairah $712.50/MT on Nov 25, 2026"); empty when the desk has none. A live region,
 * so a screen reader hears the reference change with the choice.
 */
export function FuelAssessmentReference({ product, port }: FuelAssessmentReferenceProps) {
  const { t } = useTexts(fuelPricesTexts);
  const translate = useTranslateText();
  const board = useFuelBoard();
  const entry = board.data?.entries.find((candidate) => candidate.product === product && candidate.port === port);
  return (
    <p aria-live="polite" className="mt-2 text-xs text-slate-400 empty:hidden">
      {entry &&
        t('reference', {
          product: translate(entry.product),
          port: entry.port,
          price: formatMoney(entry.price, { currency: entry.currency }),
          date: formatDay(entry.day),
        })}
    </p>
  );
}
