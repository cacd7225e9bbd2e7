import { describe, expect, it } from 'vitest';
import './arabic-common';
import { ACTIVITY_TEXTS as A, ACTIVITY_TEXTS_AR as AR, CONTRACT_MOVERS, SIGNING_PARTIES, type ProfileActivityField } from './activity-texts';
import { DEAL_ROLES } from './deal-constants';
import { DOCUMENT_TYPES } from './document-constants';
import { NOTIFICATION_TEXTS } from './notifications';
import { ORDER_SIDES } from './order-constants';
import { translateLines, translateText } from './translations';
import { WEEKLY_BRIEF_TEXTS, weeklyBriefBody } from './weekly-brief';
import './arabic';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
// The template markers are control characters; none may be left in a translation.
// eslint-disable-next-line no-control-regex
const MARKER = /\u0001/;

/** The stored English read in Arabic: exactly the Arabic sentence built from the same values. */
function expectArabic(english: string, arabic: string) {
  const translated = translateText(english, 'ar');
  expect(translated, english).toBe(arabic);
  // A document type kept in Latin ("ICPO") leaves a sentence of values alone.
  if (ARABIC_LETTER.test(arabic)) expect(translated, english).toMatch(ARABIC_LETTER);
  expect(translated, english).not.toMatch(MARKER);
  expect(translateText(english, 'en')).toBe(english);
}

/** An offer's terms, and the same in Arabic with the commodity's and the payment terms' Arabic. */
const terms = (unit: 'oz' | 'MT', commodity: string, commodityAr: string) => ({
  en: A.dealTerms('1,000', unit, commodity, 'USD', '2,350.50', 'CIF', 'Dubai', '2026-12-01', 'LC at sight'),
  ar: AR.dealTerms('1,000', unit, commodityAr, 'USD', '2,350.50', 'CIF', 'Dubai', '2026-12-01', 'اعتماد مستندي، دفع عند الاطلاع'),
});

describe('the activity feed in Arabic', () => {
  it('keeps the English the API writes', () => {
    expect(A.newSessionFrom('203.0.113.7')).toBe('New session from 203.0.113.7');
    expect(A.contractDraft('spot', '1,000', 'oz', 'Gold', 'USD', '2,350,000.00', '2026-12-01', 'Dubai')).toBe(
      'Draft spot contract: 1,000 oz of Gold, USD 2,350,000.00 in total, delivery by 2026-12-01 in Dubai',
    );
    expect(A.contractSentBy('buyer')).toBe('The buyer sent the contract; both parties now sign it');
    expect(A.dealOfferMade('desk', 'x', '2026-12-01')).toBe('Trading Desk offered x; valid until 2026-12-01');
    expect(A.orderNowActive('buy', null)).toBe('Your buy request is now active and open for matching');
    expect(A.otherSessionsSignedOut(1)).toBe('1 other session was signed out');
    expect(A.settingsChanged(3)).toBe('3 settings changed');
    expect(A.profileFieldsChanged(['firstName', 'companyName'])).toBe('Changed: first name, company');
    expect(A.documentNamed('Passport', 'kyc')).toBe('Passport (KYC Document)');
  });

  it('translates sign-ins and account changes', () => {
    expectArabic(A.signedIn, AR.signedIn);
    expectArabic(A.newSession, AR.newSession);
    expectArabic(A.newSessionFrom('203.0.113.7'), 'جلسة جديدة من 203.0.113.7');
    expectArabic(A.passwordChanged, AR.passwordChanged);
    for (const count of [0, 1, 2, 3, 11]) expectArabic(A.otherSessionsSignedOut(count), AR.otherSessionsSignedOut(count));
    expectArabic(A.otherSessionsSignedOut(5), 'عدد الجلسات الأخرى التي سُجِّل الخروج منها: 5');
    expectArabic(A.profileUpdated, AR.profileUpdated);
    const sets: ProfileActivityField[][] = [['firstName'], ['lastName', 'phoneNumber'], ['firstName', 'lastName', 'companyName', 'phoneNumber']];
    for (const fields of sets) expectArabic(A.profileFieldsChanged(fields), AR.profileFieldsChanged(fields));
    expectArabic(A.profileFieldsChanged(['firstName', 'companyName']), 'تم تغيير: الاسم الأول، الشركة');
    expectArabic(A.preferencesUpdated, AR.preferencesUpdated);
    for (const count of [1, 2, 4]) expectArabic(A.settingsChanged(count), AR.settingsChanged(count));
  });

  it('translates documents, with their type in Arabic', () => {
    expectArabic(A.documentUploaded, AR.documentUploaded);
    for (const type of DOCUMENT_TYPES) {
      expectArabic(A.documentNamed('Passport scan', type), AR.documentNamed('Passport scan', type));
      expectArabic(A.documentRejectedFor('Passport scan', type, 'The scan is blurred'), AR.documentRejectedFor('Passport scan', type, 'The scan is blurred'));
    }
    expectArabic(A.documentNamed('Passport scan', 'kyc'), 'Passport scan (مستند التحقق من الهوية (KYC))');
    expectArabic(A.documentRejectedFor('Bank letter', 'pof', 'Dated 2019'), 'Bank letter (إثبات الملاءة المالية). السبب: Dated 2019');
  });

  it('translates contract moves, with the party, the contract type and the commodity in Arabic', () => {
    expectArabic(A.contractCreated('CTR-2026-001'), 'تم إنشاء العقد CTR-2026-001');
    expectArabic(
      A.contractDraft('spot', '1,000', 'oz', 'Gold', 'USD', '2,350,000.00', '2026-12-01', 'Dubai'),
      'مسودة عقد فوري: 1,000 oz من الذهب، بقيمة إجمالية USD 2,350,000.00، والتسليم بحلول 2026-12-01 في Dubai',
    );
    expectArabic(
      A.contractDraft('forward', '25,000.5', 'MT', 'Crude Oil', 'USD', '1,250,000.00', '2027-01-15', 'Fujairah'),
      AR.contractDraft('forward', '25,000.5', 'MT', 'النفط الخام', 'USD', '1,250,000.00', '2027-01-15', 'Fujairah'),
    );
    // A commodity without Arabic stays as it is.
    expectArabic(
      A.contractDraft('spot', '500', 'MT', 'Jet A1', 'USD', '400,000.00', '2027-01-15', 'Rotterdam'),
      AR.contractDraft('spot', '500', 'MT', 'Jet A1', 'USD', '400,000.00', '2027-01-15', 'Rotterdam'),
    );
    expectArabic(A.contractSent('CTR-2026-001'), AR.contractSent('CTR-2026-001'));
    for (const by of CONTRACT_MOVERS) {
      expectArabic(A.contractSentBy(by), AR.contractSentBy(by));
      expectArabic(A.contractExecutedBy(by), AR.contractExecutedBy(by));
      expectArabic(A.contractCancelledBy(by, 'Price moved: both sides agree'), AR.contractCancelledBy(by, 'Price moved: both sides agree'));
    }
    expectArabic(A.contractSentBy('admin'), 'أرسل أحد المسؤولين العقد، وعلى الطرفين توقيعه الآن');
    for (const party of SIGNING_PARTIES) {
      expectArabic(A.contractSignedBy('CTR-2026-001', party), AR.contractSignedBy('CTR-2026-001', party));
      expectArabic(A.waitingForSignature(party), AR.waitingForSignature(party));
    }
    expectArabic(A.contractSignedBy('CTR-2026-001', 'seller'), 'وقّع البائع العقد CTR-2026-001');
    expectArabic(A.bothSigned, AR.bothSigned);
    expectArabic(A.contractActive('CTR-2026-001'), AR.contractActive('CTR-2026-001'));
    expectArabic(A.contractActiveUntil('2026-12-01'), AR.contractActiveUntil('2026-12-01'));
    expectArabic(A.contractExecuted('CTR-2026-001'), AR.contractExecuted('CTR-2026-001'));
    expectArabic(A.contractCancelled('CTR-2026-001'), AR.contractCancelled('CTR-2026-001'));
    expectArabic(A.contractExpired('CTR-2026-001'), AR.contractExpired('CTR-2026-001'));
    expectArabic(A.contractExpiredOn('2026-12-01'), 'انقضى تاريخ التسليم 2026-12-01 قبل تنفيذ العقد');
  });

  it('translates deal steps, with the terms inside them in Arabic', () => {
    const gold = terms('oz', 'Gold', 'الذهب');
    const oil = terms('MT', 'Fuel Oil', 'زيت الوقود');
    // The terms are read inside a deal's sentence, never on their own.
    expect(AR.dealTerms('1,000', 'oz', 'الذهب', 'USD', '2,350.50', 'CIF', 'Dubai', '2026-12-01', 'اعتماد مستندي، دفع عند الاطلاع')).toBe('1,000 oz من الذهب بسعر USD 2,350.50 لكل oz، CIF Dubai، والتسليم بحلول 2026-12-01، والدفع اعتماد مستندي، دفع عند الاطلاع');
    expectArabic(A.dealOpened('Gold'), 'فُتحت صفقة الذهب');
    expectArabic(A.dealMatchedWith('Sara Haddad (Gulf Metals LLC)', oil.en), AR.dealMatchedWith('Sara Haddad (Gulf Metals LLC)', oil.ar));
    expectArabic(A.dealMatchedWith('Sara Haddad (Gulf Metals LLC)', gold.en), AR.dealMatchedWith('Sara Haddad (Gulf Metals LLC)', gold.ar));
    expectArabic(A.dealOfferMadeTitle('Crude Oil'), 'عرض جديد في صفقة النفط الخام');
    expectArabic(A.dealAgreedTitle('Gold'), AR.dealAgreedTitle('الذهب'));
    for (const by of DEAL_ROLES) {
      expectArabic(A.dealOfferMade(by, gold.en, '2026-11-30'), AR.dealOfferMade(by, gold.ar, '2026-11-30'));
      expectArabic(A.dealOfferAcceptedTitle(by), AR.dealOfferAcceptedTitle(by));
      expectArabic(A.dealOfferAccepted(by, oil.en), AR.dealOfferAccepted(by, oil.ar));
      expectArabic(A.dealOfferRejectedTitle(by), AR.dealOfferRejectedTitle(by));
      expectArabic(A.dealOfferRejected(by, null), AR.dealOfferRejected(by, null));
      expectArabic(A.dealOfferRejected(by, 'Price too high'), AR.dealOfferRejected(by, 'Price too high'));
      expectArabic(A.dealAgreed(by, gold.en), AR.dealAgreed(by, gold.ar));
    }
    expectArabic(A.dealOfferMade('desk', gold.en, '2026-11-30'), `قدّم مكتب التداول عرضاً: ${gold.ar}؛ صالح حتى 2026-11-30`);
  });

  it('translates order moves, with the kind of order in Arabic', () => {
    const numbered = [
      'orderSubmitted',
      'orderUpdated',
      'orderCancelled',
      'orderApproved',
      'orderRejected',
      'orderMatched',
      'orderPartlyAgreed',
      'orderQuantityGivenBack',
      'orderContractSigned',
      'orderCompleted',
      'orderClosed',
      'orderActiveAgain',
    ] as const;
    for (const side of ORDER_SIDES) {
      for (const key of numbered) expectArabic(A[key](side, 'BR-2026-007'), AR[key](side, 'BR-2026-007'));
      for (const key of ['orderNowActive', 'orderNotApproved'] as const) {
        expectArabic(A[key](side, null), AR[key](side, null));
        expectArabic(A[key](side, 'Check the assay'), AR[key](side, 'Check the assay'));
      }
    }
    expectArabic(A.orderSubmitted('sell', 'SL-2026-003'), 'تم تقديم عرض البيع SL-2026-003');
    expectArabic(A.orderAwaitingApproval('1,000 oz', 'Gold', 'Dubai'), '1,000 oz من الذهب في Dubai؛ بانتظار الموافقة');
    expectArabic(A.orderPartlyAgreedDetail('400 oz', '600 oz'), AR.orderPartlyAgreedDetail('400 oz', '600 oz'));
    expectArabic(A.orderQuantityGivenBackDetail('400 oz'), AR.orderQuantityGivenBackDetail('400 oz'));
    for (const key of ['orderChangesToReview', 'orderChangesSaved', 'orderWithdrawn', 'orderCounterpartyFound', 'orderContractActive', 'orderContractExecuted', 'orderContractCancelled', 'orderContractExpired'] as const) {
      expectArabic(A[key], AR[key]);
    }
  });
});

describe('notifications composed in the API, in Arabic', () => {
  it('reads the weekly brief: its title and headings in Arabic, its figures and the desk’s alerts as they are', () => {
    expect(translateText(WEEKLY_BRIEF_TEXTS.title('2026-11-20'), 'ar')).toBe('النشرة الأسبوعية للأسواق: الأسبوع المنتهي في 2026-11-20');
    const alert = { title: 'Strait of Hormuz transit delays', region: 'Middle East', impact: 'High' };
    const body = weeklyBriefBody([{ symbol: 'XAU', close: 2650.5, changePercent: 1.25 }], [alert]);
    const lines = translateLines(body, 'ar').split('\n');
    expect(lines[0]).toBe('أسعار الإغلاق للأسبوع (والتغير مقارنة بالأسبوع السابق)');
    expect(lines[1]).toBe(WEEKLY_BRIEF_TEXTS.row({ symbol: 'XAU', close: 2650.5, changePercent: 1.25 }));
    expect(lines[3]).toBe('تنبيهات السوق الصادرة عن مكتب التداول هذا الأسبوع');
    expect(lines[4]).toBe(WEEKLY_BRIEF_TEXTS.alert(alert));
    expect(translateLines(weeklyBriefBody([], []), 'ar').split('\n').at(-1)).toBe('لا توجد تنبيهات للسوق هذا الأسبوع.');
    expect(translateLines(body, 'en')).toBe(body);
  });

  it('names a document or a sender it does not know in Arabic', () => {
    expect(translateText(NOTIFICATION_TEXTS.documentVerified.body(NOTIFICATION_TEXTS.unnamedDocument), 'ar')).toBe('تم التحقق من مستندك «مستند».');
    expect(translateText(NOTIFICATION_TEXTS.deskInquiryReceived.body(NOTIFICATION_TEXTS.unknownSender), 'ar')).toBe('وصل استفسار جديد من زائر.');
  });
});
