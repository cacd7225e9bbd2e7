import { defineTexts } from '@/lib/i18n/texts';

export const streamingPageTexts = defineTexts(
  'site.page.streaming',
  {
    eyebrow: 'Commodity Investment',
    titleStart: 'Streaming & Royalty finance for the',
    titleHighlight: 'next generation of mines',
    lead: 'We connect investors with mining projects that need development capital, through streaming and royalty agreements backed by advisory and ESG models.',
    explore: 'Explore Opportunities',
    discuss: 'Discuss an Investment',
  },
  {
    eyebrow: 'الاستثمار في السلع',
    titleStart: 'تمويل تدفّق المعادن والإتاوات',
    titleHighlight: 'لجيل جديد من المناجم',
    lead: 'نربط المستثمرين بمشاريع التعدين التي تحتاج إلى رأس مال للتطوير، من خلال اتفاقيات تدفّق المعادن والإتاوات، مدعومةً بالخدمات الاستشارية ونماذج ESG.',
    explore: 'استكشف الفرص',
    discuss: 'ناقش استثمارًا معنا',
  },
);
