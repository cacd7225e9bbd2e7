import type { Order } from '@/features/orders';
import { company } from '@/lib/company';
import type { TextFunction } from '@/lib/i18n/texts';
import type { matchingCenterTexts } from './texts';

type Words = TextFunction<(typeof matchingCenterTexts)['en']>;

const mailto = (address: string, subject: string, body: string) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** Contact Support: the trading desk, with the order number in the subject. */
export const supportMailto = (order: Order, t: Words) =>
  mailto(company.mailboxes.trading, t('mail.supportSubject', { number: order.orderNumber }), t('mail.supportBody', { number: order.orderNumber }));

/**
 * Contact Seller (or Buyer): the counterparty's address when the server shares it, else the trading
 * desk, which passes the message on; the order number is in the subject either way.
 */
export const counterpartyMailto = (order: Order, counterparty: Order, role: 'seller' | 'buyer', t: Words) =>
  mailto(
    counterparty.owner.email || company.mailboxes.trading,
    t(role === 'seller' ? 'mail.sellerSubject' : 'mail.buyerSubject', { number: order.orderNumber }),
    t('mail.counterpartyBody', { name: counterparty.owner.company ?? counterparty.owner.name, number: order.orderNumber, other: counterparty.orderNumber }),
  );
