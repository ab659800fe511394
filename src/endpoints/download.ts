import { catalogue } from '@/catalogue'
import type { DownloadedFile } from '@/commerce/operations/downloadFile'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'

/** The file as itself, never cached by a shared cache (it is someone's purchase). */
const fileResponse = ({ name, contentType, bytes }: DownloadedFile) =>
  new Response(bytes, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `inline; filename="${name.replace(/[^\w.-]+/g, '-')}"`,
      'Cache-Control': 'private, no-store',
    },
  })

/**
 * GET /api/download/emotional-power-ebook.pdf?email=<address> (and the integration guide;
 * &course=<short name> for a course other than the main one): the file, for a signed-in buyer of
 * the course only (downloadFile).
 */
export const downloadEndpoint = operationEndpoint(catalogue.downloadFile, ROUTES.downloadFile, {
  input: (req) => ({
    file: String(req.routeParams?.file ?? ''),
    email: req.searchParams.get('email') ?? undefined,
    course: req.searchParams.get('course') ?? undefined,
  }),
  respond: fileResponse,
})

/**
 * GET /api/download/lesson/<lesson web address>/<file | 1, 2 …>: a lesson's file or download,
 * for whoever the lesson is open to (downloadLessonFile).
 */
export const lessonDownloadEndpoint = operationEndpoint(
  catalogue.downloadLessonFile,
  ROUTES.downloadLessonFile,
  {
    input: (req) => ({
      lesson: String(req.routeParams?.lesson ?? ''),
      item: String(req.routeParams?.item ?? ''),
    }),
    respond: fileResponse,
  },
)
