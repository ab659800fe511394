import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import type { EmailTemplate } from '@/payload-types'
import { richText } from '@/seed/richText'

import { isSystemTemplateKey, originalTextOf } from '../templates'
import { latestDraftOf } from './previewTemplate'

const NO_ORIGINAL =
  'Only the e-mails your site sends by itself have an original text to go back to.'

/**
 * "Reset to original text": a system e-mail's subject, words and button as the site first had
 * them, saved as a draft. Nobody receives them until she publishes, so she can preview and test
 * them first, as any edit.
 */
export async function resetTemplate(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<{ id: number; subject: string }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const doc = await latestDraftOf(req, id)
    if (!isSystemTemplateKey(doc.key)) throw new AppError('bad_request', NO_ORIGINAL)
    const original = originalTextOf(doc.key)
    const saved = await req.payload.update({
      collection: 'email-templates',
      id,
      data: {
        subject: original.subject,
        body: richText(original.paragraphs) as EmailTemplate['body'],
        buttonLabel: original.buttonLabel,
        buttonUrl: original.buttonUrl,
        _status: 'draft',
      },
      draft: true,
      depth: 0,
      overrideAccess: false,
      req,
    })
    return { id: saved.id, subject: saved.subject }
  })
}
