/**
 * The Arabic of the domain's tables, registered beside the English (translations.ts): arabic-common.ts (what the
 * public pages show) and the portals' tables here. Imported for its effect by the web's portals and by the API's mails.
 */
import { ADMIN_DOCUMENT_TEXTS } from './admin-documents';
import { ADMIN_INQUIRY_TEXTS, INQUIRY_SOURCE_LABELS, INQUIRY_STATUS_LABELS } from './admin-inquiries';
import { ADMIN_SYSTEM_TEXTS } from './admin-system';
import { ADMIN_USER_TEXTS } from './admin-users';
import { API_TOKEN_LIMITS, API_TOKEN_SCOPE_LABELS, ENTERPRISE_LIMITS, ENTERPRISE_TEXTS } from './enterprise';
import { ANALYTICS_KPI_LABELS, ANALYTICS_PERIOD_LABELS, ANALYTICS_TEXTS, CATEGORY_LABELS } from './analytics';
import { CONTENT_TEXTS } from './content';
import { CONTRACT_DOCUMENT_TEXTS } from './contract-documents';
import { CONTRACT_ACTION_VERBS, CONTRACT_TEXTS, RANGE_ORDER_MESSAGE } from './contracts';
import { IDEMPOTENCY_TEXTS } from './idempotency';
import { PORTAL_INQUIRY_KIND_LABELS, PORTAL_INQUIRY_TEXTS } from './inquiries';
import { formatWholeUsd } from './investment-constants';
import { LIVE_EVENT_TEXTS } from './live-events';
import { FORECAST_METHOD, FORECAST_TEXTS, MARKET_ALERT_TEXTS } from './market-intelligence';
import { MAIL_CATEGORY_LABELS, MAIL_CATEGORY_LABELS_AR, NOTIFICATION_MAIL_TEXTS, NOTIFICATION_MAIL_TEXTS_AR } from './notification-mail';
import { NOTIFICATION_TEXTS } from './notifications';
import { PRICE_ALERT_CONDITION_LABELS, PRICE_ALERT_TEXTS, type PriceAlertCondition } from './price-alerts';
import { PRICE_SYMBOLS } from './price-constants';
import { RATING_TEXTS } from './ratings';
import { PASSWORD_COMPLEXITY_TEXTS, SETTINGS_FIELD_TEXTS, SETTINGS_GROUP_TEXTS, SETTINGS_TEXTS } from './settings';
import { hasArabic, addArabic, addArabicTemplate, addArabicTexts, type Translation } from './translations';
import { TWO_FACTOR_TEXTS } from './two-factor';
import { NOTIFICATION_PREFERENCE_LABELS, USER_TEXTS } from './users';
import { WEEKLY_BRIEF_TEXTS } from './weekly-brief';
import { FUEL_ASSESSMENT_FIELD_LABELS, FUEL_ASSESSMENT_TEXTS } from './fuel-assessments';
import './arabic-activity';
import { ROLE_NAMES_AR, IMPACT_AR, INSTRUMENT_NAMES_AR, formatLevelAr, formatPercentAr } from './arabic-common';

/**
 * True once this module has run (it always has when the function can be called). The API imports it rather than the
 * bare module, so the registration cannot be dropped as an unused import.
 */
export const arabicReady = () => hasArabic(ADMIN_USER_TEXTS);


addArabic(USER_TEXTS, {
  profileUpdated: 'تم تحديث ملفك الشخصي.',
  passwordChanged: 'تم تغيير كلمة المرور، وتم تسجيل الخروج من جميع الجلسات الأخرى لحسابك.',
  wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة',
  samePassword: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
  currentPasswordRequired: 'كلمة المرور الحالية مطلوبة',
  preferencesSaved: 'تم حفظ إعداداتك.',
  languageSaved: 'تم حفظ اللغة.',
});

addArabic(NOTIFICATION_PREFERENCE_LABELS, {
  emailNotifications: { label: 'إشعارات البريد الإلكتروني', description: 'مستجدات العقود ومراجعات المستندات وإشعارات الحساب عبر البريد الإلكتروني.' },
  smsNotifications: { label: 'إشعارات الرسائل النصية', description: 'تنبيهات عاجلة برسالة نصية إلى رقم هاتفك.' },
  pushNotifications: { label: 'الإشعارات الفورية', description: 'تنبيهات في متصفحك أثناء فتح البوابة.' },
  priceAlerts: { label: 'تنبيهات الأسعار', description: 'إشعار عند تحرك أسعار الذهب أو الوقود بشكل حاد.' },
  weeklyBrief: { label: 'النشرة الأسبوعية للأسواق', description: 'ملخص كل يوم إثنين للأسواق التي تتداول فيها.' },
});

addArabic(TWO_FACTOR_TEXTS, {
  heading: 'المصادقة الثنائية',
  setUp: 'إعداد المصادقة الثنائية',
  codeRequired: 'أدخل الرمز من تطبيق المصادقة لإكمال تسجيل الدخول.',
  codeLabel: 'رمز المصادقة',
  recoveryCodeLabel: 'رمز الاسترداد',
  useRecoveryCode: 'استخدام رمز استرداد',
  useAuthenticator: 'استخدام تطبيق المصادقة',
  verify: 'تحقق',
  verifying: 'جارٍ التحقق...',
  enterCode: 'يرجى إدخال الرمز المكوّن من 6 أرقام من تطبيق المصادقة',
  enterRecoveryCode: 'يرجى إدخال أحد رموز الاسترداد الخاصة بك',
  invalidCode: 'رمز المصادقة غير صالح',
  challengeExpired: 'انتهت صلاحية محاولة تسجيل الدخول. يرجى تسجيل الدخول مجدداً.',
  notAvailable: 'المصادقة الثنائية معطّلة على هذه المنصة.',
  alreadyEnabled: 'المصادقة الثنائية مفعّلة بالفعل. أوقفها قبل إعدادها من جديد.',
  notSetUp: 'ابدأ الإعداد أولاً للحصول على مفتاح سري جديد.',
  notEnabled: 'المصادقة الثنائية غير مفعّلة لحسابك.',
  enabled: 'تم تفعيل المصادقة الثنائية.',
  disabled: 'تم إيقاف المصادقة الثنائية.',
  setupStarted: 'امسح رمز QR بتطبيق المصادقة، ثم أدخل الرمز الذي يظهر فيه.',
  wrongPassword: 'كلمة المرور غير صحيحة',
  proofRequired: 'أدخل كلمة المرور أو رمز المصادقة',
  loadFailed: 'تعذر تحميل حالة المصادقة الثنائية',
});

addArabic(ADMIN_DOCUMENT_TEXTS, {
  verified: 'تم التحقق من المستند',
  rejected: 'تم رفض المستند',
  reasonRequired: 'يرجى إدخال سبب الرفض',
  reasonTooLong: 'يجب ألا يتجاوز السبب 500 حرف',
  alreadyVerified: 'تم التحقق من هذا المستند بالفعل',
  alreadyRejected: 'تم رفض هذا المستند بالفعل',
  loadFailed: 'تعذر تحميل المستندات',
  verifyFailed: 'تعذر التحقق من المستند',
  rejectFailed: 'تعذر رفض المستند',
});

addArabic(ADMIN_INQUIRY_TEXTS, {
  title: 'الاستفسارات',
  loadFailed: 'تعذر تحميل الاستفسارات',
  noInquiries: 'لا توجد استفسارات بعد',
  noNew: 'لا توجد استفسارات جديدة',
  noMatches: 'لا توجد استفسارات تطابق عوامل التصفية',
  answered: 'تم وضع علامة «تم الرد» على الاستفسار',
  alreadyAnswered: 'تم الرد على هذا الاستفسار بالفعل',
  answerFailed: 'تعذر وضع علامة «تم الرد» على الاستفسار',
  notFound: 'الاستفسار غير موجود',
});
addArabic(INQUIRY_STATUS_LABELS, { new: 'جديد', answered: 'تم الرد' });
addArabic(INQUIRY_SOURCE_LABELS, { 'contact-form': 'نموذج التواصل', portal: 'البوابة' });

addArabic(ADMIN_SYSTEM_TEXTS, {
  backupPostgres: 'لا يُنشئ التطبيق نسخاً احتياطية لقاعدة بيانات PostgreSQL: استخدم pg_dump.',
  alertNotFound: 'التنبيه غير موجود',
  alertAlreadyAcknowledged: 'تم الإقرار بهذا التنبيه بالفعل',
  sessionNotFound: 'الجلسة غير موجودة أو لم تعد نشطة',
  userNotLocked: 'هذا الحساب غير مقفل',
});

addArabic(ADMIN_USER_TEXTS, {
  usersLoaded: 'تم تحميل المستخدمين',
  userLoaded: 'تم تحميل المستخدم',
  roleUpdated: 'تم تحديث دور المستخدم بنجاح',
  userCreated: (role) => `تم إنشاء المستخدم بنجاح بدور: ${ROLE_NAMES_AR[String(role)] ?? role}`,
  roleUpdateFailed: (message) => `${'تعذر تحديث دور المستخدم'}: ${message}`,
  suspended: 'تم تعليق المستخدم وتسجيل خروجه من جميع جلساته.',
  reactivated: 'تمت إعادة تفعيل المستخدم',
  reasonRequired: 'يلزم ذكر سبب لتعليق المستخدم',
  ownRole: 'لا يمكنك تغيير دورك',
  ownSuspension: 'لا يمكنك تعليق حسابك',
  lastAdmin: 'لا يمكن خفض صلاحيات آخر مسؤول نشط أو تعليق حسابه',
  notActive: 'لا يمكن تعليق إلا مستخدم نشط',
  notSuspended: 'لا يمكن إعادة تفعيل إلا مستخدم معلّق',
  userNotFound: 'المستخدم غير موجود',
});

addArabic(ANALYTICS_KPI_LABELS, {
  newUsers: 'المستخدمون الجدد',
  tradesCreated: 'الصفقات المُنشأة',
  tradesCompleted: 'الصفقات المكتملة',
  tradedVolume: 'حجم التداول',
  averageTradeSize: 'متوسط حجم الصفقة',
  successRate: 'معدل النجاح',
});
addArabic(ANALYTICS_PERIOD_LABELS, { '7d': 'آخر 7 أيام', '30d': 'آخر 30 يوماً', '90d': 'آخر 3 أشهر', '1y': 'آخر سنة' });
addArabic(ANALYTICS_TEXTS, { analyticsLoadFailed: 'تعذر تحميل التحليلات', exportFailed: 'تعذر تصدير التقرير', noTrades: 'لا توجد صفقات في هذه الفترة' });
addArabic(CATEGORY_LABELS, { gold: 'الذهب', fuel: 'الوقود' });

addArabic(CONTRACT_ACTION_VERBS, { update: 'عُدِّل', send: 'أُرسل للتوقيع', sign: 'وُقِّع', execute: 'نُفِّذ', cancel: 'أُلغي' });
addArabic(CONTRACT_DOCUMENT_TEXTS, {
  typedNameRequired: 'اكتب اسمك الكامل للتوقيع',
  consentRequired: 'ضع علامة في المربع للموافقة على توقيع هذا العقد إلكترونياً',
  signatureNameMismatch: 'يجب أن يكون الاسم المكتوب اسمك الكامل كما يظهر في حسابك',
  passwordRequired: 'أدخل كلمة المرور للتوقيع',
  totpRequired: 'أدخل الرمز من تطبيق المصادقة للتوقيع',
  reauthFailed: 'كلمة المرور أو رمز المصادقة غير صحيح',
  contractInDeal: 'هذا العقد تابع لصفقة: عدّل شروطه بتقديم عرض في غرفة الصفقة',
  verifyFileRequired: 'اختر ملف PDF الخاص بالعقد للتحقق منه',
  verifyNotPdf: 'لا يمكن التحقق إلا من ملفات PDF',
  verifyTooLarge: 'يجب ألا يتجاوز حجم الملف 10 MB',
  documentUnavailable: 'مستند العقد غير متاح',
  awaitingSignature: 'بانتظار التوقيع',
});
addArabic(CONTRACT_TEXTS, {
  notFound: 'العقد غير موجود',
  unknownCommodity: 'سلعة غير معروفة',
  buyerRequired: 'حدّد مشتري العقد (buyerId)',
  buyerMustBeCaller: 'ينشئ المتداولون العقود بصفتهم المشتري',
  buyerInvalid: 'يجب أن يكون المشتري حساب متداول نشطاً',
  sellerInvalid: 'يجب أن يكون البائع حساب بائع نشطاً',
  sellerKycRequired: 'لم يُكمل البائع التحقق من الهوية (KYC) الذي يتطلبه التداول',
  deliveryWindowStart: 'يجب أن تبدأ فترة التسليم في تاريخ التسليم أو قبله، وألا تكون في الماضي',
  totalTooLarge: 'يجب ألا تتجاوز القيمة الإجمالية 1,000,000,000,000 USD',
  sellerRequiredToSend: 'اختر بائعاً قبل إرسال العقد للتوقيع',
  alreadySigned: 'لقد وقّعت هذا العقد بالفعل',
  reasonRequired: 'يلزم ذكر سبب الإلغاء',
  notAllowed: 'لا يحق لك القيام بذلك على هذا العقد',
});

addArabic(IDEMPOTENCY_TEXTS, {
  invalidKey: 'يجب أن يتكون Idempotency-Key من 1 إلى 255 محرفاً مرئياً من محارف ASCII',
  inProgress: 'لا يزال طلب بهذا المفتاح Idempotency-Key قيد المعالجة. أعد المحاولة بعد لحظات.',
  reused: 'سبق استخدام هذا المفتاح Idempotency-Key مع طلب مختلف. استخدم مفتاحاً جديداً لكل طلب جديد.',
});

addArabic(PORTAL_INQUIRY_KIND_LABELS, {
  'express-interest': 'إبداء اهتمام',
  proposal: 'مقترح',
  'information-package': 'حزمة المعلومات',
  'contact-sales': 'مبيعات المؤسسات',
});
addArabic(PORTAL_INQUIRY_TEXTS, {
  received: {
    'express-interest': 'شكراً لك. تم تسجيل اهتمامك، وسيتواصل معك فريق الاستثمار لدينا خلال يومي عمل.',
    proposal: 'شكراً لك. تم تقديم مقترحك، وسيراجعه فريق الاستثمار لدينا مع مطوّر المشروع.',
    'information-package': 'تم تسجيل طلبك. سيرسل فريق الاستثمار لدينا حزمة المعلومات إلى عنوان بريدك الإلكتروني المسجل.',
    'contact-sales': 'شكراً لك. سيتواصل معك فريق المبيعات لدينا بشأن باقة المؤسسات.',
  },
  alreadyRequested: 'لقد قدّمت هذا الطلب من قبل، وسيتواصل معك فريقنا.',
  amountRequired: 'يرجى إدخال مبلغ بالدولار الأمريكي',
  amountWhole: 'يرجى إدخال عدد صحيح من الدولارات',
  belowOpportunityMinimum: (minimum) => `الحد الأدنى للاستثمار في هذه الفرصة هو ${formatWholeUsd(minimum)}`,
  aboveSeekingAmount: (seeking) => `يسعى هذا المشروع إلى تمويل قدره ${formatWholeUsd(seeking)}، ولا يجوز أن يتجاوزه المقترح`,
  proposalRequired: 'يرجى وصف مقترحك',
  chooseKind: 'يجب أن يكون kind إحدى القيم: express-interest، proposal، information-package، contact-sales',
  submitFailed: 'تعذر إرسال طلبك. يرجى المحاولة مجدداً.',
  loadFailed: 'تعذر تحميل طلباتك',
});

addArabic(LIVE_EVENT_TEXTS, { ticketRefused: 'تذكرة بث الأحداث هذه مستخدمة أو منتهية الصلاحية أو غير معروفة. اطلب تذكرة جديدة.' });

addArabic(FORECAST_TEXTS, {
  description:
    'آخر سعر إغلاق ممتداً بمتوسط التغير اليومي لآخر 30 إغلاقاً يومياً (بالقيم اللوغاريتمية)، لمدة 3 أيام تداول قادمة. النطاق هو فترة التنبؤ بنسبة 95%، ويتسع مع التقلب الأخير ومع بُعد الأفق الزمني؛ أما الثقة فهي احتمال النموذج أن يقع سعر الإغلاق ضمن ±1.5% من التوقع.',
  noHistory: 'لا يتوفر سجل يومي للأسعار بعد، لذا لا يمكن إعداد توقع.',
  noHistoryFor: (name) => `لا يتوفر سجل يومي لأسعار ${name} بعد.`,
  tooFewCloses: (name, count) => `لا يتوفر سوى ${count} من أسعار الإغلاق اليومية لـ${name}؛ ويحتاج التوقع إلى ${FORECAST_METHOD.minCloses} على الأقل.`,
  loadFailed: 'تعذر تحميل التوقعات',
});
addArabic(MARKET_ALERT_TEXTS, {
  loadFailed: 'تعذر تحميل التنبيهات',
  none: 'لا توجد تنبيهات جيوسياسية حالياً',
  noneForImpact: (impact) => `لا توجد تنبيهات ذات تأثير ${IMPACT_AR[String(impact).toLowerCase()] ?? impact} حالياً`,
  chooseImpact: 'يجب أن يكون التأثير إحدى القيم: عالٍ، متوسط، منخفض (High، Medium، Low)',
});
addArabic(CONTENT_TEXTS, {
  alertNotFound: 'لم يُعثر على التنبيه',
  alreadyPublished: 'هذا العنصر منشور بالفعل',
  notPublished: 'هذا العنصر غير منشور',
  deleted: 'تم الحذف',
  exampleTakesNoInquiries: 'هذا مثال ببيانات افتراضية لأغراض العرض التوضيحي، ولا يقبل أي استفسارات',
  chooseStatus: 'يجب أن تكون الحالة إحدى القيمتين: draft (مسودة) أو published (منشور)',
});

addArabic(MAIL_CATEGORY_LABELS, MAIL_CATEGORY_LABELS_AR);
addArabic(NOTIFICATION_MAIL_TEXTS, NOTIFICATION_MAIL_TEXTS_AR);
addArabic(NOTIFICATION_TEXTS, {
  orderApproved: { title: 'تمت الموافقة على الطلب', body: (ref) => `تمت الموافقة على طلبك ${ref} وأصبح الآن نشطاً ومتاحاً للمطابقة.` },
  orderRejected: { title: 'تم رفض الطلب', body: (ref) => `رفض مكتب التداول طلبك ${ref}.` },
  matchConfirmed: { title: 'تم تأكيد المطابقة', body: (ref) => `تمت مطابقة طلبك (${ref}). غرفة الصفقة مفتوحة الآن: راجع عرض مكتب التداول.` },
  offerMade: { title: 'عرض جديد', body: (ref) => `قدّم الطرف الآخر عرضاً مقابلاً في الصفقة ${ref}.` },
  offerAccepted: { title: 'تم قبول العرض', body: (ref) => `تم قبول عرضك في الصفقة ${ref}.` },
  offerRejected: { title: 'تم رفض العرض', body: (ref) => `تم رفض عرضك في الصفقة ${ref}.` },
  dealAgreed: { title: 'تم الاتفاق على الصفقة', body: (ref) => `اتفق الطرفان على شروط الصفقة ${ref}. جارٍ إعداد العقد.` },
  dealMessage: { title: 'رسالة جديدة', body: (ref) => `توجد رسالة جديدة في الصفقة ${ref}.` },
  dealDocumentShared: { title: 'تمت مشاركة مستند', body: (ref) => `تمت مشاركة مستند معك في الصفقة ${ref}.` },
  contractToSign: { title: 'عقد بانتظار توقيعك', body: (ref) => `العقد ${ref} جاهز لتوقيعك.` },
  contractSignedByOther: { title: 'وقّع الطرف الآخر العقد', body: (ref) => `وقّع الطرف الآخر العقد ${ref}.` },
  contractExecuted: { title: 'تم تنفيذ العقد', body: (ref) => `تم تنفيذ العقد ${ref}.` },
  contractCancelled: { title: 'تم إلغاء العقد', body: (ref) => `تم إلغاء العقد ${ref}.` },
  documentVerified: { body: (name) => `تم التحقق من مستندك «${name}».` },
  documentRejected: { body: (name) => `تم رفض مستندك «${name}». يرجى رفع مستند جديد.` },
  kycApproved: { title: 'تمت الموافقة على التحقق من الهوية (KYC)', body: () => 'تمت الموافقة على التحقق من هويتك (KYC).' },
  deskOrderSubmitted: { title: 'طلب بانتظار الموافقة', body: (ref) => `الطلب ${ref} بانتظار الموافقة.` },
  deskDocumentUploaded: { title: 'مستند بانتظار المراجعة', body: (name) => `مستند جديد «${name}» بانتظار المراجعة.` },
  deskMailFailed: { title: 'تعذر تسليم رسالة بريد', body: (to, attempts) => `تعذر تسليم رسالة إلى ${to} بعد ${attempts} محاولات.` },
  deskMatchSuggested: {
    title: 'مطابقة عالية التوافق',
    body: (ref, score) => `يتطابق الطلبان ${ref} بدرجة ${score}: جاهزان للتأكيد في مطابقة الصفقات.`,
  },
  deskInquiryReceived: { title: 'استفسار جديد', body: (name) => `وصل استفسار جديد من ${name}.` },
  unnamedDocument: 'مستند',
  unknownSender: 'زائر',
});

// The weekly brief is stored once, in English, for every subscriber: its title and headings are found again by their
// words (the notification centre and the mail read its body line by line); the figures and the desk's alerts stay.
addArabic(WEEKLY_BRIEF_TEXTS, {
  title: (weekEnd) => `النشرة الأسبوعية للأسواق: الأسبوع المنتهي في ${weekEnd}`,
  tableHeading: 'أسعار الإغلاق للأسبوع (والتغير مقارنة بالأسبوع السابق)',
  row: (row) => {
    const label = `${INSTRUMENT_NAMES_AR[row.symbol]} (${row.symbol})`;
    if (row.close === null) return `${label}: لم يُسجَّل سعر إغلاق`;
    const change = row.changePercent === null ? 'غير متاح' : formatPercentAr(row.changePercent);
    return `${label}: ${formatLevelAr(row.symbol, row.close)} (${change})`;
  },
  alertsHeading: 'تنبيهات السوق الصادرة عن مكتب التداول هذا الأسبوع',
  noAlerts: 'لا توجد تنبيهات للسوق هذا الأسبوع.',
  alert: (alert) => `- [${IMPACT_AR[alert.impact.toLowerCase()] ?? alert.impact}] ${alert.title} (${alert.region})`,
});

const CONDITION_AR: Record<Exclude<PriceAlertCondition, 'daily_change'>, { goes: string; is: string }> = {
  above: { goes: 'يرتفع فوق', is: 'فوق' },
  below: { goes: 'ينخفض دون', is: 'دون' },
};

addArabic(PRICE_ALERT_CONDITION_LABELS, { above: 'يرتفع فوق', below: 'ينخفض دون', daily_change: 'يتحرك خلال يوم بنسبة (%)' });
const PRICE_ALERT_TEXTS_AR: Translation<typeof PRICE_ALERT_TEXTS> = {
  unknownSymbol: `يجب أن يكون الرمز أحد ما يلي: ${PRICE_SYMBOLS.join('، ')}`,
  levelRequired: 'يجب أن يكون المستوى رقماً',
  levelPositive: 'يجب أن يكون المستوى أكبر من 0',
  percentTooLarge: 'يجب ألا يتجاوز التغير اليومي 100%',
  tooMany: 'يمكنك الاحتفاظ بـ50 تنبيه سعر كحد أقصى. احذف تنبيهاً لإضافة آخر.',
  notFound: 'تنبيه السعر غير موجود',
  deleted: 'تم حذف تنبيه السعر',
  describe: (alert) =>
    alert.condition === 'daily_change'
      ? `${INSTRUMENT_NAMES_AR[alert.symbol]} يتحرك بأكثر من ${alert.level}% خلال يوم`
      : `${INSTRUMENT_NAMES_AR[alert.symbol]} ${CONDITION_AR[alert.condition].goes} ${formatLevelAr(alert.symbol, alert.level)}`,
  crossedTitle: (symbol, condition, level) =>
    condition === 'daily_change'
      ? `تحرّك ${INSTRUMENT_NAMES_AR[symbol]} بأكثر من ${level}% اليوم`
      : `${INSTRUMENT_NAMES_AR[symbol]} ${CONDITION_AR[condition].is} ${formatLevelAr(symbol, level)}`,
  crossedBody: (symbol, price, changePercent) =>
    `سعر ${INSTRUMENT_NAMES_AR[symbol]} الآن ${formatLevelAr(symbol, price)} (${formatPercentAr(changePercent)} مقارنة بسعر الإغلاق السابق). ` +
    'يبقى التنبيه صامتاً إلى أن يعود السعر ويعبر المستوى في الاتجاه المعاكس.',
  listTitle: 'تنبيهات الأسعار',
  listIntro: 'تلقَّ إشعاراً في البوابة وعبر البريد الإلكتروني عندما يتجاوز السعر مستوى معيناً. كل تجاوز يُرسل إشعاراً واحداً.',
  empty: 'لا توجد تنبيهات أسعار بعد.',
  add: 'إضافة تنبيه',
  delete: 'حذف',
  armed: 'مفعّل',
  triggered: 'انطلق، بانتظار عودة السعر',
  loadFailed: 'تعذر تحميل تنبيهات الأسعار',
};
addArabic(PRICE_ALERT_TEXTS, PRICE_ALERT_TEXTS_AR);
// The alerts' notifications name their instrument and condition: one template per pair, so a stored English
// notification is found again (the mail of an Arabic reader).
for (const symbol of PRICE_SYMBOLS) {
  for (const condition of ['above', 'below', 'daily_change'] as const) {
    addArabicTemplate(
      (level: number) => PRICE_ALERT_TEXTS.crossedTitle(symbol, condition, level),
      (level: number) => PRICE_ALERT_TEXTS_AR.crossedTitle(symbol, condition, level),
    );
  }
  addArabicTemplate(
    (price: number, change: number) => PRICE_ALERT_TEXTS.crossedBody(symbol, price, change),
    (price: number, change: number) => PRICE_ALERT_TEXTS_AR.crossedBody(symbol, price, change),
  );
}

addArabic(RATING_TEXTS, {
  scoreRange: 'يجب أن يكون التقييم عدداً صحيحاً من 1 إلى 5',
  commentTooLong: 'يجب ألا يتجاوز التعليق 1,000 حرف',
  notExecuted: 'يمكن تقييم الطرف الآخر بعد تنفيذ العقد',
  alreadyRated: 'لقد قيّمت الطرف الآخر في هذه الصفقة بالفعل',
  onlyPartiesRate: 'يقيّم المشتري والبائع أحدهما الآخر فقط',
  rated: 'شكراً لك: تم تسجيل تقييمك',
});

addArabic(SETTINGS_TEXTS, {
  tradeValueOrder: 'يجب ألا يتجاوز الحد الأدنى لقيمة الصفقة حدها الأقصى',
  commissionStep: 'يجب أن تكون نسبة العمولة من مضاعفات 0.1',
  updated: 'تم حفظ الإعدادات بنجاح',
  reset: 'تمت إعادة الإعدادات إلى القيم الافتراضية',
  unsaved: 'لديك تغييرات غير محفوظة. لا تنسَ حفظ إعداداتك.',
  loadFailed: 'تعذر تحميل الإعدادات',
  saveFailed: 'تعذر حفظ الإعدادات',
  resetFailed: 'تعذرت إعادة تعيين الإعدادات',
  kycRequired: 'أكمل التحقق من الهوية (KYC) قبل التداول: يجب التحقق من هويتك وإثبات ملاءتك المالية ومستندات شركتك',
  belowMinTradeValue: (value, min) => `قيمة الصفقة ${value} أقل من الحد الأدنى لقيمة الصفقة البالغ ${min}`,
  aboveMaxTradeValue: (value, max) => `قيمة الصفقة ${value} أعلى من الحد الأقصى لقيمة الصفقة البالغ ${max}`,
  ipNotAllowed: 'الإدارة غير متاحة من هذا العنوان (قائمة عناوين IP المسموح بها)',
  ipWouldLockOut: (ip) => `عنوانك ${ip} غير مدرج في ADMIN_IP_ALLOWLIST: تفعيل قائمة عناوين IP المسموح بها سيمنعك من الوصول`,
});
addArabic(SETTINGS_GROUP_TEXTS, {
  platform: { title: 'إعدادات المنصة', description: 'الوصول إلى المنصة ومدة الجلسة.' },
  trading: { title: 'إعدادات التداول', description: 'الشروط التي يجب أن يستوفيها طلب التداول أو عرض البيع، والعمولة على العقود.' },
  notifications: { title: 'إعدادات الإشعارات', description: 'الرسائل التي ترسلها المنصة.' },
  security: { title: 'إعدادات الأمان', description: 'كلمات المرور ومحاولات تسجيل الدخول وسجل التدقيق.' },
});
addArabic(SETTINGS_FIELD_TEXTS, {
  platform: {
    maintenanceMode: { label: 'وضع الصيانة', hint: 'يمكن للمسؤولين فقط تسجيل الدخول، وتعرض الصفحات العامة شريط صيانة.' },
    allowNewRegistrations: { label: 'السماح بالتسجيل الجديد', hint: 'عند الإيقاف، يُرفض نموذج التسجيل.' },
    requireEmailVerification: { label: 'اشتراط تأكيد البريد الإلكتروني', hint: 'يجب على الحسابات الجديدة تأكيد بريدها الإلكتروني قبل استخدام البوابة.' },
    enableTwoFactorAuth: { label: 'تفعيل المصادقة الثنائية', hint: 'يمكن للمستخدمين ربط تطبيق مصادقة، ويُطلب رمزه عند تسجيل الدخول.' },
    sessionTimeout: { label: 'مهلة الجلسة (بالدقائق)', hint: 'بين 5 و480 دقيقة.' },
  },
  trading: {
    autoMatchingEnabled: { label: 'المطابقة التلقائية', hint: 'تسجيل مقترحات المطابقة فور الموافقة على الطلب.' },
    maxTradeValue: { label: 'الحد الأقصى لقيمة الصفقة (USD)', hint: 'تُرفض الطلبات وعروض البيع الجديدة التي تتجاوز هذه القيمة (الكمية × متوسط السعر).' },
    minTradeValue: { label: 'الحد الأدنى لقيمة الصفقة (USD)', hint: 'تُرفض الطلبات وعروض البيع الجديدة التي تقل عن هذه القيمة.' },
    commissionRate: { label: 'نسبة العمولة (%)', hint: 'تُطبق على العقود الجديدة؛ من 0 إلى 20 بخطوات قدرها 0.1.' },
    requireKYCForTrading: { label: 'اشتراط التحقق من الهوية (KYC) للتداول', hint: 'لا يمكن تقديم الطلبات والمطابقة إلا للمستخدمين الذين تمت الموافقة على تحقق هويتهم (KYC).' },
  },
  notifications: {
    emailNotifications: { label: 'إشعارات البريد الإلكتروني', hint: 'قرارات الصفقات والإشعارات الأخرى عبر البريد الإلكتروني (ويظل بإمكان المستخدمين إلغاء الاشتراك).' },
    smsNotifications: { label: 'إشعارات الرسائل النصية', hint: 'لم يُهيأ مزود للرسائل النصية: يُحفظ الإعداد لكن لا تُرسل أي رسالة نصية' },
    pushNotifications: { label: 'الإشعارات الفورية', hint: 'لم تُهيأ خدمة للإشعارات الفورية: يُحفظ الإعداد لكن لا يُرسل أي إشعار فوري' },
    adminAlerts: { label: 'تنبيهات المسؤولين', hint: 'مراسلة المسؤولين بالبريد الإلكتروني عند صدور تنبيه للنظام.' },
  },
  security: {
    passwordComplexity: { label: 'تعقيد كلمة المرور', hint: 'يُطبق على كلمات المرور الجديدة.' },
    maxLoginAttempts: { label: 'الحد الأقصى لمحاولات تسجيل الدخول', hint: 'عدد محاولات تسجيل الدخول الفاشلة قبل القفل، من 3 إلى 10.' },
    ipWhitelistEnabled: { label: 'قائمة عناوين IP المسموح بها', hint: 'لا تستجيب الإدارة إلا للعناوين المدرجة في إعداد الخادم ADMIN_IP_ALLOWLIST.' },
    auditLogging: { label: 'سجل التدقيق', hint: 'تسجيل الأحداث الاعتيادية؛ أما الأحداث الأمنية فتُسجَّل دائماً.' },
  },
});
addArabic(PASSWORD_COMPLEXITY_TEXTS, {
  low: 'منخفض (8 أحرف أو أكثر)',
  medium: 'متوسط (8 أحرف أو أكثر مع أرقام)',
  high: 'مرتفع (8 أحرف أو أكثر مع أرقام ورموز)',
});

addArabicTexts({ [RANGE_ORDER_MESSAGE]: 'يجب ألا يكون from بعد to' });

addArabic(FUEL_ASSESSMENT_FIELD_LABELS, { product: 'المنتج', port: 'الميناء', day: 'اليوم' });
addArabic(FUEL_ASSESSMENT_TEXTS, {
  productOneOf: 'يجب أن يكون المنتج أحد ما يلي: EN590 أو Jet A1 أو زيت الوقود',
  portOneOf: 'يجب أن يكون الميناء أحد ما يلي: Fujairah أو Rotterdam أو Houston',
  dayInFuture: 'لا يجوز أن يكون يوم التقييم في المستقبل (بتوقيت مسقط)',
  exists: (product, port, day) => `يوجد بالفعل تقييم لـ ${product} في ${port} ليوم ${day}: يُرجى تعديله بدلاً من إضافة تقييم جديد`,
  notFound: 'لم يُعثر على تقييم سعر الوقود',
  deleted: 'حُذف تقييم سعر الوقود',
});

addArabic(ENTERPRISE_TEXTS, {
  required: 'هذه الميزة جزء من باقة المؤسسات. تواصل مع المبيعات من صفحة معلومات السوق لإضافتها لشركتك.',
  alreadyGranted: 'هذه الشركة لديها باقة المؤسسات بالفعل',
  companyNotFound: 'لا يوجد مستخدم ينتمي إلى شركة بهذا الاسم',
  grantNotFound: 'لا يوجد منح لباقة المؤسسات بهذا المعرّف',
  granted: 'تم منح باقة المؤسسات للشركة ولمستخدميها الحاليين',
  revoked: 'تم سحب باقة المؤسسات، ولم تعد رموز API الخاصة بمستخدميها تعمل',
  membersAdded: 'تمت إضافة الأعضاء: أصبحت لديهم باقة المؤسسات الآن',
  memberRemoved: 'تمت إزالة العضو، ولم تعد رموز API الخاصة به تعمل',
  memberNotFound: 'هذا المستخدم ليس عضواً في منح باقة المؤسسات هذا',
  notInCompany: 'لا يمكن أن يكون عضواً إلا المتداولون والبائعون الذين يطابق اسم شركتهم الشركة الممنوحة',
  memberIdsRequired: 'اختر مستخدماً واحداً على الأقل',
  tooManyMembers: `${ENTERPRISE_LIMITS.membersPerRequest} مستخدم كحد أقصى في المرة الواحدة`,
  companiesLoaded: 'تم تحميل الشركات',
  tokenInvalid: 'رمز API هذا غير معروف أو ملغى أو منتهي الصلاحية',
  tokenNotAccepted: 'رموز API للقراءة فقط: لا تقبلها إلا عمليات GET التي تحدد نطاقاً',
  tokenScope: (scope) => `لا يملك رمز API هذا النطاق ${scope}`,
  tokenLimit: `يمكنك الاحتفاظ بـ ${API_TOKEN_LIMITS.perUser} رمز API كحد أقصى. ألغِ أحدها لإنشاء رمز جديد.`,
  tokenNotFound: 'لا يوجد رمز API بهذا المعرّف',
  tokenCreated: 'تم إنشاء رمز API. انسخه الآن: لن يُعرض مرة أخرى.',
  tokenRevoked: 'تم إلغاء رمز API',
  adminsHaveNoTokens: 'رموز API مخصصة للمتداولين والبائعين في الشركات المشتركة في باقة المؤسسات',
  scopesRequired: 'اختر نطاقاً واحداً على الأقل',
  chooseScope: 'يجب أن يكون النطاق إحدى القيم: prices، orders، deals',
  expiryRange: `يجب أن تكون مدة الصلاحية عدداً صحيحاً من الأيام بين 1 و${API_TOKEN_LIMITS.maxExpiryDays}`,
});

addArabic(API_TOKEN_SCOPE_LABELS, {
  prices: { label: 'الأسعار', description: 'الأسعار الحالية وتاريخ الأسعار ورموز خدمة الأسعار.' },
  orders: { label: 'الطلبات', description: 'طلباتك وحالتها.' },
  deals: { label: 'الصفقات', description: 'صفقاتك وعروضها وأحدث رسائلها.' },
});
