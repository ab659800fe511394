import { expect, test } from './fixtures'

test('GET /api/health reports the database up, and payments in demo mode on the test server', async ({
  request,
}) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ ok: true, db: 'up', payments: 'demo' })
})
