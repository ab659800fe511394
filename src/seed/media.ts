import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '@/payload-types'

type GeneratedImage = { key: string; filename: string; alt: string; from: string; to: string }

/** Images are drawn here from SVG, so seeding never downloads anything. */
export const generatedImages = {
  heroWarmth: {
    key: 'hero-warmth',
    filename: 'seed-hero-warmth.webp',
    alt: 'Soft plum and rose light, like dusk on skin',
    from: '#2a1026',
    to: '#efadb9',
  },
  heroMasterclass: {
    key: 'hero-masterclass',
    filename: 'seed-hero-masterclass.webp',
    alt: 'Deep wine light opening into warm gold',
    from: '#3f1a38',
    to: '#e8b27a',
  },
  portrait: {
    key: 'portrait',
    filename: 'seed-portrait.webp',
    alt: 'Placeholder for the guide’s portrait: replace it with a photo in Media',
    from: '#55244b',
    to: '#f6cfd6',
  },
} satisfies Record<string, GeneratedImage>

async function drawGradient({ from, to }: GeneratedImage): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs>
      <radialGradient id="g" cx="30%" cy="35%" r="90%">
        <stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/>
      </radialGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#g)"/>
  </svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer()
}

/** Finds a generated image by its seed key, creating it the first time. */
export async function seedImage(payload: Payload, image: GeneratedImage): Promise<Media> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { seedKey: { equals: image.key } },
    limit: 1,
  })
  if (docs[0]) return docs[0]
  const data = await drawGradient(image)
  return payload.create({
    collection: 'media',
    data: { alt: image.alt, seedKey: image.key },
    file: { data, mimetype: 'image/webp', name: image.filename, size: data.length },
  })
}
