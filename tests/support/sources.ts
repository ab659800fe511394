import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The app's source folder. */
export const SRC = path.resolve(__dirname, '../../src')

/** Every TypeScript source under `dir`, without migrations and Payload's generated types. */
export const sources = (dir: string = SRC): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sources(full)
    return /\.tsx?$/.test(name) && name !== 'payload-types.ts' ? [full] : []
  })
