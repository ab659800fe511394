import type { PayloadRequest } from 'payload'

import { sql } from '@payloadcms/db-postgres'

import { businessEventRecord } from '@/analytics/count'
import { storedEventCte } from '@/analytics/store'
import { inOperation } from '@/core/operation'
import { welcomeAfterSignUp, welcomeClaimable, welcomeSignUpSql } from '@/email/welcome'
import type { WaitlistInput } from '@/contacts/schema'
import type { WaitlistEntry } from '@/payload-types'

import { CONTACT_SOURCES } from '../constants'
import { signUpConsent } from '../consent'
import { refreshOrCreateSignUp } from '../signUpRow'

/**
 * POST /api/waitlist: one entry per e-mail and program, refreshed on a repeat, her contact
 * records the program, and the confirmation is queued once (src/email/welcome.ts). Her contact,
 * the entry, its welcome stamp, her sequences and the counted event are one statement (signUpRow).
 */
export async function joinWaitlist(
  req: PayloadRequest,
  input: WaitlistInput,
): Promise<{ entry: WaitlistEntry; created: boolean; welcomed: boolean }> {
  return inOperation(req, async (req) => {
    const welcome = { kind: 'waitlist', program: input.program } as const
    const source = CONTACT_SOURCES.waitlist(input.program)
    const event = await businessEventRecord(req, 'lead', { props: { source } })
    const welcomeSql = welcomeSignUpSql(welcome)
    const signedUp = await refreshOrCreateSignUp<WaitlistEntry>(req, {
      table: 'waitlist_entries',
      email: input.email,
      contactSource: source,
      name: input.name,
      key: { program: input.program },
      create: { status: 'active' },
      refresh: { name: input.name, source: input.source },
      claimable: welcomeClaimable(welcome, input.email),
      consent: await signUpConsent(req, source),
      also: {
        ctes: [...welcomeSql.ctes, storedEventCte(event, sql`(select id from contact)`)],
        columns: [...welcomeSql.columns, sql`(select stored from counted) as counted`],
      },
    })
    const { row: entry, created, claimed, contact } = signedUp
    const welcomed = await welcomeAfterSignUp(req, {
      contact,
      claimed,
      welcomeScheduled: Boolean(signedUp.also.welcome_scheduled),
      welcome: { ...welcome, to: entry.email, name: entry.name },
    })
    return { entry, created, welcomed }
  })
}
