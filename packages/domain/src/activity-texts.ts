/**
 * The activity feed's sentences (docs/decisions/026): every title and description the API writes to a user's feed,
 * built here once from their values. The feed is stored in English (the API answers in English); the Arabic sits
 * beside it (ACTIVITY_TEXTS_AR), registered in arabic-common.ts, so a stored entry is found again by its words
 * (translateText). No zod here: the common part of the Arabic reads this module.
 *
 * Values named by a key (a party's role, an order's side, a contract's or document's type) are looked up here, so
 * each key gives its own template in both languages; plain values (numbers, contract and order numbers, dates,
 * places, names, reasons) are placed as they come.
 */
import type { ContractType } from './contracts';
import { DEAL_TEXTS, type DealRole } from './deal-constants';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from './document-constants';
import type { OrderSide } from './order-constants';
import { arabicOf, type Translation } from './translations';

/** Who made a contract move, as the feed and the contract's messages name them. */
export type ContractMover = 'buyer' | 'seller' | 'admin' | 'system';
export const CONTRACT_MOVERS = ['buyer', 'seller', 'admin', 'system'] as const satisfies readonly ContractMover[];
export const CONTRACT_MOVER_LABELS: Record<ContractMover, string> = { buyer: 'the buyer', seller: 'the seller', admin: 'an administrator', system: 'the system' };

/** A contract's parties, who sign it. */
export const SIGNING_PARTIES = ['buyer', 'seller'] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];

/** The contract types the feed names ("Draft spot contract"). */
export const ACTIVITY_CONTRACT_TYPES = ['spot', 'forward'] as const satisfies readonly ContractType[];

/** How a deal step names who acted. */
export const DEAL_ACTOR_LABELS: Record<DealRole, string> = { buyer: 'The buyer', seller: 'The seller', desk: DEAL_TEXTS.deskName };

/** An order as the feed names it, by its side. */
export const ORDER_KIND_LABELS: Record<OrderSide, string> = { buy: 'Buy request', sell: 'Sell listing' };

/** The profile fields whose change the feed names, in the order it names them. */
export const PROFILE_ACTIVITY_FIELDS = ['firstName', 'lastName', 'companyName', 'phoneNumber'] as const;
export type ProfileActivityField = (typeof PROFILE_ACTIVITY_FIELDS)[number];
export const PROFILE_FIELD_LABELS: Record<ProfileActivityField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  companyName: 'company',
  phoneNumber: 'phone number',
};

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const mover = (by: ContractMover) => CONTRACT_MOVER_LABELS[by];
const kind = (side: OrderSide) => ORDER_KIND_LABELS[side];
const documentLabel = (name: string, type: DocumentType) => `${name} (${DOCUMENT_TYPE_LABELS[type]})`;

/**
 * Every sentence of the feed. Amounts come formatted ("1,000 oz", "2,350.00"): the API formats its numbers, and the
 * Arabic places them as they are.
 */
export const ACTIVITY_TEXTS = {
  /* ------------------------------------------------------------------ sign-in, account */
  signedIn: 'Signed in',
  newSession: 'New session',
  newSessionFrom: (ip: string) => `New session from ${ip}`,
  passwordChanged: 'Password changed',
  otherSessionsSignedOut: (count: number) => (count === 1 ? '1 other session was signed out' : `${count} other sessions were signed out`),
  profileUpdated: 'Profile updated',
  profileFieldsChanged: (fields: readonly ProfileActivityField[]) => `Changed: ${fields.map((field) => PROFILE_FIELD_LABELS[field]).join(', ')}`,
  preferencesUpdated: 'Notification settings updated',
  settingsChanged: (count: number) => `${count} setting${count === 1 ? '' : 's'} changed`,

  /* ------------------------------------------------------------------------- documents */
  documentUploaded: 'Document uploaded',
  /** A document named with its type: "Passport (KYC Document)". */
  documentNamed: (name: string, type: DocumentType) => documentLabel(name, type),
  documentRejectedFor: (name: string, type: DocumentType, reason: string) => `${documentLabel(name, type)}. Reason: ${reason}`,

  /* ------------------------------------------------------------------------- contracts */
  contractCreated: (contractNumber: string) => `Contract ${contractNumber} created`,
  contractDraft: (
    contractType: string,
    quantity: string,
    unit: string,
    commodity: string,
    currency: string,
    total: string,
    deliveryDate: string,
    deliveryLocation: string,
  ) => `Draft ${contractType} contract: ${quantity} ${unit} of ${commodity}, ${currency} ${total} in total, delivery by ${deliveryDate} in ${deliveryLocation}`,
  contractSent: (contractNumber: string) => `Contract ${contractNumber} sent for signature`,
  contractSentBy: (by: ContractMover) => `${upperFirst(mover(by))} sent the contract; both parties now sign it`,
  contractSignedBy: (contractNumber: string, by: ContractMover) => `Contract ${contractNumber} signed by the ${by}`,
  bothSigned: 'Both parties have signed',
  waitingForSignature: (party: SigningParty) => `Waiting for the ${party}'s signature`,
  contractActive: (contractNumber: string) => `Contract ${contractNumber} is active`,
  contractActiveUntil: (deliveryDate: string) => `Signed by both parties; to be executed by ${deliveryDate}`,
  contractExecuted: (contractNumber: string) => `Contract ${contractNumber} executed`,
  contractExecutedBy: (by: ContractMover) => `Marked as executed by ${mover(by)}`,
  contractCancelled: (contractNumber: string) => `Contract ${contractNumber} cancelled`,
  contractCancelledBy: (by: ContractMover, reason: string) => `Cancelled by ${mover(by)}: ${reason}`,
  contractExpired: (contractNumber: string) => `Contract ${contractNumber} expired`,
  contractExpiredOn: (deliveryDate: string) => `The delivery date ${deliveryDate} passed before the contract was executed`,

  /* ----------------------------------------------------------------------------- deals */
  /** An offer's terms in one line; the unit is named twice (the quantity's and the price's). */
  dealTerms: (
    quantity: string,
    unit: string,
    commodity: string,
    currency: string,
    unitPrice: string,
    incoterm: string,
    location: string,
    deliveryDate: string,
    paymentTerms: string,
  ) =>
    `${quantity} ${unit} of ${commodity} at ${currency} ${unitPrice} per ${unit}, ` +
    `${incoterm} ${location}, delivery by ${deliveryDate}, payment ${paymentTerms}`,
  dealOpened: (commodity: string) => `Deal opened for ${commodity}`,
  dealMatchedWith: (counterparty: string, terms: string) => `Matched with ${counterparty}. The desk's first offer: ${terms}`,
  dealOfferMadeTitle: (commodity: string) => `New offer in the ${commodity} deal`,
  dealOfferMade: (by: DealRole, terms: string, validUntil: string) => `${DEAL_ACTOR_LABELS[by]} offered ${terms}; valid until ${validUntil}`,
  dealOfferAcceptedTitle: (by: DealRole) => `Offer accepted by the ${by}`,
  dealOfferAccepted: (by: DealRole, terms: string) => `${DEAL_ACTOR_LABELS[by]} accepted the desk's offer, which now waits for the other side: ${terms}`,
  dealOfferRejectedTitle: (by: DealRole) => `Offer rejected by the ${by}`,
  dealOfferRejected: (by: DealRole, reason: string | null) => `${DEAL_ACTOR_LABELS[by]} rejected the offer${reason ? `: ${reason}` : ''}. Either side may make a new offer`,
  dealAgreedTitle: (commodity: string) => `Deal agreed for ${commodity}`,
  dealAgreed: (by: DealRole, terms: string) =>
    `${DEAL_ACTOR_LABELS[by]} accepted; agreed: ${terms}. The contract draft now carries these terms and goes out for signature`,

  /* ---------------------------------------------------------------------------- orders */
  orderSubmitted: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} submitted`,
  orderAwaitingApproval: (amount: string, commodity: string, location: string) => `${amount} of ${commodity} at ${location}; awaiting approval`,
  orderUpdated: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} updated`,
  orderChangesToReview: 'Your changes will be reviewed before the order is active again',
  orderChangesSaved: 'Your changes were saved; the order awaits approval',
  orderCancelled: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} cancelled`,
  orderWithdrawn: 'You withdrew the order',
  orderApproved: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} approved`,
  orderRejected: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} rejected`,
  orderNowActive: (side: OrderSide, notes: string | null) => `Your ${kind(side).toLowerCase()} is now active and open for matching${notes ? `. Notes: ${notes}` : ''}`,
  orderNotApproved: (side: OrderSide, notes: string | null) => `Your ${kind(side).toLowerCase()} was not approved${notes ? `. Reason: ${notes}` : ''}`,
  orderMatched: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} matched`,
  orderCounterpartyFound: 'A counterparty was found; a draft contract has been prepared',
  orderPartlyAgreed: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} partly agreed`,
  orderPartlyAgreedDetail: (agreed: string, remaining: string) => `${agreed} agreed in a deal; the remaining ${remaining} are open for matching again`,
  orderQuantityGivenBack: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber}: quantity given back`,
  orderQuantityGivenBackDetail: (amount: string) => `A contract was called off; ${amount} are open for matching again`,
  orderContractSigned: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber}: contract signed`,
  orderCompleted: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} completed`,
  orderClosed: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} closed`,
  orderActiveAgain: (side: OrderSide, orderNumber: string) => `${kind(side)} ${orderNumber} is active again`,
  /** What an order's contract did to it (the contract lifecycle link). */
  orderContractActive: 'The contract of this order is now active',
  orderContractExecuted: 'The contract of this order is now executed',
  orderContractCancelled: 'The contract was cancelled; the order is open for matching again',
  orderContractExpired: 'The contract expired unsigned after its delivery date; the order is closed',
} as const;

/* ------------------------------------------------------------------------------------------------------ Arabic */

/**
 * A key's Arabic. A key that is not one (a template's stand-in value) throws, so a text that looks a key up gives no
 * template of its own: arabic-common.ts registers it once per key instead.
 */
function pick<K extends string>(table: Readonly<Record<K, string>>, key: K): string {
  const text = (table as Readonly<Record<string, string>>)[String(key)];
  if (text === undefined) throw new Error(`No Arabic for ${String(key)}`);
  return text;
}

export const CONTRACT_MOVER_LABELS_AR: Record<ContractMover, string> = { buyer: 'المشتري', seller: 'البائع', admin: 'أحد المسؤولين', system: 'النظام' };
export const SIGNING_PARTY_LABELS_AR: Record<SigningParty, string> = { buyer: 'المشتري', seller: 'البائع' };
export const CONTRACT_TYPE_NAMES_AR: Record<(typeof ACTIVITY_CONTRACT_TYPES)[number], string> = { spot: 'فوري', forward: 'آجل' };
export const DEAL_ACTOR_LABELS_AR: Record<DealRole, string> = { buyer: 'المشتري', seller: 'البائع', desk: 'مكتب التداول' };
export const ORDER_KIND_LABELS_AR: Record<OrderSide, string> = { buy: 'طلب الشراء', sell: 'عرض البيع' };
export const PROFILE_FIELD_LABELS_AR: Record<ProfileActivityField, string> = {
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  companyName: 'الشركة',
  phoneNumber: 'رقم الهاتف',
};

const moverAr = (by: ContractMover) => pick(CONTRACT_MOVER_LABELS_AR, by);
const partyAr = (party: ContractMover) => pick(SIGNING_PARTY_LABELS_AR as Record<ContractMover, string>, party);
const actorAr = (by: DealRole) => pick(DEAL_ACTOR_LABELS_AR, by);
const kindAr = (side: OrderSide) => pick(ORDER_KIND_LABELS_AR, side);
/** DOCUMENT_TYPE_LABELS' Arabic, registered in arabic-common.ts before the feed's templates. */
const documentLabelAr = (name: string, type: DocumentType) =>
  `${name} (${pick((arabicOf(DOCUMENT_TYPE_LABELS) ?? {}) as Record<DocumentType, string>, type)})`;

/** The feed's sentences in Arabic: the same values in the same places. */
export const ACTIVITY_TEXTS_AR: Translation<typeof ACTIVITY_TEXTS> = {
  signedIn: 'تم تسجيل الدخول',
  newSession: 'جلسة جديدة',
  newSessionFrom: (ip) => `جلسة جديدة من ${ip}`,
  passwordChanged: 'تم تغيير كلمة المرور',
  otherSessionsSignedOut: (count) =>
    count === 1 ? 'تم تسجيل الخروج من جلسة أخرى واحدة' : count === 2 ? 'تم تسجيل الخروج من جلستين أخريين' : `عدد الجلسات الأخرى التي سُجِّل الخروج منها: ${count}`,
  profileUpdated: 'تم تحديث الملف الشخصي',
  profileFieldsChanged: (fields) => `تم تغيير: ${fields.map((field) => pick(PROFILE_FIELD_LABELS_AR, field)).join('، ')}`,
  preferencesUpdated: 'تم تحديث إعدادات الإشعارات',
  settingsChanged: (count) => (count === 1 ? 'تم تغيير إعداد واحد' : count === 2 ? 'تم تغيير إعدادين' : `عدد الإعدادات التي تغيّرت: ${count}`),

  documentUploaded: 'تم رفع المستند',
  documentNamed: (name, type) => documentLabelAr(name, type),
  documentRejectedFor: (name, type, reason) => `${documentLabelAr(name, type)}. السبب: ${reason}`,

  contractCreated: (contractNumber) => `تم إنشاء العقد ${contractNumber}`,
  contractDraft: (contractType, quantity, unit, commodity, currency, total, deliveryDate, deliveryLocation) =>
    `مسودة عقد ${pick(CONTRACT_TYPE_NAMES_AR as Record<string, string>, contractType)}: ${quantity} ${unit} من ${commodity}، بقيمة إجمالية ${currency} ${total}، والتسليم بحلول ${deliveryDate} في ${deliveryLocation}`,
  contractSent: (contractNumber) => `أُرسل العقد ${contractNumber} للتوقيع`,
  contractSentBy: (by) => `أرسل ${moverAr(by)} العقد، وعلى الطرفين توقيعه الآن`,
  contractSignedBy: (contractNumber, by) => `وقّع ${partyAr(by)} العقد ${contractNumber}`,
  bothSigned: 'وقّع الطرفان العقد',
  waitingForSignature: (party) => `بانتظار توقيع ${partyAr(party)}`,
  contractActive: (contractNumber) => `أصبح العقد ${contractNumber} نافذاً`,
  contractActiveUntil: (deliveryDate) => `وقّعه الطرفان، ويُنفَّذ بحلول ${deliveryDate}`,
  contractExecuted: (contractNumber) => `تم تنفيذ العقد ${contractNumber}`,
  contractExecutedBy: (by) => `سجّل ${moverAr(by)} تنفيذ العقد`,
  contractCancelled: (contractNumber) => `تم إلغاء العقد ${contractNumber}`,
  contractCancelledBy: (by, reason) => `ألغاه ${moverAr(by)}: ${reason}`,
  contractExpired: (contractNumber) => `انتهت صلاحية العقد ${contractNumber}`,
  contractExpiredOn: (deliveryDate) => `انقضى تاريخ التسليم ${deliveryDate} قبل تنفيذ العقد`,

  dealTerms: (quantity, unit, commodity, currency, unitPrice, incoterm, location, deliveryDate, paymentTerms) =>
    `${quantity} ${unit} من ${commodity} بسعر ${currency} ${unitPrice} لكل ${unit}، ${incoterm} ${location}، والتسليم بحلول ${deliveryDate}، والدفع ${paymentTerms}`,
  dealOpened: (commodity) => `فُتحت صفقة ${commodity}`,
  dealMatchedWith: (counterparty, terms) => `تمت المطابقة مع ${counterparty}. العرض الأول من مكتب التداول: ${terms}`,
  dealOfferMadeTitle: (commodity) => `عرض جديد في صفقة ${commodity}`,
  dealOfferMade: (by, terms, validUntil) => `قدّم ${actorAr(by)} عرضاً: ${terms}؛ صالح حتى ${validUntil}`,
  dealOfferAcceptedTitle: (by) => `قَبِل ${actorAr(by)} العرض`,
  dealOfferAccepted: (by, terms) => `قَبِل ${actorAr(by)} عرض مكتب التداول، وهو الآن بانتظار الطرف الآخر: ${terms}`,
  dealOfferRejectedTitle: (by) => `رفض ${actorAr(by)} العرض`,
  dealOfferRejected: (by, reason) => `رفض ${actorAr(by)} العرض${reason ? `: ${reason}` : ''}. يجوز لأي من الطرفين تقديم عرض جديد`,
  dealAgreedTitle: (commodity) => `تم الاتفاق على صفقة ${commodity}`,
  dealAgreed: (by, terms) => `قَبِل ${actorAr(by)}، وتم الاتفاق على: ${terms}. تتضمن مسودة العقد الآن هذه الشروط، وستُرسل للتوقيع`,

  orderSubmitted: (side, orderNumber) => `تم تقديم ${kindAr(side)} ${orderNumber}`,
  orderAwaitingApproval: (amount, commodity, location) => `${amount} من ${commodity} في ${location}؛ بانتظار الموافقة`,
  orderUpdated: (side, orderNumber) => `تم تعديل ${kindAr(side)} ${orderNumber}`,
  orderChangesToReview: 'ستُراجَع تعديلاتك قبل أن يعود الطلب نشطاً',
  orderChangesSaved: 'تم حفظ تعديلاتك، والطلب بانتظار الموافقة',
  orderCancelled: (side, orderNumber) => `تم إلغاء ${kindAr(side)} ${orderNumber}`,
  orderWithdrawn: 'لقد سحبت الطلب',
  orderApproved: (side, orderNumber) => `تمت الموافقة على ${kindAr(side)} ${orderNumber}`,
  orderRejected: (side, orderNumber) => `تم رفض ${kindAr(side)} ${orderNumber}`,
  orderNowActive: (side, notes) => `أصبح ${kindAr(side)} الخاص بك نشطاً ومتاحاً للمطابقة${notes ? `. ملاحظات: ${notes}` : ''}`,
  orderNotApproved: (side, notes) => `لم تتم الموافقة على ${kindAr(side)} الخاص بك${notes ? `. السبب: ${notes}` : ''}`,
  orderMatched: (side, orderNumber) => `تمت مطابقة ${kindAr(side)} ${orderNumber}`,
  orderCounterpartyFound: 'تم العثور على طرف مقابل، وأُعدّت مسودة عقد',
  orderPartlyAgreed: (side, orderNumber) => `تم الاتفاق على جزء من ${kindAr(side)} ${orderNumber}`,
  orderPartlyAgreedDetail: (agreed, remaining) => `تم الاتفاق على ${agreed} في صفقة، والكمية المتبقية ${remaining} متاحة للمطابقة مجدداً`,
  orderQuantityGivenBack: (side, orderNumber) => `${kindAr(side)} ${orderNumber}: أُعيدت الكمية`,
  orderQuantityGivenBackDetail: (amount) => `أُلغي عقد، وأصبحت ${amount} متاحة للمطابقة مجدداً`,
  orderContractSigned: (side, orderNumber) => `${kindAr(side)} ${orderNumber}: تم توقيع العقد`,
  orderCompleted: (side, orderNumber) => `اكتمل ${kindAr(side)} ${orderNumber}`,
  orderClosed: (side, orderNumber) => `أُغلق ${kindAr(side)} ${orderNumber}`,
  orderActiveAgain: (side, orderNumber) => `عاد ${kindAr(side)} ${orderNumber} نشطاً`,
  orderContractActive: 'أصبح عقد هذا الطلب نافذاً',
  orderContractExecuted: 'تم تنفيذ عقد هذا الطلب',
  orderContractCancelled: 'أُلغي العقد، والطلب متاح للمطابقة مجدداً',
  orderContractExpired: 'انتهت صلاحية العقد دون توقيع بعد تاريخ التسليم، وأُغلق الطلب',
};
