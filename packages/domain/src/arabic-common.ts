/**
 * The Arabic of the domain's tables that the public pages show too (spec 8's texts, the server's answers, inquiry and
 * validation messages, labels of trading terms and prices). Only zod-free modules are read here: the public pages
 * load this with their texts, and zod waits for the visitor's first form input. arabic.ts adds the portals' tables.
 */
import { ACCOUNT_TEXTS } from './account-texts';
import { DEAL_STATUS_LABELS, DEAL_TEXTS, PAYMENT_TERM_LABELS } from './deal-constants';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_TEXTS, DOCUMENT_TYPE_LABELS } from './document-constants';
import { INQUIRY_TEXTS, INQUIRY_TYPE_LABELS } from './inquiry-constants';
import { INVESTMENT_TEXTS } from './investment-constants';
import { MATCH_RISK_TEXTS, MATCHING_TEXTS } from './matching';
import { ACCOUNT_MAIL_TEXTS, ACCOUNT_MAIL_TEXTS_AR } from './account-mail';
import { LISTING_STATUS_LABELS, ORDER_LOCATIONS, ORDER_PRIORITY_LABELS, ORDER_STATUS_LABELS, ORDER_TERMS, ORDER_TEXTS } from './order-constants';
import { PRICE_INSTRUMENTS, PRICE_PERIOD_LABELS, PRICE_SYMBOLS, PRICE_TEXTS, type PriceSymbol } from './price-constants';
import { SERVER_TEXTS, TEXTS } from './texts';
import { FUEL_DELIVERY_MODE_LABELS, FUEL_ORIGIN_PORT_LABELS, GOLD_TERM_LABELS } from './trading';
import { addArabic, addArabicTexts } from './translations';
import { VALIDATION_FIELD_LABELS, VALIDATION_FIELD_LABELS_AR, VALIDATION_MESSAGE_TEXTS, VALIDATION_MESSAGE_TEXTS_AR, VALIDATION_TEXTS, VALIDATION_TEXTS_AR } from './validation-texts';

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

addArabic(SERVER_TEXTS, {
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  controlCharacters: 'لا يجوز أن يحتوي النص على محارف تحكم',
  accountNotActive: 'حسابك غير نشط. يرجى التواصل مع الدعم.',
  emailTaken: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل',
  commonPassword: 'كلمة المرور هذه شائعة جداً. يرجى اختيار كلمة مرور يصعب توقعها.',
  resetSent: 'إن وُجد حساب بهذا البريد الإلكتروني، فقد أُرسلت إليه تعليمات إعادة التعيين. تنتهي صلاحية الرابط خلال ساعة واحدة.',
  resetDone: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  resetInvalid: 'رمز إعادة التعيين هذا غير صالح أو انتهت صلاحيته. يرجى طلب رمز جديد.',
  registered: 'تم إنشاء الحساب بنجاح. جارٍ تحويلك إلى صفحة تسجيل الدخول...',
  loggedIn: 'تم تسجيل الدخول بنجاح',
  loggedOut: 'تم تسجيل الخروج',
  refreshed: 'تم تجديد الجلسة',
  unauthorized: 'يلزم تسجيل الدخول',
  sessionExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مجدداً.',
  forbidden: 'ليست لديك صلاحية للقيام بذلك',
  notFound: 'غير موجود',
  validation: 'الطلب غير صالح',
  tooLarge: 'حجم محتوى الطلب كبير جداً',
  rateLimited: 'طلبات كثيرة جداً. يرجى الانتظار قليلاً ثم المحاولة مجدداً.',
  xsrf: 'رمز الحماية من تزوير الطلبات مفقود أو غير صالح',
  internal: 'حدث خطأ من جانبنا. يرجى المحاولة مجدداً.',
});

addArabic(ACCOUNT_TEXTS, {
  maintenance: 'المنصة قيد الصيانة. يرجى المحاولة لاحقاً.',
  registrationClosed: 'التسجيل الجديد مغلق حالياً. يرجى التواصل مع الدعم.',
  emailNotVerified: 'يرجى تأكيد عنوان بريدك الإلكتروني قبل استخدام بوابتك.',
  verifyHeading: 'يرجى تأكيد عنوان بريدك الإلكتروني',
  verificationSent: 'أُرسل رابط تأكيد جديد إلى عنوان بريدك الإلكتروني.',
  emailVerified: 'تم تأكيد عنوان بريدك الإلكتروني.',
  emailAlreadyVerified: 'عنوان بريدك الإلكتروني مؤكَّد بالفعل.',
  verificationInvalid: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. يرجى طلب رابط جديد.',
  passwordChangeRequired: 'يجب تعيين كلمة مرور جديدة قبل المتابعة.',
  setNewPasswordHeading: 'تعيين كلمة مرور جديدة',
  temporaryPasswordExpired: 'انتهت صلاحية كلمة المرور المؤقتة. اطلب كلمة مرور جديدة من أحد المسؤولين.',
});

export const ROLE_NAMES_AR: Record<string, string> = { trader: 'متداول', seller: 'بائع', admin: 'مسؤول' };
const DEAL_STATUS_AR: Record<string, string> = {
  negotiating: 'قيد التفاوض',
  agreed: 'متفق عليها',
  contract_pending_signature: 'بانتظار توقيع العقد',
  active: 'نشطة',
  executed: 'منفذة',
  cancelled: 'ملغاة',
  expired: 'منتهية الصلاحية',
};
const OFFER_STATUS_AR: Record<string, string> = { open: 'مفتوح', accepted: 'مقبول', rejected: 'مرفوض', superseded: 'مستبدَل', expired: 'منتهي الصلاحية', withdrawn: 'مسحوب' };
const dealStatus = (status: string) => DEAL_STATUS_AR[String(status)] ?? status;
// A status named inside a message ("This deal is contract pending signature: …") is translated with it.
addArabicTexts(
  Object.fromEntries([...Object.entries(DEAL_STATUS_AR), ...Object.entries(OFFER_STATUS_AR)].map(([status, arabic]) => [status.replaceAll('_', ' '), arabic])),
);

addArabic(DEAL_STATUS_LABELS, {
  negotiating: 'قيد التفاوض',
  agreed: 'متفق عليها',
  contract_pending_signature: 'العقد بانتظار التوقيع',
  active: 'نشطة',
  executed: 'منفذة',
  cancelled: 'ملغاة',
  expired: 'منتهية الصلاحية',
});
addArabic(PAYMENT_TERM_LABELS, {
  'LC at sight': 'اعتماد مستندي، دفع عند الاطلاع',
  'Usance LC': 'اعتماد مستندي، دفع مؤجل',
  SBLC: 'خطاب اعتماد احتياطي',
  'TT in advance': 'تحويل برقي مقدماً',
  'TT against documents': 'تحويل برقي مقابل مستندات الشحن',
  Escrow: 'حساب ضمان',
});
addArabic(DEAL_TEXTS, {
  notFound: 'الصفقة غير موجودة',
  offerNotFound: 'العرض غير موجود',
  deskName: 'مكتب التداول',
  onlyPartiesOffer: 'يقدّم العروض في الصفقة المشتري والبائع فقط',
  onlyPartiesDecide: 'يقبل العروض أو يرفضها المشتري والبائع فقط',
  ownOffer: 'أنت من قدّم هذا العرض: يقبله الطرف الآخر أو يرفضه',
  alreadyAccepted: 'لقد قبلت هذا العرض بالفعل، وهو بانتظار الطرف الآخر',
  notNegotiating: (status) => `هذه الصفقة ${dealStatus(status)}: لم يعد بالإمكان تقديم العروض أو قبولها أو رفضها`,
  offerNotOpen: (status) => `هذا العرض ${OFFER_STATUS_AR[String(status)] ?? status} ولم يعد بالإمكان قبوله أو رفضه`,
  offerExpired: 'انتهت صلاحية هذا العرض، فقدّم عرضاً جديداً بدلاً منه',
  closed: (status) => `هذه الصفقة ${dealStatus(status)}: لا يمكن نشر المزيد فيها`,
  changed: 'تغيّرت الصفقة في الأثناء. يرجى إعادة تحميلها والمحاولة مجدداً.',
  contractNotDraft: 'لم يعد عقد هذه الصفقة مسودة، لذا لا يمكن قبول العرض',
  quantityTooLarge: (max) => `يجب ألا تتجاوز الكمية ${max}، وهي أصغر الكميتين المتبقيتين في الطلبين`,
  validUntilPast: 'يجب أن يكون تاريخ انتهاء الصلاحية في المستقبل',
  validUntilTooLate: (days) => `يجب أن يكون تاريخ انتهاء الصلاحية خلال ${days} يوماً`,
  validUntilAfterDelivery: 'يجب ألا يكون تاريخ انتهاء الصلاحية بعد تاريخ التسليم',
  incotermNotAllowed: (allowed) => `يجب أن يكون مصطلح التجارة الدولية أحد ما يلي: ${allowed.join('، ')}`,
  messageRequired: 'اكتب رسالة',
});

addArabic(DOCUMENT_STATUS_LABELS, { pending: 'قيد الانتظار', 'in-review': 'قيد المراجعة', verified: 'تم التحقق', approved: 'معتمد', rejected: 'مرفوض' });
addArabic(DOCUMENT_TYPE_LABELS, {
  kyc: 'مستند التحقق من الهوية (KYC)',
  pof: 'إثبات الملاءة المالية',
  registration: 'السجل التجاري للشركة',
  contract: 'عقد',
  icpo: 'ICPO',
  cpa: 'CPA',
  invoice: 'فاتورة',
  shipping: 'مستند شحن',
  other: 'أخرى',
  loi: 'خطاب نوايا',
  spa: 'اتفاقية بيع وشراء',
  cis: 'نموذج بيانات العميل',
  bill_of_lading: 'بوليصة الشحن',
  certificate_of_origin: 'شهادة المنشأ',
  assay_certificate: 'شهادة الفحص والتحليل',
  inspection_report: 'تقرير المعاينة',
  insurance_certificate: 'شهادة التأمين',
});
addArabic(DOCUMENT_TEXTS, {
  centerTitle: 'مركز المستندات',
  noDocuments: 'لا توجد مستندات بعد',
  noMatches: 'لا توجد مستندات تطابق عوامل التصفية',
  showing: (shown, total) => `عرض ${shown} من أصل ${total} مستند`,
  sizeHint: 'الحد الأقصى لحجم الملف: 10 MB',
  uploaded: 'تم رفع المستند بنجاح',
  deleted: 'تم حذف المستند',
  chooseType: 'يرجى اختيار نوع المستند',
  unknownStatus: 'حالة غير معروفة. استخدم إحدى القيم: pending، in-review، verified، approved، rejected',
  unknownType:
    'نوع مستند غير معروف. استخدم إحدى القيم: kyc، pof، registration، contract، icpo، cpa، invoice، shipping، other، loi، spa، cis، bill_of_lading، certificate_of_origin، assay_certificate، inspection_report، insurance_certificate',
  unsupportedType: 'نوع الملف هذا غير مقبول. يرجى رفع ملف PDF أو Word (.doc، .docx) أو JPEG أو PNG أو ملف نصي (.txt).',
  contentMismatch: (label) => `هذا الملف ليس ${label} صالحاً: محتواه لا يطابق امتداده.`,
  emptyFile: 'الملف فارغ.',
  fileTooLarge: 'حجم الملف يتجاوز الحد المسموح به وهو 10 MB.',
  notUtf8Text: 'يجب أن يكون ملف .txt نصاً عادياً بترميز UTF-8.',
  invalidDocx: 'تعذرت قراءة مستند Word هذا. يرجى حفظه مجدداً بصيغة .docx وإعادة المحاولة.',
  docxTooManyEntries: 'يحتوي مستند Word هذا على أجزاء كثيرة جداً (أكثر من 1000).',
  docxTooLarge: 'حجم مستند Word هذا كبير جداً بعد فك ضغطه.',
  oneFile: 'يرجى رفع ملف واحد في كل مرة.',
  uploadIncomplete: 'انقطع الرفع أو كان غير سليم. يرجى المحاولة مجدداً.',
  notMultipart: 'أرسل المستند بصيغة multipart/form-data.',
  notPreviewable: 'لا يمكن معاينة سوى مستندات PDF والصور. يرجى تنزيل هذا المستند بدلاً من ذلك.',
  fileMissing: 'لم يعد ملف هذا المستند متاحاً.',
  contractNotFound: 'العقد المحدد غير موجود.',
  dealNotFound: 'الصفقة المحددة غير موجودة.',
  dealClosed: (status) => `هذه الصفقة ${dealStatus(status)}: لا يمكن مشاركة مزيد من المستندات فيها.`,
  dealOnlyType: (label) => `يُشارك مستند «${label}» ضمن صفقة: ارفعه من غرفة الصفقة.`,
  kycTypeInDeal: 'لا تُشارك مستندات التحقق من الهوية (KYC) ضمن صفقة: ارفعها في مركز المستندات.',
  dealDocumentShared: 'تمت مشاركة المستند في الصفقة',
  nameTooLong: 'يجب ألا يتجاوز اسم المستند 200 حرف',
  descriptionTooLong: 'يجب ألا يتجاوز الوصف 2000 حرف',
});

addArabic(INQUIRY_TEXTS, {
  received: 'شكراً لك. تم استلام استفسارك، وسيتواصل معك الفريق المختص قريباً.',
  chooseType: 'يرجى اختيار نوع الاستفسار',
  invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  invalidPhone: 'يرجى إدخال رقم هاتف صالح',
});
addArabic(INQUIRY_TYPE_LABELS, {
  general: 'استفسار عام',
  'gold-trading': 'تداول الذهب',
  'fuel-trading': 'تداول الوقود',
  'market-intelligence': 'معلومات السوق',
  streaming: 'الاستثمار في السلع',
  advisory: 'الاستشارات التعدينية',
  partnership: 'الشراكات',
});
addArabic(INVESTMENT_TEXTS, {
  opportunityNotFound: 'الفرصة الاستثمارية غير موجودة',
  projectNotFound: 'المشروع غير موجود',
  investorMinimum: 'الحد الأدنى للمستثمر هو $1,000,000',
  projectCapitalRange: 'تسعى المشاريع إلى تمويل يتراوح بين $5,000,000 و$500,000,000',
  amountTooLarge: 'يجب ألا يتجاوز المبلغ $1,000,000,000',
  loadOpportunitiesFailed: 'تعذر تحميل الفرص الاستثمارية',
  loadProjectsFailed: 'تعذر تحميل المشاريع',
  loadDetailsFailed: 'تعذر تحميل التفاصيل',
  noOpportunities: 'لا توجد فرص استثمارية متاحة حالياً',
  noProjects: 'لا توجد مشاريع تسعى إلى التمويل حالياً',
});

export const IMPACT_AR: Record<string, string> = { high: 'عالية', medium: 'متوسطة', low: 'منخفضة' };
addArabic(MATCHING_TEXTS, {
  orderNotActive: 'لم يعد أحد الطلبين نشطاً؛ أعد تحميل الاقتراحات وحاول مجدداً',
  buySideRequired: 'يجب أن يشير buyOrderId إلى طلب شراء',
  sellSideRequired: 'يجب أن يشير sellOrderId إلى عرض بيع',
  differentCommodity: 'يجب أن يكون الطلبان للسلعة نفسها',
  sameOwner: 'لا يمكن مطابقة طلب شراء مستخدم مع عرض بيع له',
  ownerNotEligible: 'صاحب أحد الطلبين غير مؤهل للتداول (الحساب غير نشط، أو لم تتم الموافقة على التحقق من الهوية KYC حين يكون مطلوباً)',
});
addArabic(MATCH_RISK_TEXTS, {
  quantity: 'قد يتطلب اختلاف الكميات تنفيذاً جزئياً',
  price: 'قد يؤدي التداخل المحدود في الأسعار إلى تعقيد المفاوضات',
  location: 'اختلاف المواقع يزيد من تعقيد الشحن',
  terms: 'قد تتطلب محدودية الشروط المشتركة اتفاقيات خاصة',
  rating: 'أحد الطرفين أو كلاهما حاصل على تقييمات أدنى',
});

addArabic(ACCOUNT_MAIL_TEXTS, ACCOUNT_MAIL_TEXTS_AR);

addArabic(ORDER_STATUS_LABELS, {
  pending: 'قيد الانتظار',
  active: 'نشط',
  matched: 'تمت المطابقة',
  in_negotiation: 'قيد التفاوض',
  contract_signed: 'تم توقيع العقد',
  completed: 'مكتمل',
  cancelled: 'ملغى',
  rejected: 'مرفوض',
});
addArabic(ORDER_PRIORITY_LABELS, { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', urgent: 'عاجلة' });
addArabic(LISTING_STATUS_LABELS, { active: 'نشط', pending: 'قيد المراجعة', sold: 'مُباع' });
addArabic(ORDER_TEXTS, {
  notFound: 'الطلب غير موجود',
  tradeNotFound: 'الصفقة غير موجودة',
  commodityNotFound: 'السلعة غير موجودة',
  commodityInactive: 'هذه السلعة غير متاحة للتداول حالياً',
  adminCannotOrder: 'لا يمكن للمسؤولين تقديم طلبات',
  priceRangeOrder: 'يجب ألا يكون الحد الأدنى للسعر أكبر من الحد الأقصى',
  deliveryDateInPast: 'لا يمكن أن يكون تاريخ التسليم في الماضي',
  termsRequired: 'اختر شرطاً واحداً على الأقل',
  locationNotAllowed: (category) => `يجب أن يكون الموقع أحد ما يلي: ${ORDER_LOCATIONS[category].join('، ')}`,
  termsNotAllowed: (category) => `يجب أن تكون الشروط من بين: ${ORDER_TERMS[category].join('، ')}`,
  nothingToUpdate: 'أرسل حقلاً واحداً على الأقل لتغييره',
  notEditable: 'لا يمكن تعديل إلا الطلبات قيد الانتظار أو النشطة',
  notCancellable: 'لا يمكن إلغاء إلا الطلبات قيد الانتظار أو النشطة',
  notPending: 'لا يمكن الموافقة على الصفقات أو رفضها إلا إذا كانت قيد الانتظار',
  quantityBelowFilled: (filled) => `يجب أن تزيد الكمية على ${filled} المتفق عليها بالفعل في الصفقات`,
});

addArabic(GOLD_TERM_LABELS, {
  CIF: 'CIF (التكلفة والتأمين وأجور الشحن)',
  FOB: 'FOB (التسليم على ظهر السفينة)',
  TTM: 'اجتماع مباشر بين الطرفين (TTM)',
});
addArabic(FUEL_ORIGIN_PORT_LABELS, { Fujairah: 'الفجيرة، الإمارات العربية المتحدة', Rotterdam: 'روتردام، هولندا', Houston: 'هيوستن، الولايات المتحدة الأمريكية' });
addArabic(FUEL_DELIVERY_MODE_LABELS, {
  TTT: 'من خزان إلى خزان (TTT)',
  TTV: 'من خزان إلى سفينة (TTV)',
  CIF: 'CIF (التكلفة والتأمين وأجور الشحن)',
  FOB: 'FOB (التسليم على ظهر السفينة)',
});

/** Each instrument's name and unit in Arabic: the Arabic of PRICE_INSTRUMENTS, for the pages (marketsTexts) and the mails. */
export const INSTRUMENTS_AR = {
  XAU: { name: 'الذهب', unit: 'للأونصة التروية' },
  XAG: { name: 'الفضة', unit: 'للأونصة التروية' },
  XPT: { name: 'البلاتين', unit: 'للأونصة التروية' },
  XPD: { name: 'البلاديوم', unit: 'للأونصة التروية' },
  BRENT: { name: 'النفط الخام (برنت)', unit: 'للبرميل' },
  WTI: { name: 'النفط الخام (غرب تكساس الوسيط)', unit: 'للبرميل' },
  HO: { name: 'زيت التدفئة (ديزل منخفض الكبريت، ميناء نيويورك)', unit: 'للغالون الأمريكي' },
  DXY: { name: 'مؤشر الدولار الأمريكي', unit: 'نقاط المؤشر' },
} as const satisfies Record<PriceSymbol, { name: string; unit: string }>;
export const INSTRUMENT_NAMES_AR = Object.fromEntries(PRICE_SYMBOLS.map((s) => [s, INSTRUMENTS_AR[s].name])) as Record<PriceSymbol, string>;
export const formatLevelAr = (symbol: PriceSymbol, level: number) => `${level.toLocaleString('en-US', { maximumFractionDigits: 4 })} ${PRICE_INSTRUMENTS[symbol].currency}`;
export const formatPercentAr = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;
addArabic(PRICE_PERIOD_LABELS, { '1d': 'يوم', '5d': '5 أيام', '1mo': 'شهر', '6mo': '6 أشهر', '1y': 'سنة' });
addArabic(PRICE_TEXTS, {
  fetchPriceFailed: (symbol) => `تعذر جلب سعر ${symbol}`,
  fetchAllFailed: 'تعذر جلب جميع الأسعار',
  fetchHistoryFailed: (symbol) => `تعذر جلب السجل السعري لـ${symbol}`,
  fetchSymbolsFailed: 'تعذر جلب الرموز المتاحة',
  usingFallback: 'يتم عرض بيانات احتياطية، فقد تكون الخدمة غير متاحة',
  goldLoadFailed: 'تعذر تحميل سعر الذهب',
  marketLoadFailed: 'تعذر تحميل بيانات السوق',
  priceLoadFailed: 'تعذر تحميل السعر',
  tryAgain: 'إعادة المحاولة',
  unknownSymbol: (symbol) => `رمز غير معروف «${symbol}». الرموز المتاحة: ${PRICE_SYMBOLS.join('، ')}`,
  badPeriod: 'فترة غير معروفة. استخدم إحدى القيم: 1d، 5d، 1mo، 6mo، 1y',
  staleNotice: 'الأسعار الحية متأخرة؛ يُعرض آخر سعر معروف',
  simulatedNotice: 'أسعار محاكاة لأغراض العرض، وليست بيانات سوق حية',
  updated: 'آخر تحديث',
  noHistory: 'لا يوجد سجل أسعار لهذه الفترة',
  loadingPrice: 'جارٍ تحميل السعر...',
  loadingChart: 'جارٍ تحميل الرسم البياني...',
  periodPicker: 'فترة الرسم البياني',
});

// Validation messages: the forms the schemas compose messages from, the fields' names, and the messages written in full.
addArabic(VALIDATION_MESSAGE_TEXTS, VALIDATION_MESSAGE_TEXTS_AR);
addArabic(VALIDATION_FIELD_LABELS, VALIDATION_FIELD_LABELS_AR);
addArabic(VALIDATION_TEXTS, VALIDATION_TEXTS_AR);
// Words inside records that are not text tables (instrument data, file kinds, the intelligence packages): translated
// by their words where they are shown, or where a message names them ("This file is not a valid Word document").
addArabicTexts(
  Object.fromEntries(
    PRICE_SYMBOLS.flatMap((s) => [
      [PRICE_INSTRUMENTS[s].name, INSTRUMENTS_AR[s].name],
      [PRICE_INSTRUMENTS[s].unit, INSTRUMENTS_AR[s].unit],
    ]),
  ),
);
addArabicTexts({
  'Word document': 'مستند Word',
  'JPEG image': 'صورة JPEG',
  'PNG image': 'صورة PNG',
  'text file': 'ملف نصي',
  PDF: 'PDF',
  'Crude Oil': 'النفط الخام',
  'Fuel Oil': 'زيت الوقود',
  Basic: 'الأساسية',
  Free: 'مجاناً',
  'Essential market visibility for active traders.': 'رؤية أساسية للأسواق للمتداولين النشطين.',
  'Live spot prices': 'أسعار فورية حية',
  'Basic charts': 'رسوم بيانية أساسية',
  'Daily updates': 'تحديثات يومية',
  Enterprise: 'المؤسسات',
  'Contact Sales': 'تواصل مع المبيعات',
  'The full intelligence suite for trading desks and institutions.': 'الحزمة الكاملة لمعلومات السوق لمكاتب التداول والمؤسسات.',
  'All Basic features': 'جميع مزايا الباقة الأساسية',
  '3-day forecasts': 'توقعات لثلاثة أيام',
  'Geopolitical alerts': 'تنبيهات جيوسياسية',
  'Weekly brief': 'النشرة الأسبوعية',
  'Custom analytics': 'تحليلات مخصصة',
  'API access': 'الوصول عبر API',
  'Dedicated support': 'دعم مخصص',
  [VALIDATION_TEXTS.passwordHintLow]: VALIDATION_TEXTS_AR.passwordHintLow,
});
