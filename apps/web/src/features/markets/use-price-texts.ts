import '@ctp/domain/arabic-common';
import { PRICE_TEXTS } from '@ctp/domain/price-constants';
import { inLanguage } from '@ctp/domain/translations';
import { useLanguage } from '@/lib/i18n/language';

/** Spec 8's price texts in the reader's language (useDomainTable takes plain tables; these include texts built from values). */
export const usePriceTexts = () => inLanguage(PRICE_TEXTS, useLanguage());
