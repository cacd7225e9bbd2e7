import { defineTexts } from '@/lib/i18n/texts';

export const fuelPageTexts = defineTexts(
  'site.page.fuel',
  {
    eyebrow: 'Fuel Trading',
    titleStart: 'Refined fuels and crude,',
    titleHighlight: 'delivered on your terms',
    lead: "EN590, Jet A1, crude oil and fuel oil, traded between verified counterparties through the world's key energy ports, by tank transfer or by vessel.",
    start: 'Start Fuel Trading',
    desk: 'Talk to the Trading Desk',
  },
  {
    eyebrow: 'تجارة الوقود',
    titleStart: 'وقود مكرّر ونفط خام،',
    titleHighlight: 'يُسلَّم وفق شروطك',
    lead: 'ديزل EN590 ووقود الطائرات Jet A1 والنفط الخام وزيت الوقود، تُتداول بين أطراف موثّقة عبر أهم موانئ الطاقة في العالم، بالنقل بين الخزانات أو على متن السفن.',
    start: 'ابدأ تجارة الوقود',
    desk: 'تحدّث إلى مكتب التداول',
  },
);
