import type { APIRequestContext, Locator } from '@playwright/test'
import sharp from 'sharp'

import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * The owner's uploads on a page of her own: this file uploads real images, puts them on a new
 * published page with its own slug (so no seeded page the other tests read changes), looks at
 * what the browser gets, and deletes both again.
 */

/** A 900 × 1200 portrait: a warm gradient with a light disc where a face would be. */
async function portraitPNG() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#efadb9"/><stop offset="1" stop-color="#3f1a38"/>
    </linearGradient></defs>
    <rect width="900" height="1200" fill="url(#g)"/>
    <circle cx="450" cy="330" r="170" fill="#f8eee4"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A 2400 × 1350 landscape for the banner. */
async function bannerJPEG() {
  return sharp({
    create: { width: 2400, height: 1350, channels: 3, background: { r: 85, g: 36, b: 75 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1350"><circle cx="1700" cy="500" r="400" fill="#efadb9"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer()
}

type Media = { id: number; url: string; width: number; height: number }

async function upload(
  request: APIRequestContext,
  name: string,
  mimeType: string,
  buffer: Buffer,
  alt: string,
) {
  const response = await request.post('/api/media', {
    headers: await ownerAuth(request),
    multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ alt }) },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Media }).doc
}

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          { type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 },
        ],
      },
    ],
  },
})

/** The box an image fills: its nearest positioned ancestor, sized by the page, not the image. */
const filledBox = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const box = img.offsetParent!.getBoundingClientRect()
    return {
      position: getComputedStyle(img).position,
      width: Math.round(box.width),
      height: Math.round(box.height),
      aspectRatio: getComputedStyle(img.offsetParent!).aspectRatio,
    }
  })

test.describe('uploaded images on a page', () => {
  test.describe.configure({ mode: 'serial' })
  const slug = `images-test-${Date.now()}`
  let pageId: number | undefined
  const media: Media[] = []

  test.beforeAll(async ({ request }) => {
    const banner = await upload(
      request,
      `${slug}-banner.jpg`,
      'image/jpeg',
      await bannerJPEG(),
      'Evening light',
    )
    const portrait = await upload(
      request,
      `${slug}-portrait.png`,
      'image/png',
      await portraitPNG(),
      'The guide, smiling',
    )
    media.push(banner, portrait)
    const products = (await (
      await request.get('/api/offers?where[slug][equals]=masterclass&depth=0')
    ).json()) as { docs: { id: number }[] }
    const product = products.docs[0]!.id
    const created = await request.post('/api/pages', {
      headers: await ownerAuth(request),
      data: {
        title: 'Images test',
        slug,
        _status: 'published',
        footer: 'standard',
        layout: [
          {
            blockType: 'hero',
            variant: 'banner',
            heading: 'A page with pictures',
            image: banner.id,
          },
          {
            blockType: 'content',
            heading: 'About the guide',
            body: paragraph('Her story, beside her portrait.'),
            image: portrait.id,
          },
          {
            blockType: 'content',
            heading: 'Words alone',
            body: paragraph('No picture was uploaded for this part.'),
          },
          // Price lines whose note types the list price out, or does not name it at all.
          { blockType: 'hero', heading: 'Typed out', product, priceNote: 'Was $64, now' },
          { blockType: 'hero', heading: 'Unnamed', product, priceNote: 'Limited time' },
          { blockType: 'hero', heading: 'No note', product },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    pageId = ((await created.json()) as { doc: { id: number } }).doc.id
  })

  test.afterAll(async ({ request }) => {
    const headers = await ownerAuth(request)
    if (pageId) expect((await request.delete(`/api/pages/${pageId}`, { headers })).ok()).toBe(true)
    for (const { id } of media)
      expect((await request.delete(`/api/media/${id}`, { headers })).ok()).toBe(true)
  })

  test('the hero comes first (preloaded, fetchpriority high) and fills a box the page sizes', async ({
    page,
  }) => {
    const response = await page.goto(`/${slug}`)
    expect(response?.status()).toBe(200)
    const hero = page.locator('main section').first().locator('img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    // Payload hands out an absolute URL; next/image gets our own path.
    await expect(hero).toHaveAttribute('src', /^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
    await expect(hero).toHaveAttribute('sizes', '100vw')
    await expect(hero).toHaveAttribute('srcset', /\/_next\/image\?url=.+ 390w, .+ 1920w/)
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
    const box = await filledBox(hero)
    expect(box.position).toBe('absolute')
    expect(box.width).toBeGreaterThan(1000)
    expect(box.height).toBeGreaterThan(200)
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // The document asks for it before any script runs.
    const html = await (await page.request.get(`/${slug}`)).text()
    const preloads = html.match(/<link[^>]+rel="preload"[^>]*>/g) ?? []
    expect(
      preloads.filter((link) => /as="image"/.test(link) && /_next\/image/.test(link)),
    ).toHaveLength(1)
  })

  test('the portrait is responsive, lazy, and cropped 4:5 with the face kept in frame', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${slug}`)
    const portrait = page.getByRole('img', { name: 'The guide, smiling' })
    await expect(portrait).toHaveAttribute('loading', 'lazy')
    await expect(portrait).toHaveAttribute(
      'sizes',
      '(min-width: 768px) 375px, (min-width: 432px) 384px, calc(100vw - 48px)',
    )
    await expect(portrait).toHaveAttribute('srcset', /_next\/image.+ 384w, .+ 828w/)
    await portrait.scrollIntoViewIfNeeded()
    const box = await filledBox(portrait)
    expect(box.position).toBe('absolute')
    expect(box.aspectRatio).toBe('4 / 5')
    expect(box.width).toBe(390 - 48)
    expect(box.height).toBe(Math.round(((390 - 48) * 5) / 4))
    expect(await portrait.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 25%')
    // The 342 px box gets the 384 px file, not one of the full-width sizes.
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/[?&]w=384&/)

    // A part without a picture has no frame waiting for one.
    const alone = page.locator('section', {
      has: page.getByRole('heading', { name: 'Words alone' }),
    })
    await expect(alone.locator('img')).toHaveCount(0)
    await expect(alone.locator('.relative')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('the optimiser answers AVIF to a browser that takes it, WebP to one that takes only that', async ({
    page,
    request,
  }) => {
    await page.goto(`/${slug}`)
    const src = await page.getByRole('img', { name: 'The guide, smiling' }).getAttribute('src')
    expect(src).toMatch(/^\/_next\/image\?/)
    const avif = await request.get(src!, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    expect(avif.status()).toBe(200)
    expect(avif.headers()['content-type']).toBe('image/avif')
    const webp = await request.get(src!, { headers: { Accept: 'image/webp,*/*' } })
    expect(webp.headers()['content-type']).toBe('image/webp')
    const original = await request.get(media[1]!.url.replace(/^https?:\/\/[^/]+/, ''))
    expect((await avif.body()).length).toBeLessThan((await original.body()).length)
  })

  test('a price line shows the struck list price once, wherever the note names it', async ({
    page,
  }) => {
    await page.goto(`/${slug}`)
    const line = (heading: string) =>
      page
        .locator('section', { has: page.getByRole('heading', { name: heading }) })
        .getByTestId('price-line')
    await expect(line('Typed out')).toHaveText('Was $64, now $44')
    await expect(line('Typed out').locator('s')).toHaveText('$64')
    await expect(line('Unnamed')).toHaveText('Limited time $64 $44')
    await expect(line('Unnamed').locator('s')).toHaveText('$64')
    // No words around the prices: screen readers still hear which is which.
    await expect(line('No note')).toHaveText('Normally $64 Now $44')
    await expect(line('No note').locator('s')).toContainText('$64')
  })
})
