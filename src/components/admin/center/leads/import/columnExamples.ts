/** The start of the file read for examples: the first rows of any export fit in it. */
const EXAMPLE_BYTES = 256 * 1024
/** Rows looked at for a column's examples (a column empty in its first rows may have some later). */
const EXAMPLE_ROWS = 50
const EXAMPLES_PER_COLUMN = 2

/**
 * The separator of a file, told from its header line as the server tells it (src/imports/read.ts):
 * a comma, unless semicolons or tabs outnumber commas outside quotes.
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

/**
 * The first records of a CSV text: quoted cells may hold separators, line breaks and doubled
 * quotes; CRLF and LF both end a record; empty lines are skipped. A record the text cuts short
 * (`complete` false: only the start of the file was read) is left out.
 */
function firstRecords(text: string, delimiter: string, limit: number, complete: boolean) {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  const endRecord = () => {
    record.push(cell)
    if (record.length > 1 || record[0] !== '') records.push(record)
    record = []
    cell = ''
  }
  for (let index = 0; index < text.length && records.length < limit; index += 1) {
    const character = text[index]!
    if (quoted) {
      if (character !== '"') cell += character
      else if (text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else quoted = false
    } else if (character === '"') quoted = true
    else if (character === delimiter) {
      record.push(cell)
      cell = ''
    } else if (character === '\n') endRecord()
    else if (character !== '\r') cell += character
  }
  if (complete && records.length < limit && (cell !== '' || record.length > 0)) endRecord()
  return records
}

/**
 * A few values of each column, from the first rows of the file she chose, to show beside each
 * column while she says what it holds. Read in the browser from the start of the file only;
 * keyed by the header as the server names it (trimmed, without a byte-order mark).
 */
export async function readColumnExamples(file: Blob): Promise<Record<string, string[]>> {
  const complete = file.size <= EXAMPLE_BYTES
  const text = (await file.slice(0, EXAMPLE_BYTES).text()).replace(/^\uFEFF/, '')
  const [headers, ...rows] = firstRecords(
    text,
    delimiterOf(text.split('\n', 1)[0] ?? ''),
    EXAMPLE_ROWS + 1,
    complete,
  )
  if (!headers) return {}
  const examples: Record<string, string[]> = {}
  headers.forEach((header, column) => {
    const values: string[] = []
    for (const row of rows) {
      const value = row[column]?.trim()
      if (value && !values.includes(value)) values.push(value)
      if (values.length === EXAMPLES_PER_COLUMN) break
    }
    examples[header.trim()] = values
  })
  return examples
}
