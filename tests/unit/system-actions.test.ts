import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SRC, sources } from '../support/sources'

import { SYSTEM_ACTIONS } from '@/core/operation'

describe('writes that bypass access are named system actions', () => {
  const files = sources(SRC).map((file) => ({
    file: path.relative(SRC, file),
    text: readFileSync(file, 'utf8'),
  }))

  it('overrideAccess: true is written in one place, the definition of asSystem', () => {
    const bypassing = files
      .filter(({ text }) => /overrideAccess:\s*true/.test(text))
      .map(({ file }) => file)
    expect(bypassing).toEqual(['core/operation.ts'])
  })

  it('every asSystem call names an action from the list', () => {
    const named = files.flatMap(({ text }) =>
      [...text.matchAll(/(?:asSystem|writeAsSystem(?:<[^(]*>)?)\(\s*'([^']+)'/g)].map(
        (match) => match[1]!,
      ),
    )
    expect(named.length).toBeGreaterThan(20)
    for (const action of named) expect(Object.keys(SYSTEM_ACTIONS)).toContain(action)
  })
})
