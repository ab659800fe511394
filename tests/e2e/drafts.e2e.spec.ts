import { ownerAuth, ownerContext } from './admin-api'
import { expect, test } from './fixtures'

type Block = { id: string; blockType: string; heading?: string }
type PageDoc = { id: number; slug: string; layout: Block[] }

test('a page edited as a draft is not public until published; the owner previews the draft', async ({
  page,
  browser,
  request,
}) => {
  const headers = await ownerAuth(request)
  const found = await request.get('/api/pages?where[slug][equals]=about&depth=0', { headers })
  const about = ((await found.json()) as { docs: PageDoc[] }).docs[0]!
  const hero = about.layout.find((block) => block.blockType === 'hero')!
  const published = hero.heading!
  const drafted = `A drafted heading ${Date.now()}`
  const withHeading = (heading: string) =>
    about.layout.map((block) => (block.id === hero.id ? { ...block, heading } : block))

  const saved = await request.patch(`/api/pages/${about.id}?draft=true`, {
    headers,
    data: { layout: withHeading(drafted) },
  })
  expect(saved.ok()).toBe(true)
  try {
    // A visitor sees the published page, whichever way she asks.
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)
    await expect(page.getByText(drafted)).toHaveCount(0)
    const viaApi = await request.get(`/api/pages/${about.id}?draft=true&depth=0`)
    expect(await viaApi.text()).not.toContain(drafted)
    const preview = await request.get('/next/preview?path=/about', { maxRedirects: 0 })
    expect(preview.status()).toBe(403)
    await page.goto('/about')
    await expect(page.getByText(drafted)).toHaveCount(0)

    // The owner, signed in, previews the draft: on the page and in the admin's live preview.
    const owner = await ownerContext(browser)
    try {
      const ownerPage = await owner.newPage()
      await ownerPage.goto('/next/preview?path=/about')
      await expect(ownerPage).toHaveURL(/\/about$/)
      await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(drafted)

      await ownerPage.goto(`/admin/collections/pages/${about.id}`)
      await ownerPage.getByRole('button', { name: 'Live Preview' }).click()
      const frame = ownerPage.frameLocator('iframe')
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(drafted, {
        timeout: 20_000,
      })
    } finally {
      await owner.close()
    }

    // Published, it is everyone's.
    const publish = await request.patch(`/api/pages/${about.id}`, {
      headers,
      data: { layout: withHeading(drafted), _status: 'published' },
    })
    expect(publish.ok()).toBe(true)
    await expect
      .poll(async () => (await (await request.get('/about')).text()).includes(drafted))
      .toBe(true)
  } finally {
    await request.patch(`/api/pages/${about.id}`, {
      headers,
      data: { layout: withHeading(published), _status: 'published' },
    })
  }
})
