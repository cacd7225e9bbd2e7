/**
 * The Arabic of the activity feed (activity-texts.ts), which only the portals show: registered with the portals' tables
 * (arabic.ts), so the public pages' share (arabic-common.ts) stays small.
 */
import './arabic-common';
import { ACTIVITY_CONTRACT_TYPES, ACTIVITY_TEXTS, ACTIVITY_TEXTS_AR, CONTRACT_MOVER_LABELS, CONTRACT_MOVER_LABELS_AR, CONTRACT_MOVERS, DEAL_ACTOR_LABELS, DEAL_ACTOR_LABELS_AR, ORDER_KIND_LABELS, ORDER_KIND_LABELS_AR, PROFILE_ACTIVITY_FIELDS, PROFILE_FIELD_LABELS, PROFILE_FIELD_LABELS_AR, SIGNING_PARTIES, type ProfileActivityField } from './activity-texts';
import { DEAL_ROLES, PAYMENT_TERM_LABELS, PAYMENT_TERMS } from './deal-constants';
import { DOCUMENT_TYPES } from './document-constants';
import { ORDER_SIDES } from './order-constants';
import { COMMODITY_UNITS } from './trading';
import { addArabic, addArabicTemplate, addArabicTexts, arabicOf } from './translations';

/*
 * The activity feed (activity-texts.ts). Its fixed texts and the sentences of plain values are registered with the
 * table; a sentence that names a key (a party, an order's side, a contract's or document's type, a unit named twice)
 * is registered here once per key, so a stored entry reads in Arabic with the key's own word.
 */
addArabic(CONTRACT_MOVER_LABELS, CONTRACT_MOVER_LABELS_AR);
addArabic(DEAL_ACTOR_LABELS, DEAL_ACTOR_LABELS_AR);
addArabic(ORDER_KIND_LABELS, ORDER_KIND_LABELS_AR);
addArabic(PROFILE_FIELD_LABELS, PROFILE_FIELD_LABELS_AR);
addArabic(ACTIVITY_TEXTS, ACTIVITY_TEXTS_AR);
{
  const A = ACTIVITY_TEXTS;
  const AR = ACTIVITY_TEXTS_AR;
  // Counts read with their own words for one and two ("جلستين أخريين"); the template takes the rest.
  for (const count of [1, 2]) {
    addArabicTexts({ [A.otherSessionsSignedOut(count)]: AR.otherSessionsSignedOut(count), [A.settingsChanged(count)]: AR.settingsChanged(count) });
  }
  // Every set of changed profile fields, in the order the API names them.
  for (let set = 1; set < 2 ** PROFILE_ACTIVITY_FIELDS.length; set++) {
    const fields: ProfileActivityField[] = PROFILE_ACTIVITY_FIELDS.filter((_, i) => set & (2 ** i));
    addArabicTexts({ [A.profileFieldsChanged(fields)]: AR.profileFieldsChanged(fields) });
  }
  for (const type of DOCUMENT_TYPES) {
    addArabicTemplate((name: string) => A.documentNamed(name, type), (name: string) => AR.documentNamed(name, type));
    addArabicTemplate((name: string, reason: string) => A.documentRejectedFor(name, type, reason), (name: string, reason: string) => AR.documentRejectedFor(name, type, reason));
  }
  for (const type of ACTIVITY_CONTRACT_TYPES) {
    addArabicTemplate(
      (quantity: string, unit: string, commodity: string, currency: string, total: string, date: string, location: string) =>
        A.contractDraft(type, quantity, unit, commodity, currency, total, date, location),
      (quantity: string, unit: string, commodity: string, currency: string, total: string, date: string, location: string) =>
        AR.contractDraft(type, quantity, unit, commodity, currency, total, date, location),
    );
  }
  for (const by of CONTRACT_MOVERS) {
    addArabicTexts({ [A.contractSentBy(by)]: AR.contractSentBy(by), [A.contractExecutedBy(by)]: AR.contractExecutedBy(by) });
    addArabicTemplate((reason: string) => A.contractCancelledBy(by, reason), (reason: string) => AR.contractCancelledBy(by, reason));
  }
  for (const party of SIGNING_PARTIES) {
    addArabicTemplate((contractNumber: string) => A.contractSignedBy(contractNumber, party), (contractNumber: string) => AR.contractSignedBy(contractNumber, party));
    addArabicTexts({ [A.waitingForSignature(party)]: AR.waitingForSignature(party) });
  }
  // An offer's terms name the unit twice: one template per unit. They are read inside the deal's sentences.
  for (const unit of COMMODITY_UNITS) {
    addArabicTemplate(
      (quantity: string, commodity: string, currency: string, price: string, incoterm: string, location: string, date: string, payment: string) =>
        A.dealTerms(quantity, unit, commodity, currency, price, incoterm, location, date, payment),
      (quantity: string, commodity: string, currency: string, price: string, incoterm: string, location: string, date: string, payment: string) =>
        AR.dealTerms(quantity, unit, commodity, currency, price, incoterm, location, date, payment),
      { inner: true },
    );
  }
  for (const by of DEAL_ROLES) {
    addArabicTemplate((terms: string, validUntil: string) => A.dealOfferMade(by, terms, validUntil), (terms: string, validUntil: string) => AR.dealOfferMade(by, terms, validUntil));
    addArabicTemplate((terms: string) => A.dealOfferAccepted(by, terms), (terms: string) => AR.dealOfferAccepted(by, terms));
    addArabicTemplate((reason: string) => A.dealOfferRejected(by, reason), (reason: string) => AR.dealOfferRejected(by, reason));
    addArabicTemplate((terms: string) => A.dealAgreed(by, terms), (terms: string) => AR.dealAgreed(by, terms));
    addArabicTexts({
      [A.dealOfferAcceptedTitle(by)]: AR.dealOfferAcceptedTitle(by),
      [A.dealOfferRejectedTitle(by)]: AR.dealOfferRejectedTitle(by),
      [A.dealOfferRejected(by, null)]: AR.dealOfferRejected(by, null),
    });
  }
  const orderTitles = [
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
    for (const key of orderTitles) addArabicTemplate((orderNumber: string) => A[key](side, orderNumber), (orderNumber: string) => AR[key](side, orderNumber));
    for (const key of ['orderNowActive', 'orderNotApproved'] as const) {
      addArabicTemplate((notes: string) => A[key](side, notes), (notes: string) => AR[key](side, notes));
      addArabicTexts({ [A[key](side, null)]: AR[key](side, null) });
    }
  }
  // An offer's payment terms are named by their short form ("LC at sight"): read as their label's Arabic.
  const paymentTermsAr = arabicOf(PAYMENT_TERM_LABELS) as Record<string, string>;
  addArabicTexts(Object.fromEntries(PAYMENT_TERMS.map((terms) => [terms, paymentTermsAr[terms] ?? terms])));
}
