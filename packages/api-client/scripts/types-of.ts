import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the types are kept, from the package's folder. */
export const TYPES_FILE = 'src/openapi.d.ts';

const HEADER = `/**
 * The \`/api/v1\` part of Parlance's OpenAPI document (\`/api-docs/openapi.json\`) as TypeScript types, made by
 * openapi-typescript. Generated: do not edit. After a change to the API, run \`npm run generate -w
 * packages/api-client\`; the server test \`api-client.test.ts\` fails while this file is out of date. It keeps
 * the generator's formatting (biome.json leaves it out), since that test compares it byte for byte.
 */

`;

type Operation = { security?: Record<string, string[]>[] };
type Document = OpenAPI3 & { paths: Record<string, Record<string, Operation>> };

/**
 * The operations a tenant API key may call (the bearer `apiKey` scheme, `/api/v1`), with the document's
 * components: what an integrator's client can reach. The session endpoints are the web app's, not a client's.
 */
export const apiKeyPart = (document: object): OpenAPI3 => {
  const { paths, ...rest } = document as Document;
  const kept = Object.entries(paths).flatMap(([path, methods]) => {
    const operations = Object.entries(methods).filter(([, operation]) =>
      operation.security?.some((scheme) => 'apiKey' in scheme),
    );
    return operations.length > 0 ? [[path, Object.fromEntries(operations)] as const] : [];
  });
  return { ...rest, paths: Object.fromEntries(kept) } as OpenAPI3;
};

/** The text of `src/openapi.d.ts` for a served OpenAPI document (`app.swagger()`, or the JSON as served). */
export const typesOf = async (document: object) =>
  HEADER + astToString(await openapiTS(apiKeyPart(structuredClone(document))));

/** Where the web app's types are kept: every operation of the document, the session endpoints included. */
export const APP_TYPES_FILE = 'src/app-openapi.d.ts';

const APP_HEADER = `/**
 * Every operation of Parlance's OpenAPI document (\`/api-docs/openapi.json\`) as TypeScript types, made by
 * openapi-typescript: the contract the web app calls the server through (\`@parlance/api-client/app\`).
 * Generated: do not edit. After a change to the API, run \`npm run generate -w packages/api-client\`; the server
 * test \`operations.test.ts\` fails while this file is out of date, and the web app's build while it disagrees.
 */

`;

/** The text of `src/app-openapi.d.ts` for a served OpenAPI document. */
export const appTypesOf = async (document: object) =>
  APP_HEADER + astToString(await openapiTS(structuredClone(document) as OpenAPI3));
