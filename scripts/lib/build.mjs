import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './project.mjs'
import { typescriptCommand } from './bundle.mjs'
import { bin, run } from './run.mjs'

const inputs = [
  'src',
  // The app imports the server's constants and CSP, and its page-cache handler Next's internals.
  'server',
  'public',
  'payload.config.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]

export const distDir = (env = process.env) => path.join(projectRoot, env.NEXT_DIST_DIR || '.next')
const stampFile = (env) => path.join(distDir(env), 'source-fingerprint')

function* files(entry) {
  const full = path.join(projectRoot, entry)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child))
  } else {
    yield entry
  }
}

/**
 * A hash of everything the production build is made from: sources, public env variables, and the
 * database its pages were prerendered from (DATABASE_IDENTITY, set by with-db).
 * @param {Record<string, string | undefined>} [env]
 */
export function sourceFingerprint(env = process.env) {
  const hash = createHash('sha256')
  for (const entry of inputs) {
    for (const file of files(entry))
      hash.update(file).update(readFileSync(path.join(projectRoot, file)))
  }
  for (const [key, value] of Object.entries(env).sort()) {
    if (key.startsWith('NEXT_PUBLIC_') || key === 'DATABASE_IDENTITY')
      hash.update(`${key}=${value}`)
  }
  return hash.digest('hex')
}

export function buildIsCurrent(env = process.env) {
  const stamp = stampFile(env)
  return existsSync(path.join(distDir(env), 'BUILD_ID')) && existsSync(stamp)
    ? readFileSync(stamp, 'utf8') === sourceFingerprint(env)
    : false
}

/** Whether the build folder holds a build or a build cache already. */
export const builtBefore = (env = process.env) =>
  existsSync(path.join(distDir(env), 'BUILD_ID')) ||
  existsSync(path.join(distDir(env), 'cache', 'turbopack'))

/**
 * Migrations and seed first: `next build` prerenders pages from the database. `seed: false`
 * applies the migrations alone (the integration tests' empty template).
 */
export async function migrateAndSeed(env = process.env, { output, seed = true } = {}) {
  const [command, args] = await typescriptCommand('scripts/migrate.ts', seed ? ['--seed'] : [])
  await run(command, args, { env, output })
}

/**
 * `cache: false` builds without Turbopack's file-system cache (next.config.ts reads
 * NEXT_BUILD_CACHE): it makes the next build of the same folder take seconds instead of minutes,
 * but writing it costs a build that starts from nothing about a fifth more CPU and, at its end,
 * half a minute or more: for a folder that is not built again (CI's fresh clone) it is only cost.
 * By default a folder gets its cache from its second build on: a fresh clone's first `npm start`
 * serves sooner, and a folder built once (she edited the site) is likely to be built again.
 */
export async function nextBuild(env = process.env, { output, cache = builtBefore(env) } = {}) {
  const started = Date.now()
  await run(bin('next'), ['build'], {
    env: cache ? env : { ...env, NEXT_BUILD_CACHE: '0' },
    output,
  })
  writeFileSync(stampFile(env), sourceFingerprint(env))
  console.log(`[build] next build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
