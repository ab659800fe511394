import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { detectPlatform, readImportRows, summarisePreview } from '@/imports'

/*
 * An export of 50,000 people is read as it streams: memory holds a chunk and its rows, never the
 * file. Each row carries 2 KB of notes (a long Mailchimp NOTES cell), so the file is about 100 MB
 * and an implementation that kept the file or its rows would need more heap than allowed here.
 */

const ROWS = 50_000
const HEADER = [
  'Email Address',
  'First Name',
  'Last Name',
  'OPTIN_TIME',
  'CONFIRM_TIME',
  'LEID',
  'NOTES',
  'TAGS',
]

function* exportLines(): Generator<string> {
  yield `${HEADER.map((name) => (name.includes(' ') ? `"${name}"` : name)).join(',')}\n`
  const notes = 'Came to the spring retreat and asked about one-to-one sessions. '.repeat(32)
  for (let index = 0; index < ROWS; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0')
    yield (
      `person${index}@example.com,Person,"Number ${index}","2023-04-${day} 10:00:00",` +
      `"2023-04-${day} 10:05:00",${100_000 + index},"${notes}${index}","""Tag ${index % 40}"""\n`
    )
  }
}

describe('reading a large export', () => {
  it(`reads ${ROWS.toLocaleString('en')} rows in under 10 s with the heap growing under 100 MB`, async () => {
    const { platform, mapping } = detectPlatform(HEADER)
    expect(platform).toBe('mailchimp')
    globalThis.gc?.()
    const before = process.memoryUsage().heapUsed
    let peak = before
    const started = performance.now()

    async function* sampled() {
      let count = 0
      for await (const item of readImportRows(Readable.from(exportLines()), mapping, {
        platform,
      })) {
        count += 1
        if (count % 500 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed)
        yield item
      }
    }
    const preview = await summarisePreview(sampled(), {
      existingEmails: new Set(['person7@example.com']),
      existingTags: new Set(['tag 1']),
      suppressedEmails: new Set(['person8@example.com']),
    })

    const seconds = (performance.now() - started) / 1000
    const growthMb = (peak - before) / 1024 / 1024
    expect(preview).toMatchObject({
      total: ROWS,
      newPeople: ROWS - 1,
      updates: 1,
      invalid: 0,
      suppressed: 1,
      subscribedNew: ROWS - 2,
    })
    expect(preview.tagsToCreate).toHaveLength(39)
    expect(seconds).toBeLessThan(10)
    expect(growthMb).toBeLessThan(100)
  }, 30_000)
})
