import { defineTexts } from '@/lib/i18n/texts';

export const tradingTexts = defineTexts(
  'trading',
  {
    cards: {
      gold: { title: 'Gold Trading', text: 'Request physical gold in troy ounces, delivered to Zurich, London, Dubai, Hong Kong or New York.', button: 'Request Gold Trade' },
      fuel: { title: 'Fuel Trading', text: 'Request EN590, Jet A1, Crude Oil or Fuel Oil in metric tonnes from Fujairah, Rotterdam or Houston.', button: 'Request Fuel Trade' },
    },
    recentRequests: 'Your recent requests',
    loadingRequests: 'Loading your requests...',
    noRequests: 'No requests yet',
    noRequestsBody: 'Requests you submit appear here with their status.',
    submitted: 'submitted {{date}}',
  },
  {
    cards: {
      gold: { title: 'تداول الذهب', text: 'اطلب ذهبًا فعليًا بالأونصة التروية، مع التسليم في Zurich أو London أو Dubai أو Hong Kong أو New York.', button: 'طلب صفقة ذهب' },
      fuel: { title: 'تداول الوقود', text: 'اطلب EN590 أو Jet A1 أو النفط الخام أو زيت الوقود بالطن المتري من Fujairah أو Rotterdam أو Houston.', button: 'طلب صفقة وقود' },
    },
    recentRequests: 'طلباتك الأخيرة',
    loadingRequests: 'جارٍ تحميل طلباتك...',
    noRequests: 'لا توجد طلبات بعد',
    noRequestsBody: 'تظهر هنا الطلبات التي تقدّمها مع حالتها.',
    submitted: 'قُدّم في {{date}}',
  },
);
