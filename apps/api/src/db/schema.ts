import type { ColumnType } from 'kysely';

/**
 * Table shapes as Kysely sees them. Portable between SQLite and PostgreSQL:
 * ids are text UUIDs, times are ISO-8601 UTC text, flags are 0/1 integers.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: string;
  status: string;
  email_verified: number;
  phone_verified: number;
  kyc_status: string;
  company_name: string | null;
  phone_number: string | null;
  country: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  suspension_reason: string | null;
  /** 1 while the password is a temporary one an administrator set (migration 0010). */
  must_change_password: ColumnType<number, number | undefined, number>;
  /** When a temporary password stops working. */
  password_expires_at: string | null;
  suspended_at: string | null;
  /** Base32 TOTP secret; enrolment is complete once totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The account's language: its portal and its mails (migration 0030); 'en' or 'ar'. */
  language: ColumnType<string, string | undefined, string>;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: string;
  used_at: string | null;
}

/** A sign-in waiting for its authenticator code (migration 0011); the token is stored as SHA-256. */
export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  wrong_codes: ColumnType<number, number | undefined, number>;
  used_at: string | null;
}

/** The last TOTP time step a user's code was accepted for; an older or equal step is a replay. */
export interface TotpUsedStepsTable {
  user_id: string;
  time_step: number;
  updated_at: string;
}

export interface EmailVerificationsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  last_active_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Set when the token is rotated; derives its successor (lib/tokens.ts successorToken). */
  successor_nonce: string | null;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  category: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The HTML part, when the message has one (notification mail). */
  html: string | null;
  /** Extra headers (List-Unsubscribe) as a JSON object, or null. */
  headers: string | null;
}

/** A mail category a user unsubscribed from by a mail's link (modules/notification-mail). */
export interface MailOptOutsTable {
  user_id: string;
  category: string;
  created_at: string;
}

/** When a recipient's current digest window for a deal's messages ends. */
export interface MailDigestWindowsTable {
  user_id: string;
  deal_id: string;
  window_ends_at: string;
}

/** A deal message waiting for the digest that ends its window. */
export interface MailDigestItemsTable {
  notification_id: string;
  user_id: string;
  deal_id: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
}

export interface DomainEventsTable {
  id: string;
  type: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

/** One Idempotency-Key a caller sent, and the first answer once given (plugins/idempotency.ts). */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  created_at: string;
  expires_at: string;
}

export interface SignInFailuresTable {
  /** The email as typed, normalised; known or not. */
  account: string;
  ip: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  created_at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  details: string | null;
}

/** A System Alert (migration 0012); at most one open alert per dedupe_key. */
export interface SystemAlertsTable {
  id: string;
  kind: string;
  severity: string;
  title: string;
  message: string;
  source: string;
  dedupe_key: string;
  created_at: string;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
}

/** A contact-form inquiry; source is 'contact-form', status starts as 'new'. */
export interface InquiriesTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  inquiry_type: string;
  subject: string;
  message: string;
  source: string;
  status: string;
  created_at: string;
  ip: string | null;
  /** Portal inquiries (source 'portal', migration 0007): the signed-in sender, what they ask for, about what, and the amount. */
  user_id: string | null;
  kind: string | null;
  target_type: string | null;
  target_id: string | null;
  amount_cents: Int64Column | null;
  /** When an administrator marked it answered, who, and how (migration 0013). */
  answered_at: ColumnType<string | null, string | null | undefined, string | null>;
  answered_by: ColumnType<string | null, string | null | undefined, string | null>;
  answer_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One daily close per symbol; close_e4 is the price times 10,000. Primary key (symbol, day). */
export interface PriceHistoryTable {
  symbol: string;
  day: string;
  close_e4: number;
  source: string;
  updated_at: string;
}

/** A user's notification preferences (Settings tab); flags are 0/1. */
export interface UserPreferencesTable {
  user_id: string;
  email_notifications: number;
  sms_notifications: number;
  push_notifications: number;
  price_alerts: number;
  weekly_brief: number;
  updated_at: string;
}

/** 64-bit integer columns: PostgreSQL's driver reads bigint as a string, SQLite as a number. */
export type Int64Column = ColumnType<number | string, number, number>;

/** A tradable commodity (spec 3), seeded by migration 0004; position orders lists. */
export interface CommoditiesTable {
  id: string;
  name: string;
  symbol: string;
  category: string;
  unit: string;
  description: string;
  is_active: number;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A contract; quantity in thousandths of the commodity's unit, money in cents; delivery_date is YYYY-MM-DD. */
export interface ContractsTable {
  id: string;
  contract_number: string;
  buyer_id: string;
  seller_id: string | null;
  created_by: string;
  commodity_id: string;
  contract_type: string;
  quantity_e3: Int64Column;
  unit_price_cents: Int64Column;
  total_value_cents: Int64Column;
  currency: string;
  delivery_date: string;
  delivery_location: string;
  status: string;
  signed_by_buyer_at: string | null;
  signed_by_seller_at: string | null;
  sent_at: string | null;
  executed_at: string | null;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  expired_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** Basis points of the total value, fixed at creation (migration 0014); null for older contracts. */
  commission_rate_bp: ColumnType<number | null, number | null | undefined, number | null>;
  /** The contract's terms and documents (migration 0022, docs/decisions/020). */
  incoterm: ColumnType<string | null, string | null | undefined, string | null>;
  incoterm_place: ColumnType<string | null, string | null | undefined, string | null>;
  payment_terms: ColumnType<string | null, string | null | undefined, string | null>;
  specifications: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hundredths of a percent. */
  quantity_tolerance_bp: ColumnType<number, number | undefined, number>;
  delivery_window_start: ColumnType<string | null, string | null | undefined, string | null>;
  inspection: ColumnType<string | null, string | null | undefined, string | null>;
  governing_law: ColumnType<string | null, string | null | undefined, string | null>;
  buyer_address: ColumnType<string | null, string | null | undefined, string | null>;
  seller_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** Storage key and SHA-256 of the PDF sent for signature. */
  document_key: ColumnType<string | null, string | null | undefined, string | null>;
  document_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  /** Storage key and SHA-256 of the final PDF with both signatures. */
  signed_document_key: ColumnType<string | null, string | null | undefined, string | null>;
  signed_document_sha256: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One party's signature of a contract (migration 0022): what they signed, when, from where. */
export interface ContractSignaturesTable {
  id: string;
  contract_id: string;
  role: string;
  signer_id: string;
  typed_name: string;
  signed_at: string;
  ip: string | null;
  user_agent: string | null;
  document_sha256: string;
}

/** The last contract number handed out per year (CTR-<year>-<number>). */
export interface ContractNumberCountersTable {
  year: number;
  last_number: number;
}

/** One entry of a user's activity feed. */
export interface ActivityTable {
  id: string;
  user_id: string;
  type: string;
  title: string;
  description: string;
  entity_type: string | null;
  entity_id: string | null;
  created_at: string;
}

/** An uploaded document (spec 3); file_size in bytes; the file is in the document storage under storage_key. */
export interface DocumentsTable {
  id: string;
  user_id: string;
  contract_id: string | null;
  document_type: string;
  document_name: string;
  description: string | null;
  file_name: string;
  file_size: number;
  mime_type: string;
  storage_key: string;
  status: string;
  uploaded_by: string;
  /** The reason of a rejection. */
  review_note: string | null;
  created_at: string;
  updated_at: string;
  /** The last review decision: when, and by which administrator (migration 0013). */
  reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The deal it is shared with; null for the owner's own document (migration 0023). */
  deal_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The desk's content (migration 0031): a draft or a published item; `published_at` is its last publication (none for
 * a draft never published); `example` (0/1) marks the development seed's fictional records.
 */
export interface ContentColumns {
  content_status: ColumnType<string, string | undefined, string>;
  example: ColumnType<number, number | undefined, number>;
  published_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A geopolitical alert of the Market Intelligence tab; commodities is a JSON array of names. */
export interface MarketAlertsTable extends ContentColumns {
  id: string;
  title: string;
  summary: string;
  region: string;
  impact: string;
  commodities: string;
}

/** A streaming or royalty opportunity; money in cents, returns in basis points, key_terms a JSON array. */
export interface InvestmentOpportunitiesTable extends ContentColumns {
  id: string;
  title: string;
  structure: string;
  commodity: string;
  region: string;
  operator: string;
  min_investment_cents: Int64Column;
  facility_size_cents: Int64Column | null;
  expected_return_min_bps: number;
  expected_return_max_bps: number;
  term_months: number;
  status: string;
  risk_level: string;
  summary: string;
  details: string;
  key_terms: string;
}

/** A mining project seeking development capital; money in cents, IRR in basis points, use_of_funds a JSON array. */
export interface CapitalProjectsTable extends ContentColumns {
  id: string;
  name: string;
  commodity: string;
  region: string;
  developer: string;
  stage: string;
  seeking_amount_cents: Int64Column;
  reserves: string;
  grade: string;
  mine_life_years: number;
  irr_bps: number;
  npv_cents: Int64Column | null;
  initial_capex_cents: Int64Column | null;
  annual_production: string | null;
  summary: string;
  details: string;
  use_of_funds: string;
}

/** A buy request or sell listing (spec 2.16-2.18), migration 0008; money in cents, quantity in thousandths. */
export interface OrdersTable {
  id: string;
  order_number: string;
  side: string;
  owner_id: string;
  commodity_id: string;
  commodity_details: string | null;
  quantity_e3: Int64Column;
  price_min_cents: Int64Column;
  price_max_cents: Int64Column;
  total_value_cents: Int64Column;
  location: string;
  /** JSON array of terms. */
  terms: string;
  delivery_date: string;
  specifications: string | null;
  priority: string;
  urgent: number;
  /** Flexibility percentages in thousandths of a percent. */
  flex_quantity_e3: number;
  flex_price_e3: number;
  flex_location: number;
  flex_terms: number;
  status: string;
  notes: string | null;
  contract_id: string | null;
  final_price_cents: Int64Column | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  matched_at: string | null;
  completed_at: string | null;
  /** How much of quantity_e3 agreed deals have taken (migration 0024); remaining = quantity_e3 - filled_e3. */
  filled_e3: ColumnType<number | string, number | undefined, number>;
}

/** The part of an order a contract's agreement took (migration 0024); released when that contract is called off. */
export interface OrderFillsTable {
  order_id: string;
  contract_id: string;
  quantity_e3: Int64Column;
  created_at: string;
  released_at: string | null;
}

/** The terms a user accepted, and when (migration 0024): one row per user and terms version. */
export interface TermsAcceptancesTable {
  user_id: string;
  terms_version: string;
  accepted_at: string;
}

export interface OrderNumberCountersTable {
  side: string;
  year: number;
  last_number: number;
}

/** A confirmed buy-sell pairing and its draft contract (spec 2.18), migration 0009; status follows the contract. */
export interface MatchesTable {
  id: string;
  buy_order_id: string;
  sell_order_id: string;
  agreed_price_cents: Int64Column;
  quantity_e3: Int64Column;
  contract_id: string;
  status: string;
  created_by: string;
  created_at: string;
}

/** A deal per confirmed match (migration 0021, docs/decisions/019). */
export interface DealsTable {
  id: string;
  match_id: string;
  buy_order_id: string;
  sell_order_id: string;
  buyer_id: string;
  seller_id: string;
  contract_id: string;
  status: string;
  agreed_offer_id: string | null;
  message_count: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  negotiation_started_at: string | null;
  agreed_at: string | null;
  closed_at: string | null;
}

export interface DealOffersTable {
  id: string;
  deal_id: string;
  /** 1 (the desk's), 2, 3... within the deal. */
  number: number;
  made_by_role: string;
  made_by: string | null;
  unit_price_cents: Int64Column;
  quantity_e3: Int64Column;
  total_value_cents: Int64Column;
  currency: string;
  delivery_date: string;
  location: string;
  incoterm: string;
  payment_terms: string;
  specifications: string | null;
  note: string | null;
  valid_until: string;
  status: string;
  accepted_by_buyer_at: string | null;
  accepted_by_seller_at: string | null;
  decided_at: string | null;
  decided_by: string | null;
  rejection_reason: string | null;
  created_at: string;
}

export interface DealMessagesTable {
  id: string;
  deal_id: string;
  /** 1, 2, 3... within the deal. */
  number: number;
  author_id: string;
  author_role: string;
  body: string;
  created_at: string;
}

/** A party's rating of the other party of an executed deal (migration 0023). */
export interface RatingsTable {
  id: string;
  deal_id: string;
  rater_id: string;
  rater_role: string;
  ratee_id: string;
  score: number;
  comment: string | null;
  created_at: string;
}

/** A single-use ticket that opens a live event stream; only its SHA-256 is kept. */
export interface EventTicketsTable {
  token_hash: string;
  user_id: string;
  session_id: string;
  expires_at: string;
}

/** A notification to one user (issue 14); `dedupe_key` keeps a redelivered event from notifying twice. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  category: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  subject_type: string | null;
  subject_id: string | null;
  dedupe_key: string | null;
  read_at: string | null;
  created_at: string;
}

/** How far a reader has read a deal's messages. */
export interface DealReadsTable {
  deal_id: string;
  user_id: string;
  last_read_number: number;
  read_at: string;
}

/** A user's price alert (migration 0027); `level_e4` is a price or a percentage in ten-thousandths. */
export interface PriceAlertsTable {
  id: string;
  user_id: string;
  symbol: string;
  condition: string;
  level_e4: Int64Column;
  /** 1 while the alert waits for a crossing; 0 from a crossing until the price crosses back. */
  armed: number;
  last_triggered_at: string | null;
  created_at: string;
}

/** The desk's price of a fuel product at a port for one Muscat day (migration 0032); unique per product, port and day. */
export interface FuelAssessmentsTable {
  id: string;
  product: string;
  port: string;
  /** YYYY-MM-DD. */
  day: string;
  /** Per metric ton. */
  price_cents: Int64Column;
  currency: ColumnType<string, string | undefined, string>;
  note: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One claimed run of a scheduled job per period (the weekly brief): the key lets one instance of many send it. */
export interface ScheduledRunsTable {
  job: string;
  period: string;
  started_at: string;
}

/** A background job's lease (plugins/jobs/lease.ts): who runs it until when, and when it is due next. */
export interface JobLeasesTable {
  name: string;
  /** The instance running the job now; null while nobody is. */
  holder: string | null;
  lease_until: string | null;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  /** The last run's failure; null after a run that succeeded. */
  last_error: string | null;
}

/** A company an administrator granted Enterprise (migration 0033); company_key is companyKeyOf(company_name), unique. */
export interface EnterpriseGrantsTable {
  id: string;
  company_key: string;
  company_name: string;
  granted_by: string | null;
  granted_at: string;
}

/** A user the desk confirmed for a grant (migration 0033): Enterprise while their company name has the grant's key. */
export interface EnterpriseMembersTable {
  user_id: string;
  grant_id: string;
  added_by: string | null;
  added_at: string;
}

/** A personal API token (migration 0033): only the secret's SHA-256 (hex) is kept; scopes is a JSON list. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  scopes: string;
  token_hash: string;
  last4: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  expires_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  mail_outbox: MailOutboxTable;
  mail_opt_outs: MailOptOutsTable;
  mail_digest_windows: MailDigestWindowsTable;
  mail_digest_items: MailDigestItemsTable;
  domain_events: DomainEventsTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  sign_in_failures: SignInFailuresTable;
  password_resets: PasswordResetsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  system_alerts: SystemAlertsTable;
  inquiries: InquiriesTable;
  price_history: PriceHistoryTable;
  commodities: CommoditiesTable;
  contracts: ContractsTable;
  contract_signatures: ContractSignaturesTable;
  contract_number_counters: ContractNumberCountersTable;
  activity: ActivityTable;
  documents: DocumentsTable;
  user_preferences: UserPreferencesTable;
  market_alerts: MarketAlertsTable;
  investment_opportunities: InvestmentOpportunitiesTable;
  capital_projects: CapitalProjectsTable;
  orders: OrdersTable;
  order_number_counters: OrderNumberCountersTable;
  order_fills: OrderFillsTable;
  terms_acceptances: TermsAcceptancesTable;
  matches: MatchesTable;
  deals: DealsTable;
  deal_offers: DealOffersTable;
  deal_messages: DealMessagesTable;
  deal_reads: DealReadsTable;
  ratings: RatingsTable;
  notifications: NotificationsTable;
  event_tickets: EventTicketsTable;
  price_alerts: PriceAlertsTable;
  fuel_assessments: FuelAssessmentsTable;
  scheduled_runs: ScheduledRunsTable;
  job_leases: JobLeasesTable;
  recovery_codes: RecoveryCodesTable;
  email_verifications: EmailVerificationsTable;
  two_factor_challenges: TwoFactorChallengesTable;
  totp_used_steps: TotpUsedStepsTable;
  enterprise_grants: EnterpriseGrantsTable;
  enterprise_members: EnterpriseMembersTable;
  api_tokens: ApiTokensTable;
}
