import { defineTexts } from '@/lib/i18n/texts';

/**
 * The names the site's maps show, by their English name: a page that passes an English name gets it in the reader's
 * language; a name the table does not know is shown as given.
 */
export const placeTexts = defineTexts(
  'site.places',
  {
    names: {
      Muscat: 'Muscat',
      'Muscat HQ': 'Muscat HQ',
      Zurich: 'Zurich',
      London: 'London',
      Dubai: 'Dubai',
      'Hong Kong': 'Hong Kong',
      'New York': 'New York',
      Fujairah: 'Fujairah',
      Rotterdam: 'Rotterdam',
      Houston: 'Houston',
      Europe: 'Europe',
      Africa: 'Africa',
      'North America': 'North America',
      'South America': 'South America',
      Oceania: 'Oceania',
      'Middle East & Asia': 'Middle East & Asia',
    },
  },
  {
    names: {
      Muscat: 'مسقط',
      'Muscat HQ': 'المقر الرئيسي في مسقط',
      Zurich: 'زيورخ',
      London: 'لندن',
      Dubai: 'دبي',
      'Hong Kong': 'هونغ كونغ',
      'New York': 'نيويورك',
      Fujairah: 'الفجيرة',
      Rotterdam: 'روتردام',
      Houston: 'هيوستن',
      Europe: 'أوروبا',
      Africa: 'أفريقيا',
      'North America': 'أمريكا الشمالية',
      'South America': 'أمريكا الجنوبية',
      Oceania: 'أوقيانوسيا',
      'Middle East & Asia': 'الشرق الأوسط وآسيا',
    },
  },
);
