import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_TYPES_FILE, OPENAPI_FILE, buildOpenApiDocument, clientTypesText, documentText } from './openapi-files';

/** `npm run openapi`: writes docs/openapi.json and the typed client's types from the routes. */
async function main() {
  const document = await buildOpenApiDocument();
  fs.writeFileSync(OPENAPI_FILE, documentText(document));
  fs.writeFileSync(CLIENT_TYPES_FILE, await clientTypesText(document));
  for (const file of [OPENAPI_FILE, CLIENT_TYPES_FILE]) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
