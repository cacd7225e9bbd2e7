import { defineTexts } from '@/lib/i18n/texts';

export const passwordChangeTexts = defineTexts(
  'passwordChange',
  { newPassword: 'New password', confirmNewPassword: 'Confirm new password' },
  { newPassword: 'كلمة المرور الجديدة', confirmNewPassword: 'تأكيد كلمة المرور الجديدة' },
);
