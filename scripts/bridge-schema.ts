/**
 * Writes bridge/bridge-protocol.schema.json from the zod schemas: the bridge contract as a JSON Schema for native
 * app teams, generated rather than hand-copied so it cannot drift. `npm run bridge:schema`.
 */
import { writeFileSync } from 'node:fs';
import { BRIDGE_SCHEMA_FILE, bridgeJsonSchemaText } from '../bridge/schema';

const file = new URL(`../bridge/${BRIDGE_SCHEMA_FILE}`, import.meta.url);
writeFileSync(file, bridgeJsonSchemaText());
console.log(`wrote bridge/${BRIDGE_SCHEMA_FILE}`);
