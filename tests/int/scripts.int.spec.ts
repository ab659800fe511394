import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { typescriptCommand } from '../../scripts/lib/bundle.mjs'

const root = path.resolve(__dirname, '..', '..')

describe('scripts run as TypeScript (migrate, seed)', () => {
  // Node 20 leaves lexical's default entry (a top-level `await import()`) unsettled in about
  // 7 runs of 10, exiting 13 silently. Five clean runs in a row are what the fix must give.
  it('load Payload’s rich-text editor reliably', async () => {
    const [command, args] = await typescriptCommand('tests/int/fixtures/import-editor.ts')
    const outcomes = Array.from({ length: 5 }, () => {
      const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', timeout: 30_000 })
      return `${result.status} ${result.stdout.trim()}`
    })
    expect(outcomes).toEqual(Array(5).fill('0 editor loaded'))
    // Five fresh Node processes, one after the other, each loading Payload's editor: 6–10 s each
    // beside the browser tests, past the file's 30 s budget for one test.
  }, 120_000)
})
