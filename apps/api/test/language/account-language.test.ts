import { ERROR_CODES, NOTIFICATION_TEXTS, USER_TEXTS, userSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, buildAuthApp, expectError, profileWith, registerUser, signIn, type RegisteredUser } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { DEAD_SMTP, systemApp } from '../admin-system/fixtures';
import { account, mailApp, mailsTo, notification } from '../notification-mail/fixtures';

const LANGUAGE = '/api/v1/users/me/language';
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the account language (issue 17)', () => {
  let t: TestApp;
  let layla: RegisteredUser;

  beforeAll(async () => {
    t = await buildAuthApp({ PUBLIC_URL: 'https://trade.example.com' });
    layla = await registerUser(t.app);
  });
  afterAll(() => t.close());

  describe('PUT /api/v1/users/me/language', () => {
    it('changes the language, answers like PUT /users/me, keeps it, and records it in the audit trail', async () => {
      const session = await signIn(t.app, layla);
      const res = await call(t.app, 'PUT', LANGUAGE, { token: session.accessToken, body: { language: 'ar' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: USER_TEXTS.languageSaved, user: { id: layla.id, language: 'ar' } });
      expect(userSchema.parse(res.json().user).language).toBe('ar');

      expect((await profileWith(t.app, session.accessToken)).json().user.language).toBe('ar');
      expect((await t.app.users.findById(layla.id))?.language).toBe('ar');
      const audit = (await auditRows(t.app)).filter((r) => r.action === 'user.language.updated' && r.actor_id === layla.id);
      expect(audit).toHaveLength(1);

      const back = await call(t.app, 'PUT', LANGUAGE, { token: session.accessToken, body: { language: 'en' } });
      expect(back.json().user.language).toBe('en');
    });

    it.each([[{ language: 'fr' }], [{ language: '' }], [{}], [{ language: 'ar', extra: true }]])('refuses %j with 400', async (body) => {
      const session = await signIn(t.app, layla);
      expectError(await call(t.app, 'PUT', LANGUAGE, { token: session.accessToken, body }), 400, ERROR_CODES.validation);
    });

    it('answers 401 signed out', async () => {
      expectError(await call(t.app, 'PUT', LANGUAGE, { body: { language: 'ar' } }), 401, ERROR_CODES.unauthorized);
    });
  });

  describe('registration', () => {
    it('keeps the language a person registers in, and defaults to English', async () => {
      const arabic = await call(t.app, 'POST', '/auth/register', { body: registrationBody({ language: 'ar' }) });
      expect(arabic.statusCode, arabic.body).toBe(201);
      expect(arabic.json().user.language).toBe('ar');

      const english = await call(t.app, 'POST', '/auth/register', { body: registrationBody() });
      expect(english.json().user.language).toBe('en');

      expectError(await call(t.app, 'POST', '/auth/register', { body: registrationBody({ language: 'fr' }) }), 400, ERROR_CODES.validation);
    });

    it('writes the verification mail in the registration language', async () => {
      const body = registrationBody({ language: 'ar' });
      expect((await call(t.app, 'POST', '/auth/register', { body })).statusCode).toBe(201);
      const mail = (await t.mails()).filter((m) => m.to === body.email).at(-1)!;
      expect(mail.subject).toMatch(ARABIC_LETTER);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.text).toContain('https://trade.example.com/verify-email?token=');
    });
  });

  describe('the password reset mail', () => {
    const forgot = (email: string) => call(t.app, 'POST', '/auth/forgot-password', { body: { email } });

    it('is in Arabic for an Arabic account: subject, text and a right-to-left HTML part, with the same link', async () => {
      const user = await registerUser(t.app, { language: 'ar', firstName: 'Karim' });
      expect((await forgot(user.email)).statusCode).toBe(200);
      const mail = (await t.mails()).filter((m) => m.to === user.email).at(-1)!;
      expect(mail.subject).toBe('إعادة تعيين كلمة المرور');
      expect(mail.text).toMatch(/^مرحباً Karim،/);
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.html).toContain('lang="ar"');
      const link = /(https:\/\/trade\.example\.com\/forgot-password\?email=[^\s]+&token=\S+)/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      expect(mail.html).toContain(link!.replace(/&/g, '&amp;'));
    });

    it('is unchanged for an English account: plain text, English words', async () => {
      const user = await registerUser(t.app, { firstName: 'Omar' });
      expect((await forgot(user.email)).statusCode).toBe(200);
      const mail = (await t.mails()).filter((m) => m.to === user.email).at(-1)!;
      expect(mail.subject).toBe('Reset your password');
      expect(mail.html).toBeUndefined();
      expect(mail.text).toMatch(/^Hello Omar,\n\nSomeone asked to reset the password of your account\. If it was you, open this link within 1 hour:\nhttps:\/\/trade\.example\.com\/forgot-password\?/);
      expect(mail.text).toContain('Or enter this reset token on the password reset page: ');
    });
  });
});

describe('notification mail in the recipient’s language', () => {
  it('writes an Arabic reader’s notification in Arabic, right to left, with the same links', async () => {
    const { t } = await mailApp();
    try {
      const trader = await account(t, 'trader', 'Amira');
      await t.app.users.setLanguage(trader.id, 'ar');
      await t.app.notificationMail.send(
        { id: trader.id },
        notification({ title: NOTIFICATION_TEXTS.contractToSign.title, body: NOTIFICATION_TEXTS.contractToSign.body('1A2B3C4D'), category: 'contracts', link: '/portal-trader/contracts?contract=abc' }),
      );
      const [mail] = await mailsTo(t, trader);
      expect(mail!.subject).toBe('عقد بانتظار توقيعك');
      expect(mail!.subject).toMatch(ARABIC_LETTER);
      expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail!.html).toContain('العقد 1A2B3C4D جاهز لتوقيعك.');
      expect(mail!.html).toContain('href="https://desk.example.com/portal-trader/contracts?contract=abc"');
      expect(mail!.text).toContain('مرحباً Amira،');
      expect(mail!.text).toMatch(/إلغاء الاشتراك في تحديثات العقود: https:\/\/desk\.example\.com\/api\/v1\/notifications\/unsubscribe\?token=/);
      expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/desk\.example\.com\/api\/v1\/notifications\/unsubscribe\?token=/);
    } finally {
      await t.close();
    }
  });

  it('keeps an English reader’s notification as it was', async () => {
    const { t } = await mailApp();
    try {
      const trader = await account(t, 'trader', 'Amira');
      await t.app.notificationMail.send({ id: trader.id }, notification());
      const [mail] = await mailsTo(t, trader);
      expect(mail!.subject).toBe('New offer');
      expect(mail!.html).toContain('<html lang="en">');
      expect(mail!.html).not.toContain('dir="rtl"');
      expect(mail!.text).toContain('Hello Amira,');
      expect(mail!.text).toContain('The other party made a counter-offer in deal 1A2B3C4D.');
    } finally {
      await t.close();
    }
  });
});

describe('System Alert mail in the administrator’s language', () => {
  it('writes an Arabic administrator’s alert in Arabic, and keeps an English one’s as it was', async () => {
    const s = await systemApp(DEAD_SMTP);
    try {
      const english = await account(s.t, 'admin', 'Omar');
      await s.t.app.users.setLanguage(s.admin.id, 'ar');
      expect((await call(s.t.app, 'GET', '/admin/alerts', { token: s.admin.token })).statusCode).toBe(200);
      const mails = (await s.t.mails()).filter((m) => m.category === 'admin-alert');
      const arabic = mails.find((m) => m.to === s.admin.email)!;
      expect(arabic.subject).toBe('تنبيه النظام: فشل فحص السلامة: mail');
      expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.text).toContain('الخطورة: متوسطة');
      const plain = mails.find((m) => m.to === english.email)!;
      expect(plain.subject).toBe('System alert: Health check failed: mail');
      expect(plain.html).toBeUndefined();
      expect(plain.text).toContain('Severity: medium');
    } finally {
      await s.t.close();
    }
  });
});

let counter = 0;
function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: `lang.${Date.now().toString(36)}.${++counter}@example.com`,
    password: 'Tr4ding@Desk.Muscat',
    firstName: 'Amira',
    lastName: 'Haddad',
    acceptTerms: true,
    ...overrides,
  };
}
