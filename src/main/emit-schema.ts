import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { buildApiSchema } from '../graphql/build-schema';

/** Writes the emitted SDL to schema/schema.graphql (committed; a test checks it is current). */
export async function emitSchema(): Promise<string> {
  const sdl = `${printSchema(await buildApiSchema())}\n`;
  return sdl;
}

if (require.main === module) {
  void emitSchema().then((sdl) => {
    const path = join(__dirname, '..', '..', 'schema', 'schema.graphql');
    writeFileSync(path, sdl);
    console.log(`wrote ${path}`);
  });
}
