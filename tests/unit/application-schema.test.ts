import * as z from 'zod/mini'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  APPLICATION_QUESTIONS,
  APPLICATION_STEPS,
  applicationSchema,
  type ApplicationValues,
  emptyApplication,
  fieldError,
  isStepValid,
  STEP_COUNT,
} from '@/applications/schema'
import { scheduleBursts } from '@/components/apply/confetti'
import { clearDraft, hasDraft, readDraft, saveDraft } from '@/components/apply/draft'

const answers = {
  experience: 'Years of yoga, some breathwork.',
  whatDrawsYou: 'Your work on the good girl.',
  hopeToExplore: 'Pleasure without apology.',
  challenges: 'I freeze when I want something.',
  support: 'Steady, warm accountability.',
  longToExperience: 'Feeling at home in my body.',
  afraidToExpress: 'Anger, and desire.',
  desireFromGuide: 'Honesty and patience with me.',
}
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', ...answers }

const firstMessage = (input: unknown) =>
  z.safeParse(applicationSchema, input).error?.issues[0]?.message

describe('applicationSchema', () => {
  it('accepts a full application, trims it, lowercases the e-mail and drops a blank phone', () => {
    const parsed = z.parse(applicationSchema, {
      ...valid,
      name: '  Ada Lovelace ',
      email: ' Ada@Example.COM ',
      phone: '   ',
      experience: `  ${answers.experience}\n`,
    })
    expect(parsed).toEqual({ ...valid, phone: undefined })
    expect(z.parse(applicationSchema, { ...valid, phone: ' +1 555 0100 ' }).phone).toBe(
      '+1 555 0100',
    )
    expect(z.parse(applicationSchema, { ...valid, phone: null }).phone).toBeUndefined()
  })

  it('gives §5’s messages for the name and e-mail', () => {
    expect(firstMessage({ ...valid, name: undefined })).toBe('Name is required')
    expect(firstMessage({ ...valid, name: '   ' })).toBe('Name is required')
    expect(firstMessage({ ...valid, name: 'x'.repeat(100) })).toBeUndefined()
    expect(firstMessage({ ...valid, name: 'x'.repeat(101) })).toBe('Name is too long')
    expect(firstMessage({ ...valid, email: '' })).toBe('Email is required')
    expect(firstMessage({ ...valid, email: 'ada-at-example.com' })).toBe(
      'Please enter a valid email address',
    )
    expect(firstMessage({ ...valid, email: `${'a'.repeat(250)}@b.com` })).toBe('Email is too long')
    expect(firstMessage({ ...valid, phone: '1'.repeat(31) })).toBe('Phone number is too long')
  })

  it('asks the eight questions in the spec’s order', () => {
    expect(APPLICATION_QUESTIONS.map(({ name }) => name)).toEqual([
      'experience',
      'whatDrawsYou',
      'hopeToExplore',
      'challenges',
      'support',
      'longToExperience',
      'afraidToExpress',
      'desireFromGuide',
    ])
  })

  it('needs ten non-blank characters per answer, with each question’s own message', () => {
    expect(fieldError('experience', 'too short')).toBe(
      'Please provide at least a brief description (10+ characters)',
    )
    const messages = new Set<string>()
    for (const { name } of APPLICATION_QUESTIONS) {
      const missing = firstMessage({ ...valid, [name]: undefined })
      expect(missing, name).toMatch(/\(10\+ characters\)$/)
      messages.add(missing!)
      expect(firstMessage({ ...valid, [name]: '123456789' }), name).toBe(missing)
      expect(firstMessage({ ...valid, [name]: `   123456789 \n\n  ` }), name).toBe(missing)
      expect(firstMessage({ ...valid, [name]: '1234567890' }), name).toBeUndefined()
      expect(firstMessage({ ...valid, [name]: 'x'.repeat(5001) }), name).toMatch(/too long|under/)
    }
    expect(messages.size).toBe(8)
  })

  it('refuses what is not text', () => {
    expect(firstMessage({ ...valid, experience: 12345678901 })).toBe(
      'Please provide at least a brief description (10+ characters)',
    )
    expect(firstMessage({ ...valid, name: ['Ada'] })).toBe('Name is required')
  })
})

describe('steps', () => {
  const values = (overrides: Partial<ApplicationValues>) => ({
    ...emptyApplication(),
    ...overrides,
  })

  it('has nine: the basic information, then one question each', () => {
    expect(STEP_COUNT).toBe(9)
    expect(APPLICATION_STEPS[0]).toEqual(['name', 'email', 'phone'])
    expect(APPLICATION_STEPS.slice(1).map(([field]) => field)).toEqual(
      APPLICATION_QUESTIONS.map(({ name }) => name),
    )
  })

  it('lets her on from step 1 with a name and an e-mail, the phone being optional', () => {
    expect(isStepValid(1, values({}))).toBe(false)
    expect(isStepValid(1, values({ name: 'Ada' }))).toBe(false)
    expect(isStepValid(1, values({ name: '  ', email: 'ada@example.com' }))).toBe(false)
    expect(isStepValid(1, values({ name: 'Ada', email: 'ada@' }))).toBe(false)
    expect(isStepValid(1, values({ name: 'Ada', email: 'ada@example.com' }))).toBe(true)
    expect(isStepValid(1, values({ name: 'Ada', email: 'ada@example.com', phone: '555' }))).toBe(
      true,
    )
  })

  it('lets her on from a question with ten characters after trimming', () => {
    expect(isStepValid(2, values({ experience: ' 123456789 ' }))).toBe(false)
    expect(isStepValid(2, values({ experience: '1234567890' }))).toBe(true)
    expect(isStepValid(9, values({ desireFromGuide: '1234567890' }))).toBe(true)
    expect(isStepValid(9, values({ experience: '1234567890' }))).toBe(false)
    expect(isStepValid(10, values(valid))).toBe(false)
  })
})

describe('draft', () => {
  beforeEach(() => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('comes back as saved, until cleared', () => {
    const saved = { ...emptyApplication(), ...valid }
    saveDraft({ values: saved, step: 5 })
    expect(hasDraft()).toBe(true)
    expect(readDraft(isStepValid)).toEqual({ values: saved, step: 5 })
    clearDraft()
    expect(hasDraft()).toBe(false)
    expect(readDraft(isStepValid)).toBeNull()
  })

  it('resumes on the first step that is not done yet, and ignores what it cannot read', () => {
    saveDraft({ values: { ...emptyApplication(), name: 'Ada', email: 'ada@example.com' }, step: 7 })
    expect(readDraft(isStepValid)?.step).toBe(2)
    localStorage.setItem('mentorship-application-draft', '{"values":{"name":42},"step":"x"}')
    expect(readDraft(isStepValid)).toEqual({ values: emptyApplication(), step: 1 })
    localStorage.setItem('mentorship-application-draft', '{not json')
    expect(readDraft(isStepValid)).toBeNull()
  })
})

describe('confetti', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('bursts 150, 150 and 200 particles at 100, 300 and 600 ms', () => {
    const fired: { at: number; particleCount?: number }[] = []
    scheduleBursts((options) =>
      fired.push({ at: Date.now(), particleCount: options.particleCount }),
    )
    const start = Date.now()
    vi.advanceTimersByTime(99)
    expect(fired).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(fired.map(({ at, particleCount }) => [at - start, particleCount])).toEqual([
      [100, 150],
      [300, 150],
      [600, 200],
    ])
  })

  it('can be called off before the bursts', () => {
    const fire = vi.fn()
    const cancel = scheduleBursts(fire)
    vi.advanceTimersByTime(300)
    cancel()
    vi.advanceTimersByTime(1000)
    expect(fire).toHaveBeenCalledTimes(2)
  })
})
