// Runs a TypeScript script with plain node (lib/bundle.mjs says why not tsx):
//   node scripts/run-ts.mjs scripts/migrate.ts [args...]
import { typescriptCommand } from './lib/bundle.mjs'
import { start } from './lib/run.mjs'

const [entry, ...args] = process.argv.slice(2)
const [command, commandArgs] = await typescriptCommand(entry, args)
process.exit(await start(command, commandArgs).exited)
