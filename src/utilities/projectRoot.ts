import path from 'node:path'

/**
 * The project folder. Every entry point (npm scripts, Next, Vitest, Payload's CLI) runs from it,
 * and scripts/migrate.ts runs as a bundle elsewhere, so the working directory is the one answer
 * that holds everywhere; this file's own location is not.
 */
export const projectRoot = path.resolve(process.env.PROJECT_ROOT || process.cwd())
