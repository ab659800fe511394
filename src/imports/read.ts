import { pipeline, Readable } from 'node:stream'

import { type CsvError, type Info, parse } from 'csv-parse'

import { normaliseEmail } from '@/contacts/emailAddress'

import {
  consentWord,
  distinctNames,
  type ImportConsent,
  isEmailAddress,
  parseExportDate,
  splitNames,
  yesOrNo,
} from './cells'
import { type ImportField, normaliseHeader, type Platform } from './platforms'

/** What a file's rows are, for a product that writes one file per status (Mailchimp). */
export type FileStatus = 'subscribed' | 'unsubscribed' | 'cleaned'

/** One person as an export describes her, ready to be matched to a contact. */
export type ImportRow = {
  /** Her line in the file (the header is line 1; a cell with line breaks spans several). */
  line: number
  /** Trimmed and lower case, as the site stores addresses (normaliseEmail). */
  email: string
  /** Her full name, or her first and last names joined; null when the file has neither. */
  name: string | null
  /** Trimmed, each once whatever its case, in the file's order. */
  tags: string[]
  consent: ImportConsent
  /** When she said yes (ISO 8601), only when `consent` is 'subscribed' and the file says. */
  optInAt: string | null
  /** When she unsubscribed or her address was cleaned (ISO 8601), when the file says. */
  consentChangedAt: string | null
  /** The courses or offers she bought or was given, by the names the other product used. */
  products: string[]
}

/** Why a row cannot be imported: the kinds a screen may count or filter by. */
export type RowProblemKind = 'no_email' | 'invalid_email' | 'column_count' | 'unreadable'

/** A row that cannot be imported, kept so she can see it, fix it and bring it again. */
export type RowProblem = {
  line: number
  kind: RowProblemKind
  /** Why, in the owner's words. */
  reason: string
  /** The row's cells as the file has them (none for a part of the file that could not be read). */
  raw: string[]
}

export type ImportItem = { kind: 'row'; row: ImportRow } | { kind: 'problem'; problem: RowProblem }

export type ReadOptions = {
  platform: Platform
  /** Which of Mailchimp's files this is; by default told by its columns (UNSUB_TIME, CLEAN_TIME). */
  fileStatus?: FileStatus
}

type Input = NodeJS.ReadableStream | string

/** A record of the file: its cells and first line, or a part that could not be read. */
type FileRecord =
  { cells: string[]; line: number; unreadable?: undefined } | { unreadable: string; line: number }

/** A string given whole is handed to the parser a slice at a time, never split inside a letter. */
function* slicesOf(text: string, size = 1 << 20): Generator<string> {
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + size, text.length)
    const last = text.charCodeAt(end - 1)
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1
    yield text.slice(start, end)
    start = end
  }
}

async function* chunksOf(input: Input): AsyncGenerator<Buffer> {
  if (typeof input === 'string') {
    for (const slice of slicesOf(input)) yield Buffer.from(slice, 'utf8')
    return
  }
  for await (const chunk of input)
    yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk
}

/**
 * The separator of a file, from its header line: a comma, unless semicolons (a spreadsheet saved
 * in a language whose decimal mark is a comma) or tabs outnumber commas outside quotes.
 */
function delimiterOf(headerLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ])
  let quoted = false
  for (const character of headerLine) {
    if (character === '"') quoted = !quoted
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1)
  }
  let best = ','
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter
  return best
}

const lineBreaks = (cells: string[]) => {
  let count = 0
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) count += cell.match(/\r\n|\r|\n/g)!.length
  }
  return count
}

/**
 * The file's records, read as a stream (one chunk and the rows it completes in memory at a time):
 * csv-parse handles the byte-order mark, quoted cells with separators and line breaks, and CRLF or
 * LF endings. Line numbers are counted here from the cells (csv-parse counts a CRLF inside quotes
 * twice): each record's first line is the lines of the records and empty lines before it, plus 1.
 */
async function* fileRecords(input: Input): AsyncGenerator<FileRecord> {
  const source = chunksOf(input)
  const head: Buffer[] = []
  let headLength = 0
  let ended = false
  // Enough of the file to hold its header line, to choose the separator before parsing.
  for (;;) {
    const next = await source.next()
    if (next.done) {
      ended = true
      break
    }
    head.push(next.value)
    headLength += next.value.length
    if (next.value.includes(0x0a) || next.value.includes(0x0d) || headLength > 1 << 16) break
  }
  const start = Buffer.concat(head)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  const delimiter = delimiterOf(start.split(/\r\n|\r|\n/, 1)[0] ?? '')

  // A quotation mark never closed swallows the rest of the file; csv-parse reports it (rather
  // than throwing) and it becomes a problem after the records read before it.
  const skipped: { afterRecords: number; error: CsvError }[] = []
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  })
  parser.on('skip', (error: CsvError) => {
    skipped.push({ afterRecords: parser.info.records, error })
  })
  const replay = async function* () {
    yield* head
    if (!ended) yield* source
  }
  // pipeline, unlike pipe, passes a failing upload's error on to the loop below.
  pipeline(Readable.from(replay()), parser, () => {})

  let linesBefore = 0
  let records = 0
  const unreadable = (error: CsvError): FileRecord => ({
    unreadable: error.code,
    line: 1 + linesBefore + ((error as unknown as Partial<Info>).empty_lines ?? 0),
  })
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
    while (skipped.length > 0 && skipped[0]!.afterRecords <= records) {
      yield unreadable(skipped.shift()!.error)
    }
    const line = 1 + linesBefore + info.empty_lines
    linesBefore += 1 + lineBreaks(record)
    records += 1
    yield { cells: record, line }
  }
  for (const { error } of skipped) yield unreadable(error)
}

/**
 * The header row of an export, for detectPlatform: only the file's first record is read (a stream
 * is closed after it; open the file again to read its rows).
 */
export async function readImportHeaders(input: Input): Promise<string[]> {
  for await (const record of fileRecords(input)) {
    if (record.unreadable === undefined) return record.cells
  }
  return []
}

/** One column of the file, as the rows are read. */
type Column = {
  index: number
  field: ImportField
  /** A yes in it means no: "Unsubscribed", "Opted out". */
  saysNo: boolean
  /** It holds one name whole (Kajabi's "Offer Title"), however many commas the name has. */
  holdsOneName: boolean
}

function columnsOf(headers: string[], mapping: Record<string, ImportField>): Column[] {
  return headers.map((header, index) => {
    const name = normaliseHeader(header)
    return {
      index,
      field: mapping[header] ?? mapping[header.trim()] ?? 'ignore',
      saysNo: /unsub|opted out|opt out|optout|do not (e )?mail|no marketing/.test(name),
      holdsOneName: /^(offer|product|course|bundle)( (title|name))?$/.test(name),
    }
  })
}

/** From most to least cautious: when two columns disagree, the answer that protects her wins. */
const CAUTION: ImportConsent[] = [
  'complained',
  'bounced',
  'unsubscribed',
  'never_asked',
  'subscribed',
]

/**
 * Her consent, the way each product records it. Mailchimp: the file she is in (subscribed,
 * unsubscribed, or cleaned: bounced). Kit: her state. Kajabi: a subscribed/e-mail-marketing column
 * saying yes or no; without one she was never asked (buying is not agreeing). Teachable: an
 * "Unsubscribed" yes is a no; she said yes only where an opt-in column says so. Another
 * spreadsheet: its status words or yes/no columns. Nothing said: never asked.
 */
function consentOf(
  platform: Platform,
  fileStatus: FileStatus | undefined,
  said: { value: string; saysNo: boolean }[],
): ImportConsent {
  if (platform === 'mailchimp') {
    if (fileStatus === 'unsubscribed') return 'unsubscribed'
    return fileStatus === 'cleaned' ? 'bounced' : 'subscribed'
  }
  const answers: ImportConsent[] = []
  for (const { value, saysNo } of said) {
    const yes = yesOrNo(value)
    if (yes === null) {
      const word = consentWord(value)
      if (word) answers.push(word)
    } else if (saysNo) {
      if (yes) answers.push('unsubscribed')
    } else if (yes) {
      answers.push('subscribed')
    } else if (platform !== 'teachable') {
      answers.push('unsubscribed')
    }
  }
  return CAUTION.find((consent) => answers.includes(consent)) ?? 'never_asked'
}

const problem = (line: number, kind: RowProblem['kind'], reason: string, raw: string[]) => ({
  kind: 'problem' as const,
  problem: { line, kind, reason, raw },
})

/**
 * The people of an export, one item per row as the file is read (a stream, so a file of any
 * length takes the memory of a few rows): a row becomes a person with her consent, or a problem
 * saying why not (no address, an address that cannot be one, cells that do not match the header).
 * No row is dropped unsaid; only rows with every cell empty (a spreadsheet's trailing lines) are
 * passed over. Dates a product writes in a way not understood are null, never an error.
 *
 * Throws before the first row when no column is mapped to the e-mail address.
 */
export async function* readImportRows(
  input: Input,
  mapping: Record<string, ImportField>,
  options: ReadOptions,
): AsyncGenerator<ImportItem> {
  let columns: Column[] | null = null
  let fileStatus = options.fileStatus
  for await (const record of fileRecords(input)) {
    if (record.unreadable !== undefined) {
      yield problem(
        record.line,
        'unreadable',
        'A quotation mark opened on this line is never closed, so the file could not be read from here on.',
        [],
      )
      continue
    }
    const { cells, line } = record
    if (!columns) {
      columns = columnsOf(cells, mapping)
      if (!columns.some((column) => column.field === 'email')) {
        throw new Error('Choose the column that holds the e-mail address.')
      }
      const has = (field: ImportField) => columns!.some((column) => column.field === field)
      if (options.platform === 'mailchimp' && !fileStatus) {
        fileStatus = has('unsubscribedAt')
          ? 'unsubscribed'
          : has('cleanedAt')
            ? 'cleaned'
            : 'subscribed'
      }
      continue
    }
    if (cells.every((cell) => cell.trim() === '')) continue
    const extra = cells.slice(columns.length)
    if (cells.length < columns.length || extra.some((cell) => cell.trim() !== '')) {
      yield problem(
        line,
        'column_count',
        `This row has ${cells.length} cells where the header has ${columns.length}, so its cells cannot be matched to their columns.`,
        cells,
      )
      continue
    }
    const of = (field: ImportField) => columns!.filter((column) => column.field === field)
    const first = (field: ImportField) => {
      for (const column of of(field)) {
        const value = cells[column.index]!.trim()
        if (value) return value
      }
      return null
    }
    const written = first('email')
    if (!written) {
      yield problem(line, 'no_email', 'There is no e-mail address in this row.', cells)
      continue
    }
    const email = normaliseEmail(written)
    if (!isEmailAddress(email)) {
      yield problem(line, 'invalid_email', `“${written}” is not a valid e-mail address.`, cells)
      continue
    }
    const consent = consentOf(
      options.platform,
      fileStatus,
      of('status').map((column) => ({ value: cells[column.index]!, saysNo: column.saysNo })),
    )
    const dateOf = (field: ImportField) => parseExportDate(first(field) ?? undefined)
    const optInAt =
      consent === 'subscribed'
        ? (dateOf('confirmedAt') ??
          dateOf('optInAt') ??
          // Kit adds a subscriber when she subscribes: its created_at is the day she said yes.
          (options.platform === 'kit' ? dateOf('createdAt') : null))
        : null
    const consentChangedAt =
      consent === 'unsubscribed'
        ? dateOf('unsubscribedAt')
        : consent === 'bounced'
          ? dateOf('cleanedAt')
          : null
    const fullName =
      first('name') ?? ([first('firstName'), first('lastName')].filter(Boolean).join(' ') || null)
    const names = (field: 'tags' | 'products') =>
      distinctNames(
        of(field).flatMap((column) =>
          column.holdsOneName ? [cells[column.index]!] : splitNames(cells[column.index]),
        ),
      )
    yield {
      kind: 'row',
      row: {
        line,
        email,
        name: fullName,
        tags: names('tags'),
        consent,
        optInAt,
        consentChangedAt,
        products: names('products'),
      },
    }
  }
}
