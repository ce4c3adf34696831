import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API = process.env.HALIGI_API ?? 'http://localhost:3000';

/**
 * Libraries that only some screens use, each in its own chunk so a page loads the ones it needs
 * and a release that changes app code leaves them cached (docs/decisions/0028-loading.md): the
 * grid, the charts, the rich-text editor, drag and drop; plus React, its router and TanStack
 * Query, which every page needs. The library groups take only their own packages
 * (`includeDependenciesRecursively: false`): by default a group also takes its modules'
 * dependencies, and @mantine/charts would drag the Mantine core every page uses into "charts".
 * Mantine's components are left to the automatic split, so a page loads the components it uses.
 */
const own = { includeDependenciesRecursively: false };
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-)?query[^\\/]*)[\\/]/, priority: 40 },
  { name: 'grid', test: /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core|react-table|table-core)[\\/]/, priority: 20, ...own },
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[^\\/]+|victory-vendor|@reduxjs|redux[^\\/]*|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|react-redux|use-sync-external-store)[\\/]/,
    priority: 20,
    ...own,
  },
  {
    name: 'editor',
    test: /node_modules[\\/](@tiptap|@mantine[\\/]tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it|mdurl|uc\.micro|entities|punycode\.js|linkify-it)[\\/]/,
    priority: 20,
    ...own,
  },
  { name: 'dnd', test: /node_modules[\\/]@dnd-kit[\\/]/, priority: 20, ...own },
  // Loaded on its own by loadCommonPasswords() (packages/shared/src/auth/password.rules.ts).
  { name: 'common-passwords', test: /node_modules[\\/]@zxcvbn-ts[\\/]/, priority: 20, ...own },
];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `name.br` (brotli quality 11) and `name.gz` (gzip level 9) beside every text file of the
 * build, which the server sends as they are (@fastify/static `preCompressed`): the strongest
 * compression, paid once per build instead of once per request. A copy no smaller than the file
 * itself is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const filesUnder = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])));
    return nested.flat();
  };
  return {
    name: 'haligi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size === 0) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipped(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/socket.io': { target: API, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
        // Groups that leave their dependencies to the automatic split can form chunks that import
        // each other (editor <-> leads); Rolldown then needs modules to run in source order,
        // whatever chunk holds them, or a binding is read before its chunk has run.
        strictExecutionOrder: true,
      },
    },
  },
});
