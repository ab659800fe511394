import type { Payload } from 'payload'

import { RECORDING_KEY, SAMPLE_RECORDING_ALT } from './meditation'

/**
 * Earlier seeds generated a portrait and two hero gradients, and called them and the meditation
 * recording "placeholders" in their alt text, which visitors' screen readers read out. A database
 * seeded then gets alt texts that say what is actually shown or heard.
 */
const HONEST_ALT: Record<string, string> = {
  portrait: 'A soft plum and rose gradient',
  [RECORDING_KEY]: SAMPLE_RECORDING_ALT,
}

export async function describeSampleMediaHonestly(payload: Payload): Promise<void> {
  for (const [seedKey, alt] of Object.entries(HONEST_ALT)) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { and: [{ seedKey: { equals: seedKey } }, { alt: { like: 'placeholder' } }] },
      limit: 1,
      depth: 0,
    })
    if (docs[0]) {
      await payload.update({
        collection: 'media',
        id: docs[0].id,
        data: { alt },
        context: { disableRevalidate: true },
      })
    }
  }
}
