import { csvFileName } from '@/utilities/csv'
import { NO_STORE } from './noStore'

/** A CSV download: dated file name, never cached, never sniffed as anything else. */
export const csvResponse = (stream: ReadableStream<Uint8Array>, name: string) =>
  new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(name)}"`,
      ...NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  })
