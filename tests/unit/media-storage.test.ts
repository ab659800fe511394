import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaStorage } from '@/storage/mediaStorage'

/** A config with the media collection as the site declares it (an upload collection). */
const siteLike = (): Config =>
  ({
    secret: 'test',
    collections: [
      {
        slug: 'media',
        upload: { staticDir: '/tmp/media' },
        fields: [{ name: 'alt', type: 'text' }],
      },
    ],
  }) as unknown as Config

const applied = async (plugins: ReturnType<typeof mediaStorage>) => {
  let config = siteLike()
  for (const plugin of plugins) config = await plugin(config)
  return config.collections!.find((collection) => collection.slug === 'media')!
}

describe('where media is stored', () => {
  it('on the local disk when S3_BUCKET is not set, whatever else is', async () => {
    expect(mediaStorage({})).toEqual([])
    expect(
      mediaStorage({ S3_BUCKET: '  ', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toEqual([])
    const media = await applied(mediaStorage({ S3_REGION: 'eu-central-1' }))
    expect(media.upload).toEqual({ staticDir: '/tmp/media' })
  })

  it('in the bucket when S3_BUCKET is set: local storage off, files still served by the site, no new column', async () => {
    const plugins = mediaStorage({
      S3_BUCKET: 'coach-media',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    })
    expect(plugins).toHaveLength(1)
    // Applying the plugin configures the collection; nothing is sent to the bucket.
    const media = await applied(plugins)
    expect(media.upload).toMatchObject({ disableLocalStorage: true })
    const names = media.fields.map((field) => ('name' in field ? field.name : ''))
    expect(names).not.toContain('prefix')
    expect(names).toContain('alt')
  })

  it('a key without its secret stops the start instead of writing to one process’s disk', () => {
    expect(() => mediaStorage({ S3_BUCKET: 'coach-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /go together/,
    )
  })
})
