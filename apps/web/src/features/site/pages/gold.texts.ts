import { defineTexts } from '@/lib/i18n/texts';

export const goldPageTexts = defineTexts(
  'site.page.gold',
  {
    eyebrow: 'Gold Trading',
    titleStart: 'Physical gold, traded with',
    titleHighlight: 'precision and security',
    lead: "Spot and long-term gold contracts between verified counterparties, on CIF or FOB terms, with Brinks secure delivery to the world's leading bullion hubs.",
    start: 'Start Gold Trading',
    desk: 'Talk to the Trading Desk',
  },
  {
    eyebrow: 'تجارة الذهب',
    titleStart: 'ذهب فعلي، يُتداول بكل',
    titleHighlight: 'دقّة وأمان',
    lead: 'عقود ذهب فورية وطويلة الأجل بين أطراف موثّقة، بشروط CIF أو FOB، مع تسليم آمن عبر Brinks إلى أبرز مراكز السبائك في العالم.',
    start: 'ابدأ تجارة الذهب',
    desk: 'تحدّث إلى مكتب التداول',
  },
);
