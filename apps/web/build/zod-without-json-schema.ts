import fs from 'node:fs/promises';
import type { Plugin } from 'vite';

/** zod's JSON Schema generator: classic schemas reference it, so no bundler can leave it out. */
const JSON_SCHEMA_MODULES =
  /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
const EXPORTED = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm;
const RE_EXPORTED = /^export\s*\{([^}]*)\}/gm;

/** Every name a module exports, read from its source (zod's ESM build: one declaration per line). */
function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(EXPORTED)) names.add(name!);
  for (const [, list] of source.matchAll(RE_EXPORTED)) {
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/**
 * The browser never turns a schema into JSON Schema (the API serves its OpenAPI description), yet
 * every zod schema carries a `toJSONSchema` method that pins the generator: about 15 KB of the
 * first script of every page. In the web build those two modules are replaced by stand-ins that
 * export the same names and throw if ever called (docs/decisions/017).
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!JSON_SCHEMA_MODULES.test(file)) return null;
      const names = exportedNames(await fs.readFile(file, 'utf8'));
      const stand = names.map((name) => `export const ${name} = unavailable;`).join('\n');
      return (
        'function unavailable() {\n' +
        "  throw new Error('zod: JSON Schema is not part of the web build');\n" +
        `}\n${stand}\n`
      );
    },
  };
}
