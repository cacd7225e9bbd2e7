import type { Order } from '@/features/orders';
import { company } from '@/lib/company';

const mailto = (address: string, subject: string, body: string) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** Contact Support: the trading desk, with the order number in the subject. */
export const supportMailto = (order: Order) =>
  mailto(company.mailboxes.trading, `Support request: ${order.orderNumber}`, `Hello trading desk,\n\nAbout my order ${order.orderNumber}:\n\n`);

/**
 * Contact Seller (or Buyer): the counterparty's address when the server shares it, else the trading
 * desk, which passes the message on; the order number is in the subject either way.
 */
export const counterpartyMailto = (order: Order, counterparty: Order, role: 'seller' | 'buyer') =>
  mailto(
    counterparty.owner.email || company.mailboxes.trading,
    `Order ${order.orderNumber}: message to the ${role}`,
    `Hello ${counterparty.owner.company ?? counterparty.owner.name},\n\nAbout order ${order.orderNumber} (matched with ${counterparty.orderNumber}):\n\n`,
  );
