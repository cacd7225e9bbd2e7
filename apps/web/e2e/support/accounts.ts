import Database from 'better-sqlite3';
import path from 'node:path';
import { baseUrl, dataDir } from './browser';

/** A unique address per call, so spec files sharing the e2e server never collide. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export interface NewTrader {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName?: string;
}

/**
 * Registers a trader through the API, as a visitor would, and marks the address verified in the e2e
 * database: email verification (on by default) is not what the calling test is about.
 */
export async function registerVerifiedTrader(trader: NewTrader): Promise<void> {
  const response = await fetch(`${baseUrl()}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(trader),
  });
  if (!response.ok) throw new Error(`POST /auth/register answered ${response.status}: ${await response.text()}`);
  const db = new Database(path.join(dataDir(), 'app.db'));
  try {
    db.prepare('update users set email_verified = 1 where email = ?').run(trader.email);
  } finally {
    db.close();
  }
}
