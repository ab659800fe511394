import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { setOrderAccess } from '@/commerce/operations/setOrderAccess'
import { asSystem, inOperation, systemRequest } from '@/core/operation'
import { startSequence } from '@/email/sequences/enrol'
import type { EmailSequence } from '@/payload-types'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatOwnerDate } from '@/settings/timeZone'
import { queryRows, writeAsSystem } from '@/utilities/sql'

import { attestedConsentWords, IMPORT_BATCH_ROWS, importConsentWords } from '../constants'
import { storedFile } from '../file'
import { PLATFORM_LABELS, type ImportField, type Platform } from '../platforms'
import { type FileStatus, type ImportItem, readImportRows, type RowProblem } from '../read'
import { EMPTY_RESULT, type ImportOptions, type ImportResult } from '../view'
import { type PersonToImport, writeImportBatch } from '../write'
import { queueImportRun } from './startImport'

/** One run imports for this long, then hands over to the next (other bulk jobs run between). */
const RUN_MILLISECONDS = 20_000
/**
 * Postgres plans each batch's statements from the tables' statistics, which autovacuum refreshes
 * only now and then: on a site with few contacts, a plan made for a small table is kept while the
 * import makes it a hundred times larger, and batches slow down twentyfold (npm run bench:import).
 * So the import refreshes them itself each time it has doubled the rows it wrote.
 */
const refreshStatistics = (payload: Payload) =>
  writeAsSystem(
    'importPeople',
    payload,
    sql`analyze contacts, contacts_rels, contacts_texts, contacts_status_history, suppressions`,
  )
/** A running import whose job has said nothing for this long died: housekeeping queues it again. */
const STALE_MINUTES = 5

export type ImportRun = { outcome: 'not-running' | 'continuing' | 'finished'; processed: number }

type Claimed = {
  id: number
  file_name: string
  platform: Platform
  mapping: Record<string, ImportField>
  options: (ImportOptions & { fileStatus?: FileStatus | null }) | null
  processed_rows: number
  result: ImportResult | null
}

const SYSTEM = asSystem('importPeople')

/**
 * Takes the import for this run in one statement: a queued one, or a running one whose run died
 * (no heartbeat for STALE_MINUTES). Two runs never import the same file at once.
 */
const claim = async (payload: Payload, importId: number) =>
  (
    await writeAsSystem<Claimed>(
      'importPeople',
      payload,
      sql`update imports set status = 'running', started_at = coalesce(started_at, now()),
            updated_at = now()
          where id = ${importId}
            and (status = 'queued'
                 or (status = 'running' and updated_at < now() - make_interval(mins => ${STALE_MINUTES})))
          returning id, file_name, platform, mapping, options, processed_rows, result`,
    )
  )[0]

/** The rows of one batch: its people (each address once, her rows merged) and its problems. */
type Batch = {
  people: Map<string, PersonToImport & { offers: Set<number> }>
  problems: RowProblem[]
  items: number
  duplicates: number
}

const emptyBatch = (): Batch => ({ people: new Map(), problems: [], items: 0, duplicates: 0 })

/** A complimentary order of an offer for an imported customer, once: her access, no revenue. */
async function giveCourse(
  req: PayloadRequest,
  person: { email: string; name: string | null },
  offerId: number,
) {
  const { payload } = req
  const existing = await payload.count({
    collection: 'orders',
    where: {
      email: { equals: person.email },
      offer: { equals: offerId },
      mode: { equals: 'complimentary' },
    },
    req,
    ...SYSTEM,
  })
  if (existing.totalDocs > 0) return false
  const offer = await payload.findByID({
    collection: 'offers',
    id: offerId,
    depth: 0,
    req,
    ...SYSTEM,
  })
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: person.email,
      name: person.name,
      offer: offerId,
      items: [
        { offer: offerId, label: offer.name, kind: 'offer', listPriceInCents: 0, amountInCents: 0 },
      ],
      amountInCents: 0,
      discountInCents: 0,
      paidInCents: 0,
      priceType: 'one-time',
      status: 'pending',
      mode: 'complimentary',
    },
    depth: 0,
    req,
    ...SYSTEM,
  })
  await setOrderAccess(req, {
    order: { id: order.id },
    access: 'open',
    orderStatus: 'paid',
    system: 'importPeople',
  })
  return true
}

/**
 * Writes one batch in one transaction: its people (writeImportBatch), the rows it could not
 * import, its customers' complimentary orders, the sequence she chose for those on her list, and
 * how far the import has come, all committed together, so a run that dies resumes exactly after
 * the last batch written.
 */
async function writeBatch(
  payload: Payload,
  claimed: Claimed,
  batch: Batch,
  sequence: Pick<EmailSequence, 'id' | 'steps' | 'seededFor'> | null,
  before: ImportResult,
): Promise<ImportResult> {
  const tally: ImportResult = {
    ...before,
    duplicates: before.duplicates + batch.duplicates,
    problems: before.problems + batch.problems.length,
  }
  await inOperation(await systemRequest(payload, 'importPeople'), async (req) => {
    const people = [...batch.people.values()]
    const written = await writeImportBatch(req, people, `import:${claimed.platform}`)
    const byEmail = new Map(people.map((person) => [person.email, person]))
    for (const row of written) {
      if (
        row.contactId === null ||
        ['unsubscribed', 'bounced', 'complained'].includes(row.marketingStatus ?? '')
      ) {
        tally.suppressed += 1
      }
      if (row.contactId === null) continue
      if (row.created) tally.created += 1
      else if (row.changed) tally.updated += 1
      else tally.unchanged += 1
      if (row.created && row.marketingStatus === 'subscribed') tally.subscribed += 1
      const person = byEmail.get(row.email)!
      for (const offerId of person.offers) {
        if (await giveCourse(req, person, offerId)) tally.orders += 1
      }
      if (sequence && row.marketingStatus === 'subscribed') {
        const { started } = await startSequence(req, {
          sequence,
          contact: { id: row.contactId, email: row.email },
          data: { manual: true },
        })
        if (started) tally.enrolled += 1
      }
    }
    if (batch.problems.length) {
      const problems = JSON.stringify(
        batch.problems.map((problem) => ({
          line: problem.line,
          email: emailCellOf(problem, claimed.mapping) ?? null,
          reason: problem.reason,
          cells: problem.raw,
        })),
      )
      await writeAsSystem(
        'importPeople',
        payload,
        sql`insert into import_problems (import_id, line, email, reason, cells, updated_at, created_at)
            select ${claimed.id}, x.line, x.email, x.reason, x.cells, now(), now()
              from jsonb_to_recordset(${problems}::jsonb) as x(line int, email text, reason text, cells jsonb)`,
        req,
      )
    }
    await writeAsSystem(
      'importPeople',
      payload,
      sql`update imports set processed_rows = processed_rows + ${batch.items},
            result = ${JSON.stringify(tally)}::jsonb, updated_at = now()
          where id = ${claimed.id}`,
      req,
    )
  })
  return tally
}

/** The address cell of a row that could not be imported, for her export and erasure to find. */
function emailCellOf(problem: RowProblem, mapping: Record<string, ImportField>) {
  const index = Object.values(mapping).indexOf('email')
  const cell = problem.raw[index]?.trim()
  return cell ? cell.toLowerCase() : undefined
}

/**
 * The import job's work: takes the import, reads its file from where the last run stopped, and
 * writes it a batch at a time (writeBatch) until the file ends, then keeps what it did and deletes
 * the file (it holds people's data the site no longer needs). After RUN_MILLISECONDS it hands
 * over to a new run. No e-mail is sent and no sequence starts, but the one she chose.
 */
export async function runImport(
  req: PayloadRequest,
  { importId }: { importId: number },
): Promise<ImportRun> {
  const { payload } = req
  const claimed = await claim(payload, importId)
  if (!claimed) return { outcome: 'not-running', processed: 0 }
  const options = claimed.options ?? { tags: [], sequence: null, products: [], agreed: false }
  const began = Date.now()
  let result = { ...EMPTY_RESULT, ...(claimed.result ?? {}) }
  let processed = 0
  try {
    const tags = await queryRows<{ id: number; name: string }>(
      payload,
      sql`select id, name from tags`,
    )
    const tagIds = new Map(tags.map((tag) => [tag.name.toLowerCase(), Number(tag.id)]))
    const idsOf = (names: string[]) => [
      ...new Set(
        names
          .map((name) => tagIds.get(name.toLowerCase()))
          .filter((id): id is number => id !== undefined),
      ),
    ]
    const everyoneTags = options.tags ?? []
    const offerOf = new Map(
      (options.products ?? []).flatMap((product) =>
        product.offer ? [[product.name.toLowerCase(), product.offer] as const] : [],
      ),
    )
    const sequence = options.sequence
      ? await payload
          .findByID({ collection: 'email-sequences', id: options.sequence, depth: 0, ...SYSTEM })
          .catch(() => null)
      : null
    const day = formatOwnerDate(new Date(), await readOwnerTimeZone(payload))
    const platform = PLATFORM_LABELS[claimed.platform]
    const seen = new Set<string>()

    const toPerson = (item: Extract<ImportItem, { kind: 'row' }>['row']) => {
      const agreed = item.consent === 'never_asked' && options.agreed
      const offers = new Set(item.products.flatMap((name) => offerOf.get(name.toLowerCase()) ?? []))
      return {
        email: item.email,
        name: item.name,
        consent: agreed ? ('subscribed' as const) : item.consent,
        optInAt: item.optInAt,
        words: agreed
          ? attestedConsentWords(claimed.file_name, day)
          : importConsentWords(platform, day, item.optInAt !== null),
        tagIds: idsOf([...item.tags, ...everyoneTags]),
        customer: offers.size > 0,
        offers,
      }
    }

    let batch = emptyBatch()
    let skipped = 0
    let refreshAt = IMPORT_BATCH_ROWS
    const flush = async () => {
      if (!batch.items) return
      result = await writeBatch(payload, claimed, batch, sequence, result)
      processed += batch.items
      batch = emptyBatch()
      if (processed >= refreshAt) {
        await refreshStatistics(payload)
        refreshAt = processed * 2
      }
    }
    const rows = readImportRows(storedFile(payload, claimed.id), claimed.mapping, {
      platform: claimed.platform,
      ...(claimed.options?.fileStatus ? { fileStatus: claimed.options.fileStatus } : {}),
    })
    for await (const item of rows) {
      // Rows a previous run wrote already (they are the file's first processed_rows items).
      if (skipped < claimed.processed_rows) {
        skipped += 1
        if (item.kind === 'row') seen.add(item.row.email)
        continue
      }
      batch.items += 1
      if (item.kind === 'problem') batch.problems.push(item.problem)
      else {
        const person = toPerson(item.row)
        const same = batch.people.get(person.email)
        if (seen.has(person.email) && !same) batch.duplicates += 1
        if (same) {
          // Another row of hers (Kajabi writes one per offer): her tags and courses add up.
          batch.duplicates += 1
          same.tagIds = [...new Set([...same.tagIds, ...person.tagIds])]
          for (const offer of person.offers) same.offers.add(offer)
          same.customer = same.offers.size > 0
          same.name ??= person.name
        } else batch.people.set(person.email, person)
        seen.add(person.email)
      }
      if (batch.items >= IMPORT_BATCH_ROWS) {
        await flush()
        if (Date.now() - began > RUN_MILLISECONDS) {
          await writeAsSystem(
            'importPeople',
            payload,
            sql`update imports set status = 'queued', updated_at = now() where id = ${claimed.id}`,
          )
          await queueImportRun(req, claimed.id)
          return { outcome: 'continuing', processed }
        }
      }
    }
    await flush()
    await writeAsSystem(
      'importPeople',
      payload,
      sql`update imports set status = 'done', finished_at = now(), updated_at = now(),
            result = ${JSON.stringify(result)}::jsonb
          where id = ${claimed.id}`,
    )
    // The file holds people's data the site does not need once they are imported.
    await writeAsSystem(
      'importPeople',
      payload,
      sql`delete from import_files where import_id = ${claimed.id}`,
    )
    return { outcome: 'finished', processed }
  } catch (error) {
    payload.logger.error(`[import ${claimed.id}] ${(error as Error).message}`)
    await writeAsSystem(
      'importPeople',
      payload,
      sql`update imports set status = 'failed', updated_at = now(),
            error = ${`The import stopped after ${claimed.processed_rows + processed} rows: ${(error as Error).message}`}
          where id = ${claimed.id}`,
    )
    return { outcome: 'finished', processed }
  }
}

/**
 * Housekeeping's part: an import whose run died (no heartbeat for STALE_MINUTES) is queued again;
 * it resumes after the last batch it wrote.
 */
export async function resumeStalledImports(req: PayloadRequest): Promise<number> {
  const stalled = await writeAsSystem<{ id: number }>(
    'housekeeping',
    req.payload,
    sql`update imports set status = 'queued', updated_at = now()
         where status = 'running' and updated_at < now() - make_interval(mins => ${STALE_MINUTES})
     returning id`,
  )
  for (const { id } of stalled) await queueImportRun(req, Number(id))
  return stalled.length
}
