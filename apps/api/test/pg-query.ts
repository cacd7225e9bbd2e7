import pg from 'pg';

/** Runs one statement on a PostgreSQL database outside any test app (its own client, closed after). */
export async function queryPg<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
