import { createReadStream } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  detectPlatform,
  type ImportItem,
  PROBLEM_COLUMN,
  problemsToCsv,
  readImportHeaders,
  readImportRows,
  type RowProblem,
} from '@/imports'

/*
 * The rows that could not be imported go back to her as a CSV: her columns and why, quoted so a
 * spreadsheet reads each cell whole, and never run as a formula.
 */

const problem = (
  raw: string[],
  reason = 'There is no e-mail address in this row.',
): RowProblem => ({
  line: 2,
  kind: 'no_email',
  reason,
  raw,
})

async function collect(items: AsyncIterable<ImportItem>) {
  const all: ImportItem[] = []
  for await (const item of items) all.push(item)
  return all
}

describe('the problems CSV', () => {
  it('quotes cells with commas, quotes and line breaks, and neutralises formulas', () => {
    const csv = problemsToCsv(
      [
        problem(['=HYPERLINK("http://example.com","Win")', 'Ana, "Annie"', 'two\nlines']),
        problem(['+1 555 0100', '-5', '@SUM(A1:A2)']),
        problem(['\tcmd', '\r=1+1', 'safe = text']),
      ],
      ['Email', 'Name', 'Notes'],
    )
    expect(csv).toBe(
      '\uFEFFEmail,Name,Notes,Why it was not imported\r\n' +
        `"'=HYPERLINK(""http://example.com"",""Win"")","Ana, ""Annie""","two\nlines",There is no e-mail address in this row.\r\n` +
        "'+1 555 0100,'-5,'@SUM(A1:A2),There is no e-mail address in this row.\r\n" +
        `'\tcmd,"'\r=1+1",safe = text,There is no e-mail address in this row.\r\n`,
    )
  })

  it('keeps the reason in its column for a row shorter or longer than the header', () => {
    const reason =
      'This row has 1 cells where the header has 3, so its cells cannot be matched to their columns.'
    expect(
      problemsToCsv(
        [
          problem(['ana@example.com'], reason),
          problem(['a', 'b', 'c', 'extra'], 'Too many.'),
          problem([], 'Unreadable.'),
        ],
        ['Email', 'Name', '=Notes'],
      ),
    ).toBe(
      "\uFEFFEmail,Name,'=Notes,Why it was not imported\r\n" +
        `ana@example.com,,,"${reason.replace(/"/g, '""')}"\r\n` +
        'a,b,c,Too many.,extra\r\n' +
        ',,,Unreadable.\r\n',
    )
  })

  it("a fixture's problems, imported again after she fixes nothing, are the same problems", async () => {
    const file = path.resolve(__dirname, '../support/exports/kit-subscribers.csv')
    const headers = await readImportHeaders(createReadStream(file))
    const { platform, mapping } = detectPlatform(headers)
    const problems = (await collect(readImportRows(createReadStream(file), mapping, { platform })))
      .filter((item) => item.kind === 'problem')
      .map((item) => item.problem)
    expect(problems).toHaveLength(2)

    const csv = problemsToCsv(problems, headers)
    const again = detectPlatform(await readImportHeaders(csv))
    expect(again).toEqual({ platform: 'kit', mapping: { ...mapping, [PROBLEM_COLUMN]: 'ignore' } })
    const reread = await collect(readImportRows(csv, again.mapping, { platform: again.platform }))
    expect(reread).toEqual([
      {
        kind: 'problem',
        problem: { ...problems[0]!, line: 2, raw: [...problems[0]!.raw, problems[0]!.reason] },
      },
      {
        kind: 'problem',
        problem: { ...problems[1]!, line: 3, raw: [...problems[1]!.raw, problems[1]!.reason] },
      },
    ])
  })
})
