import { spawn } from 'node:child_process'
import path from 'node:path'
import { projectRoot } from './project.mjs'

export const bin = (name) => path.join(projectRoot, 'node_modules', '.bin', name)

/**
 * Runs a command with inherited output; resolves with its exit code. Signals we receive while it
 * runs are passed on, so Ctrl-C or a process manager's SIGTERM reach it.
 * @returns {{ child: import('node:child_process').ChildProcess, exited: Promise<number> }}
 */
export function start(command, args, { env = process.env, cwd = projectRoot, output } = {}) {
  // `output`: a file descriptor that takes the command's output instead of ours (a step running
  // beside another keeps its log apart).
  const stdio = output === undefined ? 'inherit' : ['ignore', output, output]
  const child = spawn(command, args, { env, cwd, stdio })
  const forward = (signal) => child.exitCode === null && child.kill(signal)
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of signals) process.on(signal, forward)
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward)
      resolve(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1))
    })
  })
  return { child, exited }
}

/** Runs a command to completion; throws when it fails. */
export async function run(command, args, options) {
  const code = await start(command, args, options).exited
  if (code !== 0) {
    const error = new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)
    error.exitCode = code
    throw error
  }
}
