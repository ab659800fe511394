import { ownerAuth, ownerContext } from './admin-api'
import { expect, test } from './fixtures'

test('nothing in the admin downloads from the internet: no avatar, editor or script from another host', async ({
  browser,
  request,
  baseURL,
}) => {
  const headers = await ownerAuth()
  const message = (
    await (await request.get('/api/email-messages?limit=1&depth=0', { headers })).json()
  ).docs[0]
  const page = (await (await request.get('/api/pages?limit=1&depth=0', { headers })).json()).docs[0]
  expect(message, 'the seeded site has sent at least one e-mail').toBeTruthy()

  const context = await ownerContext(browser)
  const tab = await context.newPage()
  const elsewhere: string[] = []
  tab.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL!) && !sent.url().startsWith('data:'))
      elsewhere.push(sent.url())
  })
  for (const path of [
    '/admin',
    `/admin/collections/email-messages/${message.id}`,
    `/admin/collections/pages/${page.id}`,
    '/admin/collections/conversion-events',
    '/admin/account',
  ]) {
    await tab.goto(path)
    await tab.waitForLoadState('networkidle')
  }
  await expect(tab.locator('img[src*="gravatar"]')).toHaveCount(0)
  expect(elsewhere).toEqual([])
  await context.close()
})
