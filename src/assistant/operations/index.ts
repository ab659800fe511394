import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { nothing } from '@/core/inputs'

import { MAX_VOICE_BYTES, VOICE_NOT_AUDIO, VOICE_TOO_LARGE } from '../constants'
import { acceptSchema, commandIdSchema, commandSchema, historyQuerySchema } from '../schema'
import { acceptProposal } from './acceptProposal'
import { dismissProposal } from './dismissProposal'
import { getAiInsights } from './getAiInsights'
import { listAssistantHistory } from './listAssistantHistory'
import { runAssistantCommand } from './runAssistantCommand'
import { isAudio, transcribeVoiceCommand } from './transcribeVoiceCommand'

/** The AI assistant: her commands, its proposals, her decisions, insights and voice. */
export const assistantOperations = operations({
  getAiInsights: {
    description:
      'The Overview’s AI Insights: how many new leads of the last 30 days are engaged, the e-mail click rate of the last 30 days, and conversion this week against last, each with a sentence.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => getAiInsights(req),
  },

  transcribeVoiceCommand: {
    description:
      'Her spoken command as text (transcribed by OpenAI), and whether it only asks something, so it may run at once.',
    input: z.strictObject({
      audio: z.instanceof(Uint8Array, { error: VOICE_NOT_AUDIO }).check(
        z.refine((bytes) => bytes.byteLength <= MAX_VOICE_BYTES, { error: VOICE_TOO_LARGE }),
        z.refine(isAudio, { error: VOICE_NOT_AUDIO }),
      ),
      name: z.optional(z.string(VOICE_NOT_AUDIO)),
      type: z.optional(z.string(VOICE_NOT_AUDIO)),
    }),
    audience: 'owner',
    effect: 'read',
    run: transcribeVoiceCommand,
  },

  runAssistantCommand: {
    description:
      'Her command to the AI assistant, answered from her real figures; any change it suggests waits for her Accept.',
    input: commandSchema,
    audience: 'owner',
    effect: 'write',
    run: (req, input) => runAssistantCommand(req, input),
  },

  acceptProposal: {
    description:
      'She accepts an assistant suggestion, as she edited it: it is carried out once and what changed is kept in her history.',
    input: acceptSchema,
    audience: 'owner',
    effect: 'write',
    run: acceptProposal,
  },

  dismissProposal: {
    description: 'She dismisses an assistant suggestion: nothing of it is done.',
    input: commandIdSchema,
    audience: 'owner',
    effect: 'write',
    run: dismissProposal,
  },

  listAssistantHistory: {
    description:
      'Her past commands to the assistant, newest first: when, what she asked, what it suggested and what changed.',
    input: historyQuerySchema,
    audience: 'owner',
    effect: 'read',
    run: listAssistantHistory,
  },
})
