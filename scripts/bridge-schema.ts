/** Writes bridge/bridge-protocol.schema.json from the zod schemas (issue 17). `npm run bridge:schema`. */
import { writeFileSync } from 'node:fs';
import { BRIDGE_SCHEMA_FILE, bridgeJsonSchemaText } from '../bridge/schema';

const file = new URL(`../bridge/${BRIDGE_SCHEMA_FILE}`, import.meta.url);
writeFileSync(file, bridgeJsonSchemaText());
console.log(`wrote bridge/${BRIDGE_SCHEMA_FILE}`);
