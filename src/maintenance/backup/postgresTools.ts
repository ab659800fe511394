import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Postgres's own client programs a backup and a restore run. */
type Tool = 'pg_dump' | 'pg_restore' | 'psql'

/**
 * Where the client programs are: PG_BIN_DIR when set, else the newest of Debian's
 * /usr/lib/postgresql/<major>/bin (a newer pg_dump reads every older server), else PATH.
 */
export function toolPath(tool: Tool, env: NodeJS.ProcessEnv = process.env): string {
  const binDir = env.PG_BIN_DIR?.trim()
  if (binDir) return path.join(binDir, tool)
  const debian = '/usr/lib/postgresql'
  const majors = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(debian, name, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return majors[0] ? path.join(debian, majors[0], 'bin', tool) : tool
}

/** Runs a client program to its end; resolves with its output, rejects with its stderr. */
export function runTool(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) =>
      reject(new Error(`${path.basename(command)} could not be started: ${error.message}`)),
    )
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    )
  })
}

/** The major version a client program reports ("pg_dump (PostgreSQL) 15.18 (Debian …)" → 15). */
export async function toolMajorVersion(command: string): Promise<{ major: number; text: string }> {
  const text = (await runTool(command, ['--version'])).trim()
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(text)
  if (!match) throw new Error(`Could not read the version of ${command}: "${text}"`)
  return { major: Number(match[1]), text }
}

/** A Postgres major version from server_version_num (150018 → 15). */
export const serverMajor = (versionNum: number) => Math.floor(versionNum / 10_000)

/** What to install for a server's major version, for the refusal's message. */
export const installAdvice = (major: number) =>
  `install Postgres ${major}'s client (Debian: apt-get install postgresql-client-${major} from ` +
  `apt.postgresql.org) and set PG_BIN_DIR to its bin folder (e.g. /usr/lib/postgresql/${major}/bin)`

/**
 * Runs pg_restore's statements (after `prefix`) in one psql transaction that commits only once
 * pg_restore has written them all and exited cleanly: psql's own --single-transaction commits
 * whatever it read when its input ends, so a pg_restore stopped half-way would leave half a site.
 */
export function restoreInOneTransaction(
  tools: { pgRestore: string; psql: string },
  dumpFile: string,
  databaseUrl: string,
  prefix: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = spawn(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const session = spawn(
      tools.psql,
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', `--dbname=${databaseUrl}`],
      {
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    )
    let scriptErrors = ''
    let sessionErrors = ''
    script.stderr.on('data', (chunk: Buffer) => (scriptErrors += chunk.toString()))
    session.stderr.on('data', (chunk: Buffer) => (sessionErrors += chunk.toString()))
    session.stdin.on('error', () => {
      // psql stopped on an error; its exit code and stderr say which.
    })
    const scriptClosed = new Promise<number | null>((done) => script.once('close', done))
    const sessionClosed = new Promise<number | null>((done) => session.once('close', done))
    script.once('error', (error) =>
      reject(new Error(`pg_restore could not be started: ${error.message}`)),
    )
    session.once('error', (error) =>
      reject(new Error(`psql could not be started: ${error.message}`)),
    )
    session.stdin.write(`begin;\n${prefix}`)
    script.stdout.pipe(session.stdin, { end: false })
    void scriptClosed.then((code) => {
      // Ending psql's input without the commit, or killing it, rolls the transaction back.
      if (code === 0) session.stdin.end('commit;\n')
      else session.kill('SIGKILL')
    })
    void Promise.all([scriptClosed, sessionClosed]).then(([scriptCode, sessionCode]) => {
      if (scriptCode !== 0)
        reject(new Error(`pg_restore failed (exit ${scriptCode}): ${scriptErrors.trim()}`))
      else if (sessionCode !== 0)
        reject(new Error(`psql failed (exit ${sessionCode}): ${sessionErrors.trim()}`))
      else resolve()
    })
  })
}
