import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { AppError } from '@/core/errors'
import { ROUTES } from '@/core/routes'
import { MAX_IMPORT_BYTES } from '@/imports/constants'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { csvResponse } from '@/endpoints/utilities/csvResponse'

/**
 * The file as the browser sends it: the CSV itself as the body (text/csv, so it is not doubled by
 * JSON escaping), its name in the address. The server in front lets the owner send up to
 * MAX_IMPORT_BYTES here (server/request-guard.mjs).
 */
async function readCsvBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^(text\/(csv|plain)|application\/(vnd\.ms-excel|octet-stream))(;|$)/i.test(type)) {
    throw new AppError('unsupported_media_type', 'Send the file as CSV (Content-Type: text/csv).')
  }
  const content = (await req.text?.()) ?? ''
  if (Buffer.byteLength(content) > MAX_IMPORT_BYTES) {
    throw new AppError(
      'payload_too_large',
      `The file is too large: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
    )
  }
  return { fileName: req.searchParams.get('fileName') ?? '', content }
}

const textStream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  })

/** The Import screens' calls (the owner's only: 401 signed out, 403 for a buyer). */
export const importEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.uploadImport, ROUTES.uploadImport, {
    readBody: readCsvBody,
    headers: NO_STORE,
  }),
  operationEndpoint(catalogue.listImports, ROUTES.listImports, { headers: NO_STORE }),
  operationEndpoint(catalogue.getImport, ROUTES.getImport, { headers: NO_STORE }),
  operationEndpoint(catalogue.checkImport, ROUTES.checkImport, { headers: NO_STORE }),
  operationEndpoint(catalogue.startImport, ROUTES.startImport, { headers: NO_STORE }),
  operationEndpoint(catalogue.exportImportProblems, ROUTES.exportImportProblems, {
    respond: ({ csv }) => csvResponse(textStream(csv), 'not-imported'),
  }),
]
