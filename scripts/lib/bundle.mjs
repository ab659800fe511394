import { rename } from 'node:fs/promises'
import path from 'node:path'

import { build } from 'esbuild'

import { projectRoot } from './project.mjs'

/**
 * `next/cache` and friends are files at the root of the next package with no exports map:
 * bundlers find them, Node's ESM resolver needs the file name.
 */
const nextSubpaths = {
  name: 'next-subpaths',
  setup(build) {
    build.onResolve({ filter: /^next\/[a-z-]+$/ }, (args) => ({
      path: `${args.path}.js`,
      external: true,
    }))
  },
}

/**
 * Compiles a TypeScript script and our sources it imports into one ESM file that plain `node`
 * runs, without a loader hook. Packages stay external and load from node_modules as usual.
 */
export async function bundleScript(entry) {
  const outfile = path.join(
    projectRoot,
    'node_modules',
    '.cache',
    'scripts',
    `${path.basename(entry, '.ts')}.mjs`,
  )
  // Written aside and renamed into place: two test files bundling the same fixture at once (the
  // campaign and sequence tests' sender) must never start a process on a half-written file.
  const written = `${outfile}.${process.pid}.${Date.now()}.tmp`
  await build({
    entryPoints: [path.join(projectRoot, entry)],
    outfile: written,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(projectRoot, 'tsconfig.json'),
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [nextSubpaths],
  })
  await rename(written, outfile)
  return outfile
}

/**
 * The command that runs a TypeScript script. `--conditions=production` makes lexical (imported by
 * Payload's rich-text editor) load its built files directly: its default Node entry picks them
 * with a top-level `await import()`, which Node 20 now and then never settles, so the process
 * exits 13 having printed nothing (22 runs in 25 under load; 0 in 25 with the condition).
 * @returns {Promise<[string, string[]]>}
 */
export async function typescriptCommand(entry, args = []) {
  return [process.execPath, ['--conditions=production', await bundleScript(entry), ...args]]
}
