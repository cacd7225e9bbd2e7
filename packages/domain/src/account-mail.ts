/**
 * The words of the account mails (password reset, email verification, the invitation to an account an administrator
 * created, the two-factor notices, an order's decision), in English and in Arabic (issue 17): each mail is written in
 * its recipient's language. The English is what the mails said before; the Arabic says the same.
 */
import type { Language } from './languages';

/** The plain-text layout of an account mail: a greeting, paragraphs, blank lines between them. */
export interface AccountMailWords {
  greeting: (firstName: string) => string;
  reset: {
    subject: string;
    intro: string;
    token: (token: string) => string;
    ignore: string;
  };
  verification: {
    subject: string;
    intro: string;
    ignore: string;
  };
  invitation: {
    subject: string;
    created: (role: 'trader' | 'seller' | 'admin') => string;
    signIn: (url: string, email: string) => string;
    temporary: string;
    expires: (hours: number, at: string) => string;
    firstSignIn: string;
    unexpected: string;
  };
  twoFactor: {
    enabledSubject: string;
    enabled: string;
    disabledSubject: string;
    disabled: string;
    notYou: string;
  };
  orderDecision: {
    subject: (orderNumber: string, approved: boolean) => string;
    approved: (side: 'buy' | 'sell', orderNumber: string) => string;
    rejected: (side: 'buy' | 'sell', orderNumber: string) => string;
    notes: (approved: boolean, notes: string) => string;
    portal: (url: string) => string;
  };
}

const ROLE_NAMES_EN = { trader: 'trader', seller: 'seller', admin: 'administrator' } as const;
const SIDE_NAMES_EN = { buy: 'buy request', sell: 'sell listing' } as const;

export const ACCOUNT_MAIL_TEXTS: AccountMailWords = {
  greeting: (firstName) => `Hello ${firstName},`,
  reset: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. If it was you, open this link within 1 hour:',
    token: (token) => `Or enter this reset token on the password reset page: ${token}`,
    ignore: 'If you did not ask for this, you can ignore this email; your password stays as it is.',
  },
  verification: {
    subject: 'Verify your email address',
    intro: 'Please confirm your email address to start using your account. Open this link within 24 hours:',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  invitation: {
    subject: 'Your trading platform account is ready',
    created: (role) => `An administrator has created a ${ROLE_NAMES_EN[role]} account for you on the trading platform.`,
    signIn: (url, email) => `Sign in at ${url} with this email address (${email}).`,
    temporary: 'Your administrator will give you your temporary password separately; for your safety it is never sent by email.',
    expires: (hours, at) => `It expires ${hours} hours after your account was created (${at}).`,
    firstSignIn: 'When you first sign in you will be asked to choose a password of your own.',
    unexpected: 'If you did not expect this account, please contact support.',
  },
  twoFactor: {
    enabledSubject: 'Two-factor authentication turned on',
    enabled: 'Two-factor authentication was turned on for your account. Signing in now asks for a code from your authenticator app.',
    disabledSubject: 'Two-factor authentication turned off',
    disabled: 'Two-factor authentication was turned off for your account. Signing in now needs only your password.',
    notYou: 'If this was not you, reset your password at once and contact support.',
  },
  orderDecision: {
    subject: (orderNumber, approved) => `${orderNumber} ${approved ? 'approved' : 'not approved'}`,
    approved: (side, orderNumber) => `Your ${SIDE_NAMES_EN[side]} ${orderNumber} was approved. It is now active and open for matching.`,
    rejected: (side, orderNumber) => `Your ${SIDE_NAMES_EN[side]} ${orderNumber} was not approved.`,
    notes: (approved, notes) => `${approved ? 'Notes' : 'Reason'}: ${notes}`,
    portal: (url) => `See it in your portal: ${url}`,
  },
};

const ROLE_NAMES_AR = { trader: 'متداول', seller: 'بائع', admin: 'مسؤول' } as const;
const SIDE_NAMES_AR = { buy: 'طلب الشراء', sell: 'عرض البيع' } as const;

export const ACCOUNT_MAIL_TEXTS_AR: AccountMailWords = {
  greeting: (firstName) => `مرحباً ${firstName}،`,
  reset: {
    subject: 'إعادة تعيين كلمة المرور',
    intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك. إن كنت أنت صاحب الطلب، فافتح هذا الرابط خلال ساعة واحدة:',
    token: (token) => `أو أدخل رمز إعادة التعيين هذا في صفحة إعادة تعيين كلمة المرور: ${token}`,
    ignore: 'إن لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
  },
  verification: {
    subject: 'تأكيد عنوان بريدك الإلكتروني',
    intro: 'يرجى تأكيد عنوان بريدك الإلكتروني لبدء استخدام حسابك. افتح هذا الرابط خلال 24 ساعة:',
    ignore: 'إن لم تُنشئ حساباً، فيمكنك تجاهل هذه الرسالة.',
  },
  invitation: {
    subject: 'حسابك على منصة التداول جاهز',
    created: (role) => `أنشأ أحد المسؤولين حساب ${ROLE_NAMES_AR[role]} لك على منصة التداول.`,
    signIn: (url, email) => `سجّل الدخول عبر ${url} باستخدام عنوان البريد الإلكتروني هذا (${email}).`,
    temporary: 'سيسلّمك المسؤول كلمة المرور المؤقتة بشكل منفصل، إذ لا تُرسل عبر البريد الإلكتروني حرصاً على أمانك.',
    expires: (hours, at) => `تنتهي صلاحيتها بعد ${hours} ساعة من إنشاء حسابك (${at}).`,
    firstSignIn: 'عند تسجيل دخولك لأول مرة، سيُطلب منك اختيار كلمة مرور خاصة بك.',
    unexpected: 'إن لم تكن تتوقع هذا الحساب، فيرجى التواصل مع الدعم.',
  },
  twoFactor: {
    enabledSubject: 'تم تفعيل المصادقة الثنائية',
    enabled: 'تم تفعيل المصادقة الثنائية لحسابك. يتطلب تسجيل الدخول الآن رمزاً من تطبيق المصادقة.',
    disabledSubject: 'تم إيقاف المصادقة الثنائية',
    disabled: 'تم إيقاف المصادقة الثنائية لحسابك. يتطلب تسجيل الدخول الآن كلمة مرورك فقط.',
    notYou: 'إن لم تكن أنت من قام بذلك، فأعد تعيين كلمة مرورك فوراً وتواصل مع الدعم.',
  },
  orderDecision: {
    subject: (orderNumber, approved) => `${orderNumber} ${approved ? 'تمت الموافقة عليه' : 'لم تتم الموافقة عليه'}`,
    approved: (side, orderNumber) => `تمت الموافقة على ${SIDE_NAMES_AR[side]} ${orderNumber}. وهو الآن نشط ومتاح للمطابقة.`,
    rejected: (side, orderNumber) => `لم تتم الموافقة على ${SIDE_NAMES_AR[side]} ${orderNumber}.`,
    notes: (approved, notes) => `${approved ? 'ملاحظات' : 'السبب'}: ${notes}`,
    portal: (url) => `اطّلع عليه في بوابتك: ${url}`,
  },
};

/** The account mails' words in a language. */
export const accountMailTexts = (language: Language): AccountMailWords => (language === 'ar' ? ACCOUNT_MAIL_TEXTS_AR : ACCOUNT_MAIL_TEXTS);
