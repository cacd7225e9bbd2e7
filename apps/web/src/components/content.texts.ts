import { defineTexts } from '@/lib/i18n/texts';

/** The words of the desk's content wherever it is shown (issue 18): the example label and the empty panels' pointer. */
export const contentTexts = defineTexts(
  'content',
  {
    example: 'Example · fictional data',
    exampleNote: 'Example: fictional data for demonstration',
    addInContent: {
      alerts: 'The desk publishes alerts in Admin › Content.',
      opportunities: 'The desk publishes opportunities in Admin › Content.',
      projects: 'The desk publishes projects in Admin › Content.',
    },
  },
  {
    example: 'مثال · بيانات افتراضية',
    exampleNote: 'مثال: بيانات افتراضية لأغراض العرض التوضيحي',
    addInContent: {
      alerts: 'ينشر المكتب التنبيهات من الإدارة › المحتوى.',
      opportunities: 'ينشر المكتب الفرص من الإدارة › المحتوى.',
      projects: 'ينشر المكتب المشاريع من الإدارة › المحتوى.',
    },
  },
);
