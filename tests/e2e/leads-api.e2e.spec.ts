import { expect, test } from './fixtures'
// Through the real HTTP routes: /api/leads shares its path with the leads collection's REST API.
test('POST /api/leads stores a lead, refreshes it on a repeat, and refuses bad bodies with 400', async ({
  request,
  baseURL,
}) => {
  const email = `api+${Date.now()}@example.com`
  const first = await request.post('/api/leads', { data: { email, name: 'Api' } })
  expect(first.status()).toBe(201)
  const again = await request.post('/api/leads', {
    data: { email: email.toUpperCase(), name: 'Api' },
  })
  expect(again.status()).toBe(200)
  expect((await again.json()).id).toBe((await first.json()).id)

  const bad = await request.post('/api/leads', { data: { email: 'nope' } })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).message).toBe('Please enter a valid email address')
  const notJson = await fetch(new URL('/api/leads', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"email":',
  })
  expect(notJson.status).toBe(400)
  expect((await notJson.json()).message).toBe('The request body must be JSON.')
})

test('POST /api/waitlist joins once per e-mail and explains bad input', async ({ request }) => {
  const email = `wl+${Date.now()}@example.com`
  const joined = await request.post('/api/waitlist', {
    data: { name: 'Wren', email, program: 'radiant-alchemy', source: 'friend' },
  })
  expect(joined.status()).toBe(201)
  const bad = await request.post('/api/waitlist', { data: { name: '', email } })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).message).toBe('Name is required')
})

test('a lead can read nothing back: the leads list stays private', async ({ request }) => {
  const response = await request.get('/api/leads')
  expect(response.status()).toBe(403)
})
