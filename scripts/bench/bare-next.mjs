// The floor of the stack: a bare Next App Router app, built and served by the same Next, React
// and Node as the site, on the same machine. What it cannot do, no page or write of the site can:
// bench:lighthouse scores its page beside the site's routes, and bench:writes loads its two
// handlers beside the site's writes (and bare node:http, the machine's own ceiling).
//
// Its page has no client component, font, image or stylesheet of its own: the LCP and TBT a phone
// gets from Next's runtime and React alone. Its handlers read a JSON body and answer 201, one
// with nothing else and one after a single prepared insert into Postgres (pg's pool, as Payload's
// adapter uses): the least any stored sign-up can cost.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { projectRoot } from '../lib/project.mjs'
import { run, start } from '../lib/run.mjs'
import { log, sleep } from './harness.mjs'

const READY_TIMEOUT_MS = 60_000

export const BARE_NEXT_PAGE = '/'
export const BARE_NEXT_ROUTES = {
  handler: '/api/floor',
  insert: '/api/floor-insert',
}
const TABLE = 'bare_next_rows'

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true, type: 'module' }),
  // Turbopack keeps to its root: the root must hold both the app and the node_modules it links to.
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: '/' } }\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      esModuleInterop: true,
      skipLibCheck: true,
      isolatedModules: true,
      resolveJsonModule: true,
      allowJs: true,
      incremental: false,
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'Bare Next page', description: 'The floor of the stack.' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>Next's App Router with no client component, font, image or stylesheet of its own.</p>
    </main>
  )
}
`,
  'app/api/floor/route.ts': `export async function POST(request: Request) {
  const body = await request.json()
  return Response.json({ ok: true, email: body.email }, { status: 201 })
}
`,
  'app/api/floor-insert/route.ts': `import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })

export async function POST(request: Request) {
  const body = await request.json()
  const { rows } = await pool.query({
    name: 'floor-insert',
    text: 'insert into ${TABLE} (email) values ($1) returning id',
    values: [body.email],
  })
  return Response.json({ ok: true, id: rows[0].id }, { status: 201 })
}
`,
}

/**
 * Writes the app into `scratch`/bare-next, builds it, makes its table in `databaseUrl`'s database
 * and serves it on `port` (loopback). Resolves once its page answers 200.
 * @returns {Promise<{ origin: string, pid: number, countRows: (prefix: string) => Promise<number>, stop: () => Promise<void> }>}
 */
export async function startBareNext({ scratch, port, databaseUrl }) {
  const dir = path.join(scratch, 'bare-next')
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir')

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `create table if not exists ${TABLE} (id serial primary key, email text not null,
         created_at timestamptz not null default now())`,
    )
  } finally {
    await client.end()
  }

  const next = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next')
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
  }
  delete env.NEXT_DIST_DIR
  log('building the bare Next app (the floor)')
  await run(process.execPath, [next, 'build'], { env, cwd: dir })
  const server = start(
    process.execPath,
    [next, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { env, cwd: dir },
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (server.child.exitCode !== null) throw new Error('the bare Next server exited')
    if (Date.now() > deadline) throw new Error(`${origin} did not answer within 60 s`)
    const ready = await fetch(`${origin}${BARE_NEXT_PAGE}`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await sleep(250)
  }
  log(`bare Next app serving at ${origin}`)

  return {
    origin,
    // `next start` serves in the process it was started as.
    pid: server.child.pid ?? 0,
    countRows: async (prefix) => {
      const counter = new pg.Client({ connectionString: databaseUrl })
      await counter.connect()
      try {
        const { rows } = await counter.query(
          `select count(*)::int as count from ${TABLE} where email like $1`,
          [`${prefix}%`],
        )
        return rows[0].count
      } finally {
        await counter.end()
      }
    },
    stop: async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return
      server.child.kill('SIGTERM')
      await server.exited
    },
  }
}
