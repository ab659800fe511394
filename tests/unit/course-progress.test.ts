import { describe, expect, it } from 'vitest'

import type { CourseModule } from '@/commerce/api'
import { modulePercent, neighbours, overallPercent } from '@/courses/progress'

const courseModule = (id: string, locked = false): CourseModule => ({
  id,
  title: id,
  description: '',
  duration: '10 min',
  type: locked ? 'addon' : 'main',
  order: 0,
  locked,
})

describe('course completion (spec §9)', () => {
  const modules = [courseModule('m1'), courseModule('m2'), courseModule('bonus', true)]

  it('is the average of the modules she can open; locked ones do not count', () => {
    const progress = { completed: ['m1'], progress: { m2: 50, bonus: 100 } }
    expect(overallPercent(modules, progress)).toBe(75)
  })

  it('a completed module counts in full; recorded values are clamped and rounded', () => {
    expect(modulePercent({ completed: ['m1'], progress: { m1: 10 } }, 'm1')).toBe(100)
    expect(modulePercent({ completed: [], progress: { m1: 140 } }, 'm1')).toBe(100)
    expect(modulePercent({ completed: [], progress: { m1: 33.4 } }, 'm1')).toBe(33)
    expect(overallPercent([courseModule('x', true)], { completed: [], progress: {} })).toBe(0)
  })

  it('a locked neighbour is not offered', () => {
    expect(neighbours(modules, 'm2')).toEqual({ previous: modules[0], next: null })
  })
})
