import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { id, nothing } from '@/core/inputs'

import { MAX_KEY_LABEL_LENGTH } from '../keys'
import { createMcpKey } from './createMcpKey'
import { listMcpKeys } from './listMcpKeys'
import { revokeMcpKey } from './revokeMcpKey'

const KEY_LABEL_REQUIRED = 'Please name the app this key is for.'

/** Her own AI apps: the keys they connect with. */
export const mcpOperations = operations({
  createMcpKey: {
    description:
      'Makes a key for one of her AI apps (ChatGPT, Claude, …) to read her business and propose changes as her; the key is shown once.',
    input: z.strictObject({
      label: z
        .string(KEY_LABEL_REQUIRED)
        .check(
          z.trim(),
          z.minLength(1, KEY_LABEL_REQUIRED),
          z.maxLength(
            MAX_KEY_LABEL_LENGTH,
            `A key's name has at most ${MAX_KEY_LABEL_LENGTH} characters.`,
          ),
        ),
    }),
    audience: 'owner',
    effect: 'write',
    run: createMcpKey,
  },

  revokeMcpKey: {
    description: 'Revokes one of her AI app keys: the app that holds it is refused from then on.',
    input: z.strictObject({ id: id('key') }),
    audience: 'owner',
    effect: 'write',
    run: revokeMcpKey,
  },

  listMcpKeys: {
    description:
      'Her AI app keys by name and first characters, when each was made and last used, and which are revoked.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => listMcpKeys(req),
  },
})
