import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { inOperation } from '@/core/operation'
import { queueEmail } from '@/jobs/queueEmail'

import { renderDraft } from './previewTemplate'

/** How a test of a template is marked in the e-mail log: no figure counts it. */
const TEMPLATE_TEST = 'template-test'

/**
 * "Send me a test": the template's latest draft, as the preview shows it (the sample woman or the
 * person she picked), to the owner's own address only, its subject marked "[Test]". It goes
 * through the e-mail queue and log like every message, marked as a test; published words and
 * real people are untouched.
 */
export async function sendTemplateTest(
  req: PayloadRequest,
  input: { id: number; contactId?: number },
): Promise<{ to: string }> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const { composed } = await renderDraft(req, input)
    await queueEmail(
      req.payload,
      {
        to: owner.email,
        subject: `[Test] ${composed.subject}`,
        text: composed.text,
        html: composed.html,
        template: TEMPLATE_TEST,
      },
      req,
    )
    return { to: owner.email }
  })
}
