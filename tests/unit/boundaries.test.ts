import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The rule ids ESLint reports for `code` placed at `file` (a path inside src). */
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.map((message) => message.ruleId)
}

describe('where things may import from (eslint.config.mjs)', () => {
  // The first lint loads eslint.config.mjs and its plugins: seconds on a busy 2-core machine (it
  // outran the 5 s test budget beside the build), so it is done once here, with room.
  beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'src/components/Load.tsx')), 60_000)

  it('a component that imports payload fails', async () => {
    const code = `import { getPayload } from 'payload'\nexport const load = () => getPayload\n`
    expect(await problems('src/components/fixture/Load.tsx', code)).toContain(
      'no-restricted-imports',
    )
  })

  it('a component that imports the config or an operation fails', async () => {
    expect(
      await problems(
        'src/components/fixture/Config.tsx',
        `import config from '@payload-config'\nexport const c = config\n`,
      ),
    ).toContain('no-restricted-imports')
    expect(
      await problems(
        'src/components/fixture/Refund.tsx',
        `import { refundPurchase } from '@/commerce/operations/refundPurchase'\nexport const r = refundPurchase\n`,
      ),
    ).toContain('no-restricted-imports')
  })

  it('a domain file that imports react or next fails', async () => {
    const react = `import { useState } from 'react'\nexport const s = useState\n`
    expect(await problems('src/commerce/fixture.ts', react)).toContain('no-restricted-imports')
    const next = `import { headers } from 'next/headers'\nexport const h = headers\n`
    expect(await problems('src/contacts/fixture.ts', next)).toContain('no-restricted-imports')
  })

  it('what each side needs is allowed', async () => {
    const component = `import type { Payload } from 'payload'\nimport { useState } from 'react'\nexport type P = Payload\nexport const s = useState\n`
    expect(await problems('src/components/fixture/Ok.tsx', component)).not.toContain(
      'no-restricted-imports',
    )
    const domain = `import type { Metadata } from 'next'\nimport { getPayload } from 'payload'\nexport type M = Metadata\nexport const g = getPayload\n`
    expect(await problems('src/commerce/fixture.ts', domain)).not.toContain('no-restricted-imports')
  })
})
