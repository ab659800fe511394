import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import sharp from 'sharp'
import { create as createTar, extract as extractTar } from 'tar'
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { typescriptCommand } from '../../scripts/lib/bundle.mjs'
import { ensurePostgresClient } from '../../scripts/lib/database.mjs'
import { byRoute, callEndpoint, cookieOf, throughPayload } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { seedOrder } from './seedOrder'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * npm run backup and npm run restore, as she runs them: a site with people, an order, a sequence
 * half-way and a scheduled campaign, and an uploaded image, backed up beside the running site and
 * restored into a fresh database and folder, comes back table by table and byte by byte; its
 * waiting sequence step and campaign then go out exactly once, from a job worker on the copy.
 * A damaged file, a newer schema and a non-empty database are refused, changing nothing.
 */

const peer = new SmtpPeer()
let payload: Payload
let owner: PayloadRequest
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`
const scratch = mkdtempSync(path.join(os.tmpdir(), 'backup-int-'))
const backupFile = path.join(scratch, 'site.tar')
const stepTwo = `Step two ${stamp}`
const campaignSubject = `Saturday letter ${stamp}`
const quizLead = address('quinn')
const listener = address('medi')

/** A database on the test's server, by name, and a client connected to it. */
const urlOf = (database: string) => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}
const ownDatabase = () => new URL(process.env.DATABASE_URL!).pathname.slice(1)

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

async function freshDatabase(name: string) {
  await withClient(process.env.INT_BASE_DATABASE_URL!, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  })
  return urlOf(name)
}

/** Every table's rows, each row as JSON text, sorted: two databases holding the same site match. */
async function contentsOf(url: string): Promise<Record<string, string[]>> {
  return withClient(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
    const contents: Record<string, string[]> = {}
    for (const { name } of tables.rows) {
      const rows = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from ${client.escapeIdentifier(name)} t`,
      )
      contents[name] = rows.rows.map((row) => row.row).sort()
    }
    return contents
  })
}

/**
 * Runs one of our scripts as its own process, as npm run would, with this environment. Waited for
 * without blocking: the S3 server the scripts talk to answers from this process.
 */
async function runScript(entry: string, args: string[], env: Record<string, string>) {
  const [command, commandArgs] = await typescriptCommand(entry, args)
  const child = spawn(command, commandArgs, { env: { ...process.env, ...env } })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  return { status, output }
}

const restoreInto = (file: string, url: string, mediaDir: string, extra: string[] = []) =>
  runScript('scripts/restore.ts', [file, ...extra], {
    DATABASE_URL: url,
    MEDIA_DIR: mediaDir,
    VOICE_CACHE_DIR: path.join(mediaDir, '..', `${path.basename(mediaDir)}-voice`),
  })

async function runBulk() {
  for (let round = 0; round < 10; round++) {
    const result = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    if (result?.noJobsRemaining) return
  }
}

const subjectsTo = (email: string) =>
  peer.to(email).map((mail) => /^Subject: (.*)$/m.exec(readable(mail))?.[1] ?? '')

const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    : []

beforeAll(async () => {
  expect(await ensurePostgresClient()).toBe(true)
  let ownerUser
  ;({ payload, owner: ownerUser } = await seededSiteMailingTo(peer))
  owner = (await createLocalReq(
    { user: { ...ownerUser, collection: 'users' } as never },
    payload,
  )) as PayloadRequest
  const { invoke } = await import('@/core/defineOperation')
  const { catalogue } = await import('@/catalogue')
  const { leadsEndpoint } = await import('@/endpoints/leads')
  const { richText } = await import('@/seed/richText')

  // The quiz sequence gets a second step two days on: her first goes at once, the second waits.
  const template = await payload.create({
    collection: 'email-templates',
    data: {
      name: stepTwo,
      subject: stepTwo,
      body: richText(['Dear {{firstName}},', 'A practice for this week.']) as never,
      _status: 'published',
    },
    overrideAccess: false,
    user: owner.user,
  })
  const quiz = (
    await payload.find({
      collection: 'email-sequences',
      where: { seededFor: { equals: 'quiz-result' } },
      depth: 0,
    })
  ).docs[0]!
  await payload.update({
    collection: 'email-sequences',
    id: quiz.id,
    data: {
      steps: [
        ...quiz.steps!.map((step) => ({ ...step, template: step.template as number })),
        { template: template.id, delay: 2, delayUnit: 'days', sendWindow: 'any' },
      ],
    },
    overrideAccess: false,
    user: owner.user,
  })
  for (const body of [
    { email: quizLead, name: 'Quinn Rae', source: 'quiz_rebel', quizResult: 'rebel' },
    { email: listener, name: 'Medi', source: 'meditation-download' },
    { email: address('wren'), name: 'Wren', source: 'meditation-download' },
  ]) {
    const answer = await callEndpoint(payload, leadsEndpoint, { body })
    expect(answer.status, await answer.clone().text()).toBeLessThan(300)
  }
  await seedOrder(payload, { email: address('buyer') })

  // A campaign to the meditation's listeners, scheduled for an hour from now.
  const campaign = await invoke(catalogue.saveCampaign, owner, {
    subject: campaignSubject,
    content: 'See you on Saturday.',
    audience: 'meditation-downloaders',
  })
  await invoke(catalogue.sendCampaign, owner, {
    id: campaign.id,
    at: new Date(Date.now() + 3_600_000).toISOString(),
  })

  const image = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#884466' },
  })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'The studio at dawn' },
    file: { data: image, mimetype: 'image/png', name: 'studio.png', size: image.length },
  })

  await runBulk()
  await payload.jobs.run({ allQueues: true })
  // Half-way: her first step went, the second waits for its day.
  expect(subjectsTo(quizLead)).toHaveLength(1)
  expect(subjectsTo(quizLead)).not.toContain(stepTwo)
}, 180_000)

afterAll(() => peer.stop())

// The copy the first describe restores; the last one signs its owner in.
const restoredMedia = path.join(scratch, 'restored-media')
let restoredUrl = ''

describe('npm run backup, then npm run restore into a fresh database and folder', () => {
  it('writes one file with the dump, the files and a manifest, beside the running site', async () => {
    const backup = await runScript('scripts/backup.ts', [backupFile], {
      VOICE_CACHE_DIR: path.join(scratch, 'voice'),
    })
    expect(backup.output).toContain('Backup written:')
    expect(backup.status).toBe(0)
    const unpacked = path.join(scratch, 'unpacked')
    mkdirSync(unpacked)
    await extractTar({ file: backupFile, cwd: unpacked })
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    const { migrations } = await import('@/migrations')
    expect(manifest.latestMigration).toBe(migrations.at(-1)!.name)
    expect(manifest.site.name).toEqual(expect.any(String))
    expect(manifest.app.version).toBe(
      JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).version,
    )
    expect(manifest.rowCounts.orders).toBeGreaterThanOrEqual(1)
    expect(manifest.rowCounts.contacts).toBeGreaterThanOrEqual(4)
    const mediaFiles = filesIn(process.env.MEDIA_DIR!)
    expect(mediaFiles.some((file) => file.startsWith('studio'))).toBe(true)
    expect(Object.keys(manifest.members).sort()).toEqual(
      ['database.dump', ...mediaFiles.map((file) => `media/${file}`)].sort(),
    )
    expect(readFileSync(path.join(unpacked, 'database.dump')).subarray(0, 5).toString()).toBe(
      'PGDMP',
    )
  }, 120_000)

  it('brings back every table row for row, and every file byte for byte', async () => {
    restoredUrl = await freshDatabase(`${ownDatabase()}_restored`)
    const restored = await restoreInto(backupFile, restoredUrl, restoredMedia)
    expect(restored.output).toContain('Restored')
    expect(restored.status).toBe(0)
    const [original, copy] = await Promise.all([
      contentsOf(process.env.DATABASE_URL!),
      contentsOf(restoredUrl),
    ])
    expect(Object.keys(copy)).toEqual(Object.keys(original))
    for (const table of Object.keys(original)) {
      expect(copy[table], `table ${table}`).toEqual(original[table])
    }
    expect(filesIn(restoredMedia)).toEqual(filesIn(process.env.MEDIA_DIR!))
    for (const file of filesIn(process.env.MEDIA_DIR!)) {
      const same = readFileSync(path.join(restoredMedia, file)).equals(
        readFileSync(path.join(process.env.MEDIA_DIR!, file)),
      )
      expect(same, file).toBe(true)
    }
  }, 120_000)

  it('sends the sequence’s next step and the scheduled campaign once each, from the copy', async () => {
    // Their time comes on the copy only (the original's jobs are never run again here).
    await withClient(restoredUrl, async (client) => {
      await client.query(
        `update email_campaigns set scheduled_for = now() - interval '1 second' where subject = $1`,
        [campaignSubject],
      )
      await client.query(
        `update payload_jobs set wait_until = now() - interval '1 second'
          where task_slug in ('sendSequenceStep', 'sendCampaign') and completed_at is null`,
      )
    })
    peer.received = []
    const [command, args] = await typescriptCommand('scripts/jobs.ts')
    const worker = spawn(command, args, {
      env: {
        ...process.env,
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: restoredMedia,
        VOICE_CACHE_DIR: path.join(scratch, 'restored-voice'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise((resolve) => worker.once('exit', resolve))
    const alive = () => {
      if (worker.exitCode !== null)
        throw new Error(`the worker exited ${worker.exitCode}: ${stderr}`)
    }
    try {
      await expect
        .poll(
          () => {
            alive()
            return [subjectsTo(quizLead).includes(stepTwo), subjectsTo(listener).length]
          },
          { timeout: 60_000, interval: 500 },
        )
        .toEqual([true, 1])
      // Housekeeping (which resumes overdue steps and stalled campaigns) runs once on the copy
      // before the count: nothing it finds may go out a second time. A job's row is deleted once
      // it has run, so a housekeeping row seen and then gone is a run done.
      const seen = new Set<number>()
      await expect
        .poll(
          () =>
            withClient(restoredUrl, async (client) => {
              alive()
              const rows = await client.query<{ id: number }>(
                `select id from payload_jobs where task_slug = 'housekeeping'`,
              )
              const waiting = new Set(rows.rows.map((row) => row.id))
              for (const id of waiting) seen.add(id)
              return [...seen].some((id) => !waiting.has(id))
            }),
          { timeout: 90_000, interval: 500 },
        )
        .toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 6_000))
    } finally {
      worker.kill('SIGTERM')
    }
    await exited
    expect(subjectsTo(quizLead).filter((subject) => subject === stepTwo)).toHaveLength(1)
    expect(subjectsTo(listener).filter((subject) => subject === campaignSubject)).toHaveLength(1)
    expect(
      subjectsTo(address('wren')).filter((subject) => subject === campaignSubject),
    ).toHaveLength(1)
    // Nothing else went out again from the copy: what was sent before the backup stays sent.
    expect(peer.received.every((mail) => /Step two|Saturday letter/.test(readable(mail)))).toBe(
      true,
    )
  }, 240_000)
})

describe('npm run backup refuses a pg_dump older than the server', () => {
  it('names what to install, and writes no file', async () => {
    // A pg_dump that reports an older major version, as Debian's 15 does beside a newer server.
    const oldClient = path.join(scratch, 'old-client')
    mkdirSync(oldClient)
    writeFileSync(
      path.join(oldClient, 'pg_dump'),
      '#!/bin/sh\necho "pg_dump (PostgreSQL) 12.22"\n',
      {
        mode: 0o755,
      },
    )
    const target = path.join(scratch, 'refused.tar')
    const refused = await runScript('scripts/backup.ts', [target], { PG_BIN_DIR: oldClient })
    expect(refused.status).toBe(1)
    const server = await withClient(process.env.DATABASE_URL!, async (client) => {
      const version = await client.query<{ num: string }>(
        `select current_setting('server_version_num') as num`,
      )
      return Math.floor(Number(version.rows[0]!.num) / 10_000)
    })
    expect(refused.output).toContain(
      `pg_dump is version 12 (${oldClient}/pg_dump) but the database runs Postgres ${server}`,
    )
    expect(refused.output).toContain(`install Postgres ${server}'s client`)
    expect(existsSync(target)).toBe(false)
    expect(existsSync(`${target}.partial`)).toBe(false)
  }, 60_000)
})

describe('restore refuses, changing nothing', () => {
  const emptyMedia = path.join(scratch, 'empty-media')
  let emptyUrl = ''

  beforeAll(async () => {
    emptyUrl = await freshDatabase(`${ownDatabase()}_empty`)
  })

  const tablesIn = (url: string) =>
    withClient(url, async (client) => {
      const tables = await client.query(`select 1 from pg_tables where schemaname = 'public'`)
      return tables.rowCount
    })

  it('a damaged file, naming what is damaged', async () => {
    const bytes = readFileSync(backupFile)
    const dump = bytes.indexOf('PGDMP')
    expect(dump).toBeGreaterThan(0)
    bytes[dump + 2000] = bytes[dump + 2000]! ^ 0xff
    const damaged = path.join(scratch, 'damaged.tar')
    writeFileSync(damaged, bytes)
    const refused = await restoreInto(damaged, emptyUrl, emptyMedia)
    expect(refused.status).toBe(1)
    expect(refused.output).toMatch(/is damaged \(its checksums do not match\): database\.dump/)
    expect(refused.output).toContain('Nothing was changed.')
    expect(await tablesIn(emptyUrl)).toBe(0)
    expect(filesIn(emptyMedia)).toEqual([])

    const truncated = path.join(scratch, 'truncated.tar')
    writeFileSync(truncated, readFileSync(backupFile).subarray(0, 700))
    const cut = await restoreInto(truncated, emptyUrl, emptyMedia)
    expect(cut.status).toBe(1)
    expect(cut.output).toMatch(/damaged/)
    expect(await tablesIn(emptyUrl)).toBe(0)
  }, 60_000)

  it('a backup from a newer version of the code, naming its migration', async () => {
    const unpacked = path.join(scratch, 'newer')
    mkdirSync(unpacked)
    await extractTar({ file: backupFile, cwd: unpacked })
    const manifestFile = path.join(unpacked, 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    manifest.migrations.push('29991231_000000_from_the_future')
    manifest.latestMigration = '29991231_000000_from_the_future'
    writeFileSync(manifestFile, JSON.stringify(manifest))
    const newer = path.join(scratch, 'newer.tar')
    await createTar({ file: newer, cwd: unpacked }, filesIn(unpacked))
    const refused = await restoreInto(newer, emptyUrl, emptyMedia)
    expect(refused.status).toBe(1)
    expect(refused.output).toMatch(
      /comes from a newer version of the site: its database has the migration 29991231_000000_from_the_future/,
    )
    expect(await tablesIn(emptyUrl)).toBe(0)
    expect(filesIn(emptyMedia)).toEqual([])
  }, 60_000)

  it('a database that holds a site, unless told to replace it', async () => {
    const target = await freshDatabase(`${ownDatabase()}_busy`)
    const targetMedia = path.join(scratch, 'busy-media')
    expect((await restoreInto(backupFile, target, targetMedia)).status).toBe(0)
    await withClient(target, (client) =>
      client.query(`update site_settings set site_name = 'Changed after the backup'`),
    )
    const before = await contentsOf(target)
    const refused = await restoreInto(backupFile, target, targetMedia)
    expect(refused.status).toBe(1)
    expect(refused.output).toMatch(/Refusing to restore: the database already holds a site/)
    expect(refused.output).toContain('--replace')
    expect(await contentsOf(target)).toEqual(before)

    const replaced = await restoreInto(backupFile, target, targetMedia, ['--replace'])
    expect(replaced.output).toContain('Restored')
    expect(replaced.status).toBe(0)
    const names = await withClient(target, async (client) => {
      const rows = await client.query<{ site_name: string }>(`select site_name from site_settings`)
      return rows.rows.map((row) => row.site_name)
    })
    expect(names).not.toContain('Changed after the backup')
    // Back to the site as it was backed up, which the original still is.
    expect(await contentsOf(target)).toEqual(await contentsOf(process.env.DATABASE_URL!))
  }, 120_000)
})

describe('the nightly backup', () => {
  const nightly = path.join(scratch, 'nightly')
  const backupName = (day: Date) => `backup-${day.toISOString().slice(0, 10)}T033000Z.tar`

  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', async () => {
    const { backupsToDelete } = await import('@/maintenance/backup/nightly')
    // Thirty nights back from Wednesday 2 December 2026, a second one that Wednesday, a stranger.
    const nights = Array.from({ length: 30 }, (_, back) =>
      backupName(new Date(Date.UTC(2026, 11, 2 - back))),
    )
    const names = [...nights, 'backup-2026-12-02T011500Z.tar', 'notes.txt']
    const deleted = backupsToDelete(names, 7, 4)
    const kept = names.filter((name) => !deleted.includes(name))
    expect(kept.sort()).toEqual(
      [
        // Weeks start on Monday: 16–22 and 9–15 November are kept by their newest.
        'backup-2026-11-15T033000Z.tar',
        'backup-2026-11-22T033000Z.tar',
        'backup-2026-11-26T033000Z.tar',
        'backup-2026-11-27T033000Z.tar',
        'backup-2026-11-28T033000Z.tar',
        'backup-2026-11-29T033000Z.tar',
        'backup-2026-11-30T033000Z.tar',
        'backup-2026-12-01T033000Z.tar',
        'backup-2026-12-02T033000Z.tar',
        'notes.txt',
      ].sort(),
    )
  })

  it('writes to BACKUP_DIR, records it, deletes what is no longer kept; Settings shows it', async () => {
    mkdirSync(nightly, { recursive: true })
    // Twenty older nights (empty stand-ins; only their names count) and a file of hers.
    for (let back = 1; back <= 20; back++) {
      writeFileSync(path.join(nightly, backupName(new Date(Date.now() - back * 86_400_000))), '')
    }
    writeFileSync(path.join(nightly, 'keep-me.txt'), 'hers')
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { systemRequest } = await import('@/core/operation')
    process.env.BACKUP_DIR = nightly
    process.env.VOICE_CACHE_DIR = path.join(scratch, 'voice')
    try {
      const made = await invoke(
        catalogue.makeBackup,
        await systemRequest(payload, 'housekeeping'),
        {},
      )
      expect(made).toMatchObject({ status: 'succeeded', error: null })
      const files = readdirSync(nightly)
      expect(files).toContain(made.fileName)
      expect(files).toContain('keep-me.txt')
      // Tonight and the six nights before it, and the newest of the weeks before those.
      const backups = files.filter((name) => name.startsWith('backup-'))
      expect(backups.length).toBeGreaterThanOrEqual(7 + 2)
      expect(backups.length).toBeLessThanOrEqual(7 + 3)
      expect(made.deleted).toBe(21 - backups.length)
      const restoredCheck = await restoreInto(
        path.join(nightly, made.fileName!),
        await freshDatabase(`${ownDatabase()}_nightly`),
        path.join(scratch, 'nightly-media'),
      )
      expect(restoredCheck.status, restoredCheck.output).toBe(0)

      const { docs } = await payload.find({
        collection: 'backups',
        sort: '-createdAt',
        limit: 1,
        overrideAccess: false,
        user: owner.user,
      })
      expect(docs[0]).toMatchObject({
        status: 'succeeded',
        fileName: made.fileName,
        location: nightly,
        bytes: made.bytes,
      })
      const checklist = await invoke(catalogue.getLaunchChecklist, owner, {})
      expect(checklist.lastBackup).toMatchObject({
        made: { fileName: made.fileName, bytes: made.bytes },
        failedSince: null,
      })
    } finally {
      delete process.env.BACKUP_DIR
    }
  }, 120_000)

  it('a failed one is recorded and e-mailed to her, and Settings says so', async () => {
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { systemRequest } = await import('@/core/operation')
    // A folder that cannot be made: a file of that name is in the way.
    const blocked = path.join(scratch, 'not-a-folder')
    writeFileSync(blocked, '')
    process.env.BACKUP_DIR = blocked
    try {
      const failed = await invoke(
        catalogue.makeBackup,
        await systemRequest(payload, 'housekeeping'),
        {},
      )
      expect(failed).toMatchObject({ status: 'failed', fileName: null })
      expect(failed.error).toMatch(/not-a-folder/)
    } finally {
      delete process.env.BACKUP_DIR
    }
    const { docs } = await payload.find({
      collection: 'backups',
      where: { status: { equals: 'failed' } },
      overrideAccess: false,
      user: owner.user,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.error).toMatch(/not-a-folder/)
    const mail = await payload.find({
      collection: 'email-messages',
      where: { subject: { equals: 'Last night’s backup of your site failed' } },
      overrideAccess: false,
      user: owner.user,
    })
    expect(mail.docs.map((message) => message.to)).toEqual([owner.user!.email])
    expect(mail.docs[0]!.text).toContain('not-a-folder')
    const checklist = await invoke(catalogue.getLaunchChecklist, owner, {})
    expect(checklist.lastBackup.made).not.toBeNull()
    expect(checklist.lastBackup.failedSince).toMatchObject({
      error: expect.stringMatching(/not-a-folder/),
    })
  }, 60_000)
})

/** s3rver, an S3-protocol server on this machine's disk (it ships no types: this is what we use). */
type S3Server = { run(): Promise<{ port: number }>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  port: number
  address: string
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}) => S3Server

describe('media in an S3 bucket', () => {
  let server: S3Server
  let s3: S3Client
  let s3Env: Record<string, string> = {}
  const objects = {
    'studio.png': { body: Buffer.from('an image, as the bucket holds it'), type: 'image/png' },
    'talk-notes.pdf': { body: Buffer.from('%PDF-1.4 the notes'), type: 'application/pdf' },
  }

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(scratch, 's3'),
      configureBuckets: [{ name: 'site-media' }, { name: 'new-site-media' }],
    })
    const { port } = await server.run()
    s3Env = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }
    s3 = new S3Client({
      endpoint: s3Env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    for (const [Key, { body, type }] of Object.entries(objects)) {
      await s3.send(
        new PutObjectCommand({ Bucket: 'site-media', Key, Body: body, ContentType: type }),
      )
    }
  })

  afterAll(async () => {
    s3?.destroy()
    await server?.close()
  })

  const objectsIn = async (bucket: string) => {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }))
    const found: Record<string, { body: string; type: string | undefined }> = {}
    for (const { Key } of listed.Contents ?? []) {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key }))
      found[Key!] = {
        body: Buffer.from(await object.Body!.transformToByteArray()).toString(),
        type: object.ContentType,
      }
    }
    return found
  }

  it('are backed up from the bucket and restored into another, bytes and types equal', async () => {
    const file = path.join(scratch, 's3-site.tar')
    const backup = await runScript('scripts/backup.ts', [file], {
      ...s3Env,
      S3_BUCKET: 'site-media',
      VOICE_CACHE_DIR: path.join(scratch, 'voice'),
    })
    expect(backup.output).toMatch(/2 stored files \(s3\)/)
    expect(backup.status).toBe(0)

    const target = await freshDatabase(`${ownDatabase()}_s3`)
    const restored = await runScript('scripts/restore.ts', [file], {
      ...s3Env,
      S3_BUCKET: 'new-site-media',
      DATABASE_URL: target,
      VOICE_CACHE_DIR: path.join(scratch, 's3-voice'),
    })
    expect(restored.output).toContain('2 stored files (s3 → s3)')
    expect(restored.status).toBe(0)
    const expected = Object.fromEntries(
      Object.entries(objects).map(([key, { body, type }]) => [
        key,
        { body: body.toString(), type },
      ]),
    )
    expect(await objectsIn('new-site-media')).toEqual(expected)

    // Again, into an empty database but the same bucket: its files are not mixed with others.
    const again = await runScript('scripts/restore.ts', [file], {
      ...s3Env,
      S3_BUCKET: 'new-site-media',
      DATABASE_URL: await freshDatabase(`${ownDatabase()}_s3_again`),
      VOICE_CACHE_DIR: path.join(scratch, 's3-voice'),
    })
    expect(again.status).toBe(1)
    expect(again.output).toMatch(/the media storage already holds files/)
  }, 120_000)
})

/**
 * Last in the file: it moves this file's Payload from the original database to the restored one,
 * so nothing after it may need the original.
 */
describe('the restored site', () => {
  it('lets its owner sign in with an e-mailed link, and accepts her session as the owner’s', async () => {
    expect(restoredUrl, 'the restore above ran').not.toBe('')
    const ownerEmail = owner.user!.email
    const ownerId = owner.user!.id
    const originalUrl = process.env.DATABASE_URL!

    // The worker's Payload goes, as tests/int/setup.ts ends it; the config, evaluated again with
    // DATABASE_URL pointing at the copy, gives a Payload that knows only the restored database.
    // On a retry the cached one is the copy's from the first attempt: that is the one to end.
    const cache = (globalThis as { _payload?: Map<string, { payload: Payload | null }> })._payload
    const current = cache?.get('default')?.payload ?? payload
    cache?.delete('default')
    await current.destroy()
    const pool = (current.db as { pool?: pg.Pool }).pool
    if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 2000))])
    process.env.DATABASE_URL = restoredUrl
    process.env.MEDIA_DIR = restoredMedia
    vi.resetModules()
    const config = await (await import('@payload-config')).default
    const { getPayload } = await import('payload')
    const restored = await getPayload({ config })
    const { adminAuthEndpoints } = await import('@/endpoints/admin/auth')
    const auth = byRoute(adminAuthEndpoints)

    // Her sign-in as the Admin Center's login screen makes it: ask for a link, open the e-mail,
    // post its token. The job that sends it finds her in the restored users table or sends none.
    const before = peer.to(ownerEmail).length
    const asked = await callEndpoint(restored, auth['post /admin/request-magic-link']!, {
      body: { email: ownerEmail },
    })
    expect(asked.status).toBe(200)
    let token: string | undefined
    await expect
      .poll(
        async () => {
          await restored.jobs.run({ allQueues: true })
          const mail = peer.to(ownerEmail).slice(before).at(-1)
          token = mail && /verify-magic-link\?token=([\w-]+)/.exec(readable(mail))?.[1]
          return Boolean(token)
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true)
    const signedIn = await callEndpoint(restored, auth['post /admin/verify-magic-link']!, {
      body: { token },
    })
    expect(signedIn.status, await signedIn.clone().text()).toBe(200)
    const cookie = cookieOf(signedIn)
    expect(cookie).toMatch(/^admin_session=.+/)

    // The session is the copy's: its row is in the restored database, for the owner's own id.
    const { hashSecret } = await import('@/security/tokens')
    const tokenHash = hashSecret(cookie.slice('admin_session='.length))
    const sessionsIn = (url: string) =>
      withClient(url, async (client) => {
        const rows = await client.query<{ user_id: number; email: string }>(
          `select user_id, email from admin_sessions where token_hash = $1`,
          [tokenHash],
        )
        return rows.rows
      })
    expect(await sessionsIn(restoredUrl)).toEqual([{ user_id: ownerId, email: ownerEmail }])
    expect(await sessionsIn(originalUrl)).toEqual([])

    // Requests through Payload's own routing, as the browser's next ones reach the site: with the
    // cookie she is the owner and reads the restored list; without it the same routes refuse.
    const session = await throughPayload(config, 'GET', '/admin/verify-auth', { cookie })
    expect(session.status, session.text).toBe(200)
    expect(session.json).toMatchObject({ ok: true, email: ownerEmail })
    const leads = await throughPayload(config, 'GET', '/admin/leads.csv', { cookie })
    expect(leads.status, leads.text.slice(0, 300)).toBe(200)
    expect(leads.text).toContain(quizLead)
    expect(leads.text).toContain(listener)
    expect((await throughPayload(config, 'GET', '/admin/verify-auth')).status).toBe(401)
    expect((await throughPayload(config, 'GET', '/admin/leads.csv')).status).toBe(401)
  }, 120_000)
})
