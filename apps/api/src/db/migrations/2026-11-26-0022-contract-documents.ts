import type { Kysely } from 'kysely';

/** The contract's terms beyond price and quantity, and its documents' storage keys and SHA-256 (hex). */
const TEXT_COLUMNS = [
  'incoterm',
  'incoterm_place',
  'payment_terms',
  'specifications',
  'delivery_window_start',
  'inspection',
  'governing_law',
  'buyer_address',
  'seller_address',
  // The PDF sent for signature, and the final PDF with both signatures.
  'document_key',
  'document_sha256',
  'signed_document_key',
  'signed_document_sha256',
] as const;

/**
 * The contract as a signed document (issue 13, docs/decisions/020): its terms, the PDF sent for signature and the
 * final signed PDF, and one signature row per party. Contracts older than this keep null terms; the service reads
 * the platform's standard clauses for them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE statement.
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('contracts').addColumn(column, 'text').execute();
  // Hundredths of a percent (2.5 % = 250), as commission_rate_bp.
  await db.schema
    .alterTable('contracts')
    .addColumn('quantity_tolerance_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // POST /contracts/verify looks a file up by its hash.
  await db.schema.createIndex('contracts_signed_document_idx').on('contracts').column('signed_document_sha256').execute();

  await db.schema
    .createTable('contract_signatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
    // 'buyer' or 'seller': each signs once.
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('signer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('typed_name', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    // What the party signed: the SHA-256 (hex) of the PDF bytes sent for signature.
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addUniqueConstraint('contract_signatures_role_unique', ['contract_id', 'role'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contract_signatures').execute();
  await db.schema.dropIndex('contracts_signed_document_idx').execute();
  await db.schema.alterTable('contracts').dropColumn('quantity_tolerance_bp').execute();
  for (const column of [...TEXT_COLUMNS].reverse()) await db.schema.alterTable('contracts').dropColumn(column).execute();
}
