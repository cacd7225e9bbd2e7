/**
 * The Arabic of the domain's tables, registered beside the English (translations.ts). Imported for its effect by the
 * web's domain-texts.ts and by the API's mails.
 */
import { addArabic } from './translations';
import { TEXTS } from './texts';

addArabic(TEXTS, {
  routerError: 'خطأ غير متوقع في التطبيق!',
  loginFailed: 'فشل تسجيل الدخول',
  traderOnly: 'تم رفض الوصول. هذه البوابة مخصصة للمتداولين فقط.',
  sellerOnly: 'تم رفض الوصول. هذه البوابة مخصصة للبائعين فقط.',
  unknownRole: 'دور المستخدم غير معروف. يرجى التواصل مع الدعم.',
  passwordsDoNotMatch: 'كلمتا المرور غير متطابقتين',
  passwordComplexity:
    'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وأن تحتوي على: حرف كبير، وحرف صغير، ورقم، ورمز (@$!%*?&.)',
  acceptTerms: 'يرجى قبول شروط الخدمة وسياسة الخصوصية',
  registrationFailedHeading: 'فشل التسجيل',
  registrationFailed: 'فشل التسجيل',
  forgotPasswordFailed: 'تعذر إرسال رسالة إعادة التعيين',
  resetFailed: 'تعذرت إعادة تعيين كلمة المرور',
  passwordTooShort: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  fillRequired: 'يرجى تعبئة جميع الحقول المطلوبة',
  dashboardLoadFailed: 'تعذر تحميل بيانات لوحة التحكم',
  uploadFailedBanner: 'تعذر رفع المستند',
  uploadFailed: 'فشل الرفع',
  downloadFailed: 'تعذر تنزيل المستند',
  usersLoadFailed: 'تعذر تحميل المستخدمين',
  roleUpdateFailed: 'تعذر تحديث دور المستخدم',
  createUserFailed: 'تعذر إنشاء المستخدم',
  profileFailed: 'تعذر جلب الملف الشخصي للمستخدم',
  usersFailed: 'تعذر جلب المستخدمين',
  noRefreshToken: 'لا يوجد رمز تحديث متاح',
  refreshFailed: 'تعذر تحديث الجلسة',
  requestFailed: 'فشل الطلب',
  networkError: 'خطأ في الشبكة',
  errorHeading: 'خطأ',
  loading: 'جارٍ التحميل...',
  loadingAdminPanel: 'جارٍ تحميل لوحة الإدارة...',
  signingIn: 'جارٍ تسجيل الدخول...',
  creatingAccount: 'جارٍ إنشاء الحساب...',
});
