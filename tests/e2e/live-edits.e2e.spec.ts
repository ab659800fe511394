import { ownerAuth } from './admin-api'
import { expect, test } from './fixtures'

test('editing a testimonial updates the home page without a rebuild', async ({ page, request }) => {
  const headers = await ownerAuth(request)
  const { docs } = await (
    await request.get('/api/testimonials?where[name][equals]=Claire%20M.', { headers })
  ).json()
  const testimonial = docs[0]
  const edited = `Edited at ${Date.now()}: my body is my home again.`
  await page.goto('/')
  await expect(page.getByText(testimonial.text)).toHaveCount(1)

  const update = await request.patch(`/api/testimonials/${testimonial.id}`, {
    headers,
    data: { text: edited },
  })
  expect(update.ok()).toBe(true)
  try {
    await expect
      .poll(async () => (await (await request.get('/')).text()).includes(edited), {
        timeout: 15_000,
      })
      .toBe(true)
  } finally {
    await request.patch(`/api/testimonials/${testimonial.id}`, {
      headers,
      data: { text: testimonial.text },
    })
  }
})
