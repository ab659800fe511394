import { describe, expect, it } from 'vitest'

import { contactMessageSchema } from '@/contacts/messageSchema'

const messages = (input: unknown) =>
  contactMessageSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(
      contactMessageSchema.parse({ name: ' Dana ', email: ' dana@example.com ', message: ' Hi ' }),
    ).toEqual({ name: 'Dana', email: 'dana@example.com', message: 'Hi' })
  })
  it('names each problem in words a person can act on', () => {
    expect(messages({ name: '', email: '', message: '' })).toEqual([
      'Name is required',
      'Email is required',
      'Message is required',
    ])
    expect(messages({ name: 'x'.repeat(101), email: 'a@b.co', message: 'Hi' })).toEqual([
      'Name is too long',
    ])
    expect(messages({ name: 'Dana', email: 'not-an-address', message: 'Hi' })).toEqual([
      'Please enter a valid email address',
    ])
    expect(messages({ name: 'Dana', email: `${'a'.repeat(250)}@b.com`, message: 'Hi' })).toContain(
      'Email is too long',
    )
  })
})
