import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { DEFAULT_PARTICIPANT_NAME } from '@/workshops/constants'
import { demoConfirmSchema, workshopRegistrationSchema } from '@/workshops/schema'

const parse = (body: unknown) => z.safeParse(workshopRegistrationSchema, body)
const firstMessage = (body: unknown) => parse(body).error?.issues[0]?.message

describe('workshop registration body (spec §5, without losing the registrant)', () => {
  it('keeps a given name and normalises the e-mail', () => {
    expect(parse({ name: '  Ada  ', email: ' Ada@Example.COM ' }).data).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    })
  })

  it('sends a missing, blank or null name as "VIP Member"', () => {
    for (const name of [undefined, '', '   ', null]) {
      expect(parse({ name, email: 'vip@example.com' }).data?.name).toBe(DEFAULT_PARTICIPANT_NAME)
    }
    expect(DEFAULT_PARTICIPANT_NAME).toBe('VIP Member')
  })

  it('refuses a missing or blank e-mail instead of inventing a placeholder', () => {
    expect(firstMessage({ name: 'Ada' })).toBe('Email is required')
    expect(firstMessage({ name: 'Ada', email: '   ' })).toBe('Email is required')
  })

  it('refuses an invalid or overlong e-mail and an overlong name', () => {
    expect(firstMessage({ email: 'ada-at-example.com' })).toBe('Please enter a valid email address')
    expect(firstMessage({ email: `${'a'.repeat(250)}@example.com` })).toBe('Email is too long')
    expect(firstMessage({ name: 'x'.repeat(101), email: 'ada@example.com' })).toBe(
      'Name is too long',
    )
    expect(firstMessage({ name: 42, email: 'ada@example.com' })).toBe('Name must be text')
  })
})

describe('test checkout confirmation body', () => {
  it('accepts only our demo session ids', () => {
    expect(z.safeParse(demoConfirmSchema, { sessionId: `demo_cs_${'a'.repeat(32)}` }).success).toBe(
      true,
    )
    for (const sessionId of ['cs_test_123', 'demo_cs_short', "demo_cs_' or 1=1 --aaaaaaaaaa", 7]) {
      expect(z.safeParse(demoConfirmSchema, { sessionId }).success).toBe(false)
    }
  })
})
