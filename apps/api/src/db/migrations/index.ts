import type { Migration } from 'kysely';
import * as accounts from './2026-11-22-0001-accounts';
import * as inquiries from './2026-11-22-0002-inquiries';
import * as priceHistory from './2026-11-22-0003-price-history';
import * as contractsActivity from './2026-11-22-0004-contracts-activity';
import * as documents from './2026-11-22-0005-documents';
import * as userPreferences from './2026-11-22-0006-user-preferences';
import * as marketIntelligence from './2026-11-22-0007-market-intelligence';
import * as orders from './2026-11-22-0008-orders';
import * as matches from './2026-11-22-0009-matches';
import * as accountControls from './2026-11-22-0010-account-controls';
import * as twoFactorChallenges from './2026-11-22-0011-two-factor-challenges';
import * as systemAlerts from './2026-11-22-0012-system-alerts';
import * as documentReview from './2026-11-22-0013-document-review';
import * as contractCommission from './2026-11-22-0014-contract-commission';
import * as mailOutbox from './2026-11-25-0015-mail-outbox';
import * as rateLimits from './2026-11-25-0016-rate-limits';
import * as signInFailures from './2026-11-25-0017-sign-in-failures';
import * as refreshTokenSuccessor from './2026-11-25-0018-refresh-token-successor';
import * as domainEvents from './2026-11-25-0019-domain-events';
import * as idempotencyKeys from './2026-11-25-0020-idempotency-keys';
import * as deals from './2026-11-26-0021-deals';
import * as contractDocuments from './2026-11-26-0022-contract-documents';
import * as dealDocumentsAndRatings from './2026-11-26-0023-deal-documents-and-ratings';
import * as orderFills from './2026-11-26-0024-order-fills';
import * as notifications from './2026-11-27-0025-notifications';
import * as mailOptOuts from './2026-11-27-0026-mail-opt-outs';
import * as priceAlerts from './2026-11-27-0027-price-alerts';
import * as eventTickets from './2026-11-27-0028-event-tickets';
import * as jobLeases from './2026-11-28-0029-job-leases';
import * as userLanguage from './2026-11-29-0030-user-language';
import * as contentStatus from './2026-11-30-0031-content-status';
import * as fuelAssessments from './2026-11-30-0032-fuel-assessments';
import * as enterprise from './2026-11-30-0033-enterprise';

/** Every migration, in order. Names sort by date so SQLite and PostgreSQL apply them alike. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
  '2026-11-22-0002-inquiries': inquiries,
  '2026-11-22-0003-price-history': priceHistory,
  '2026-11-22-0004-contracts-activity': contractsActivity,
  '2026-11-22-0005-documents': documents,
  '2026-11-22-0006-user-preferences': userPreferences,
  '2026-11-22-0007-market-intelligence': marketIntelligence,
  '2026-11-22-0008-orders': orders,
  '2026-11-22-0009-matches': matches,
  '2026-11-22-0010-account-controls': accountControls,
  '2026-11-22-0011-two-factor-challenges': twoFactorChallenges,
  '2026-11-22-0012-system-alerts': systemAlerts,
  '2026-11-22-0013-document-review': documentReview,
  '2026-11-22-0014-contract-commission': contractCommission,
  '2026-11-25-0015-mail-outbox': mailOutbox,
  '2026-11-25-0016-rate-limits': rateLimits,
  '2026-11-25-0017-sign-in-failures': signInFailures,
  '2026-11-25-0018-refresh-token-successor': refreshTokenSuccessor,
  '2026-11-25-0019-domain-events': domainEvents,
  '2026-11-25-0020-idempotency-keys': idempotencyKeys,
  '2026-11-26-0021-deals': deals,
  '2026-11-26-0022-contract-documents': contractDocuments,
  '2026-11-26-0023-deal-documents-and-ratings': dealDocumentsAndRatings,
  '2026-11-26-0024-order-fills': orderFills,
  '2026-11-27-0025-notifications': notifications,
  '2026-11-27-0026-mail-opt-outs': mailOptOuts,
  '2026-11-27-0027-price-alerts': priceAlerts,
  '2026-11-27-0028-event-tickets': eventTickets,
  '2026-11-28-0029-job-leases': jobLeases,
  '2026-11-29-0030-user-language': userLanguage,
  '2026-11-30-0031-content-status': contentStatus,
  '2026-11-30-0032-fuel-assessments': fuelAssessments,
  '2026-11-30-0033-enterprise': enterprise,
};
