import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { newPasswordSchema, registrationPayloadSchema } from '@ctp/domain';
import { ConfigError, loadConfig } from '../config';
import { connect, migrateToLatest } from '../db/connection';
import { hashPassword, isCommonPassword } from '../modules/credentials';
import { createUsersRepository } from '../modules/users';

/** `npm run create-admin -- --email <email> --password <password>`: an administrator in the configured database. */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: 'Platform' },
      'last-name': { type: 'string', default: 'Administrator' },
    },
  });
  const prompt = async (question: string) => {
    if (!process.stdin.isTTY) throw new Error(`Missing ${question}: pass it as an option (no terminal to ask in).`);
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await rl.question(`${question}: `);
    } finally {
      rl.close();
    }
  };
  const email = values.email ?? (await prompt('Email'));
  const password = values.password ?? (await prompt('Password'));

  // The operator creates the account, so there are no terms for it to accept and the role is not a self-service one.
  const adminAccountSchema = registrationPayloadSchema.omit({ acceptTerms: true, accountType: true });
  const parsed = adminAccountSchema.safeParse({ email, password, firstName: values['first-name'], lastName: values['last-name'] });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
  if (!newPasswordSchema.safeParse(password).success || isCommonPassword(password)) {
    throw new Error('Refused: the password breaks the password rules or is too common.');
  }

  const config = loadConfig();
  const database = connect({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.db') });
  try {
    await migrateToLatest(database.db);
    const users = createUsersRepository(database.db);
    const created = await users.insert({
      ...parsed.data,
      role: 'admin',
      passwordHash: await hashPassword(password),
      emailVerified: true,
    });
    if (!created) throw new Error(`Refused: an account with the email ${parsed.data.email} already exists.`);
    console.log(`Administrator ${created.email} created (${database.engine}).`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
