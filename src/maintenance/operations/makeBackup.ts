import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import { ownerAddresses, queueEmail } from '@/jobs/queueEmail'
import { makeNightlyBackup } from '@/maintenance/backup/nightly'

export type MakeBackupResult = {
  status: 'succeeded' | 'failed'
  fileName: string | null
  bytes: number
  deleted: number
  error: string | null
}

/**
 * The nightly backup: made, recorded in Backups (succeeded or failed, never lost with a rolled
 * back transaction, since a failure is an answer, not a throw), and a failure e-mailed to her,
 * because a backup nobody hears has stopped is the one that is missing on the day it is needed.
 */
export async function makeBackup(req: PayloadRequest): Promise<MakeBackupResult> {
  const { payload } = req
  const started = Date.now()
  try {
    const made = await makeNightlyBackup()
    await payload.create({
      collection: 'backups',
      data: {
        status: 'succeeded',
        fileName: made.fileName,
        location: made.location,
        bytes: made.bytes,
        durationMs: Date.now() - started,
      },
      req,
      ...asSystem('housekeeping'),
    })
    return { status: 'succeeded', ...made, error: null }
  } catch (error) {
    const message = (error as Error).message || String(error)
    await payload.create({
      collection: 'backups',
      data: { status: 'failed', error: message, durationMs: Date.now() - started },
      req,
      ...asSystem('housekeeping'),
    })
    for (const to of await ownerAddresses(payload, req)) {
      await queueEmail(
        payload,
        {
          to,
          subject: 'Last night’s backup of your site failed',
          text:
            `The server could not make last night’s backup of your site (your database and ` +
            `files). Older backups are kept as they were.\n\nWhat went wrong: ${message}\n\n` +
            `Please forward this e-mail to whoever hosts your site; it tries again tomorrow night.`,
        },
        req,
      )
    }
    return { status: 'failed', fileName: null, bytes: 0, deleted: 0, error: message }
  }
}
