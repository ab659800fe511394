import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'

import { AI_MESSAGES, type CommandSource } from '../constants'
import { engineFor } from '../engines'
import { recordCommand } from '../history'
import { loadProfile } from '../profile'
import { createToolbox } from '../tools'
import type { CommandResult, EngineDraft } from '../types'

/**
 * Her command, answered by the assistant (OpenAI with a key, else the offline one) from her real
 * figures through the catalogue's tools, and kept in her history. Whatever it would change waits
 * in the result's proposal for Accept. The engine runs outside any transaction (a model may take
 * a while; each tool it calls is its own read); the record is written once it has answered. A
 * failure is recorded too, then answered with its reason (spec §8 "AI Command Failed").
 */
export async function runAssistantCommand(
  req: PayloadRequest,
  { command, source = 'typed' }: { command: string; source?: CommandSource },
  env: NodeJS.ProcessEnv = process.env,
): Promise<CommandResult> {
  requireOwner(req)
  const engine = engineFor(env)
  let draft: EngineDraft
  try {
    const profile = await loadProfile(req)
    draft = await engine.answer(
      { req, toolbox: createToolbox(req), profile, now: new Date() },
      command,
    )
  } catch (error) {
    const failure =
      error instanceof AppError
        ? error
        : new AppError('internal', AI_MESSAGES.failedFallback, { cause: error })
    if (!(error instanceof AppError)) {
      req.payload.logger.error({ err: error }, 'The assistant failed on a command')
    }
    await inOperation(req, (req) =>
      recordCommand(req, {
        command,
        source,
        engine: engine.name,
        draft: null,
        error: failure.message,
      }),
    )
    throw failure
  }
  return inOperation(req, (req) =>
    recordCommand(req, { command, source, engine: engine.name, draft }),
  )
}
