import { defineTexts } from '@/lib/i18n/texts';

/** The shared primitives' own words: close buttons, paging, search, password reveal, retry. */
export const uiTexts = defineTexts(
  'ui',
  {
    close: 'Close',
    cancel: 'Cancel',
    actionFailed: '{{action}} failed',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{total}}',
    clearSearch: 'Clear search',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    retry: 'Retry',
    retrying: 'Retrying...',
    noEarlierData: 'No earlier data',
    /** User and KYC statuses, shown as the API names them (the badge capitalises them). */
    accountStatuses: { active: 'active', approved: 'approved', pending: 'pending', suspended: 'suspended', rejected: 'rejected', inactive: 'inactive' },
    contractStatuses: { draft: 'Draft', pending: 'Pending', active: 'Active', executed: 'Executed', cancelled: 'Cancelled', expired: 'Expired' },
  },
  {
    close: 'إغلاق',
    cancel: 'إلغاء',
    actionFailed: 'تعذّر تنفيذ الإجراء: {{action}}',
    previous: 'السابق',
    next: 'التالي',
    pageOf: 'الصفحة {{page}} من {{total}}',
    clearSearch: 'مسح البحث',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    retry: 'إعادة المحاولة',
    retrying: 'جارٍ إعادة المحاولة...',
    noEarlierData: 'لا توجد بيانات سابقة',
    accountStatuses: { active: 'نشط', approved: 'معتمد', pending: 'قيد الانتظار', suspended: 'موقوف', rejected: 'مرفوض', inactive: 'غير نشط' },
    contractStatuses: { draft: 'مسودة', pending: 'بانتظار التوقيع', active: 'ساري', executed: 'منفّذ', cancelled: 'ملغى', expired: 'منتهي الصلاحية' },
  },
);
