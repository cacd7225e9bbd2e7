import { defineTexts } from '@/lib/i18n/texts';

/** The Settings tab of the trader and seller portals. */
export const settingsTexts = defineTexts(
  'settings',
  {
    loading: 'Loading settings...',
    notifications: 'Notifications',
    notificationsIntro: 'Choose how we reach you about your contracts, documents and the markets.',
    lastSaved: 'Last saved {{when}}',
    defaults: 'You are on the default settings.',
    discard: 'Discard changes',
    saving: 'Saving...',
    save: 'Save Changes',
    weeklyBriefEnterprise: 'It is sent to Enterprise plans only, and your plan is Basic.',
  },
  {
    loading: 'جارٍ تحميل الإعدادات...',
    notifications: 'الإشعارات',
    notificationsIntro: 'اختر كيف نتواصل معك بشأن عقودك ومستنداتك والأسواق.',
    lastSaved: 'آخر حفظ {{when}}',
    defaults: 'أنت تستخدم الإعدادات الافتراضية.',
    discard: 'تجاهل التغييرات',
    saving: 'جارٍ الحفظ...',
    save: 'حفظ التغييرات',
    weeklyBriefEnterprise: 'تُرسل إلى مشتركي باقة المؤسسات فقط، وباقتك هي الأساسية.',
  },
);
