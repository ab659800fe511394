import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'

import { leadSchema, namedLeadSchema, waitlistSchema } from '@/contacts/schema'

const firstMessage = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues[0]?.message

describe('leadSchema', () => {
  it('normalises the e-mail and defaults the source to meditation-download', () => {
    expect(z.parse(leadSchema, { email: '  Ana@Example.COM ', name: ' Ana ' })).toEqual({
      email: 'ana@example.com',
      name: 'Ana',
      source: 'meditation-download',
    })
    expect(z.parse(leadSchema, { email: 'a@b.co', name: '' }).name).toBeUndefined()
  })
  it('accepts the quiz payload with its answers', () => {
    const quiz = z.parse(leadSchema, {
      email: 'a@b.co',
      name: 'A',
      source: 'quiz_rebel',
      quizResult: 'rebel',
      quizAnswers: JSON.stringify({ q1: 'a', q2: 'c' }),
    })
    expect(quiz).toMatchObject({ source: 'quiz_rebel', quizResult: 'rebel' })
  })
  it('explains what is wrong', () => {
    expect(firstMessage(leadSchema, {})).toBe('Email is required')
    expect(firstMessage(leadSchema, { email: 'nope' })).toBe('Please enter a valid email address')
    expect(firstMessage(leadSchema, { email: `${'a'.repeat(250)}@b.com` })).toBe(
      'Email is too long',
    )
    expect(firstMessage(leadSchema, { email: 'a@b.co', name: 'x'.repeat(101) })).toBe(
      'Name is too long',
    )
    expect(firstMessage(leadSchema, { email: 'a@b.co', quizResult: 'wizard' })).toBe(
      'Unknown quiz result',
    )
    expect(firstMessage(leadSchema, { email: 'a@b.co', quizAnswers: '[1]' })).toBe(
      'Quiz answers must be a JSON object of question id to answer',
    )
    expect(firstMessage(leadSchema, { email: 'a@b.co', source: 'DROP TABLE' })).toBe(
      'Source may only use lowercase letters, digits, - and _',
    )
    expect(firstMessage(namedLeadSchema, { email: 'a@b.co', name: '  ' })).toBe('Name is required')
  })
})

describe('waitlistSchema', () => {
  it('defaults the program and accepts an empty "how did you find us"', () => {
    expect(z.parse(waitlistSchema, { name: 'Jo', email: 'JO@b.co', source: '' })).toEqual({
      name: 'Jo',
      email: 'jo@b.co',
      program: 'radiant-alchemy',
    })
  })
  it('only takes a source from the list', () => {
    expect(firstMessage(waitlistSchema, { name: 'Jo', email: 'jo@b.co', source: 'tiktok' })).toBe(
      'Please choose how you found us from the list',
    )
    expect(firstMessage(waitlistSchema, { name: '', email: 'jo@b.co' })).toBe('Name is required')
  })
})
