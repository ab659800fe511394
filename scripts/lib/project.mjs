import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nextEnv from '@next/env'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Loads .env files the way Next does, so scripts and the app see the same configuration. */
export function loadEnv() {
  nextEnv.loadEnvConfig(projectRoot, process.env.NODE_ENV === 'development')
  // Nothing here may phone home: the machines this runs on have no internet.
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
}
