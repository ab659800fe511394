import type { APIRequestContext } from '@playwright/test'

import { ownerAuth } from './admin-api'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, fromClient, newClientAddress, test } from './fixtures'

/*
 * Buyers' sessions and what they open, over HTTP against the production build: the stranger's
 * and the buyer's own browsers, Payload's REST and GraphQL routes as served.
 */

const PRIVATE_NOTE = 'Private: asked about a payment plan, sounded anxious'

/** The owner writes a private note on the contact of `email`, as in the admin. */
async function ownerNotes(request: APIRequestContext, email: string) {
  const headers = await ownerAuth(request)
  const found = await request.get(
    `/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers },
  )
  const contact = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  const noted = await request.patch(`/api/contacts/${contact.id}`, {
    headers,
    data: { notes: [{ note: PRIVATE_NOTE }], status: 'contacted' },
  })
  expect(noted.status()).toBe(200)
  return contact.id
}

/** Values only the owner's CRM holds; none may reach a stranger's or a buyer's browser. */
const leaks = (body: string) =>
  [PRIVATE_NOTE, 'owner@', '"contacted"', '"meditation-download"', '"changedBy"'].filter((secret) =>
    body.includes(secret),
  )

const graphql = async (request: APIRequestContext, query: string) =>
  (await request.post('/api/graphql', { data: { query } })).text()

test.describe('the owner’s CRM notes are hers alone', () => {
  test("a stranger who pays in demo mode for a lead's address is not signed in as her", async ({
    browser,
    request,
  }) => {
    const lead = uniqueEmail('lead-bought-for')
    const signUp = await request.post('/api/leads', {
      data: { email: lead, name: 'Lena Lead', source: 'meditation-download' },
    })
    expect(signUp.status()).toBe(201)
    await ownerNotes(request, lead)

    // The stranger, in a browser of her own, pays for the masterclass for that address.
    const stranger = await browser.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT || 3100}`,
      extraHTTPHeaders: fromClient(newClientAddress()),
    })
    const page = await stranger.newPage()
    const paid = await buyInBrowser(page, { email: lead, bonus: false })
    expect(paid.signedIn).toBe(false)
    expect((await stranger.cookies()).map((cookie) => cookie.name)).not.toContain('member_session')
    await page.goto(paid.redirectTo)
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()

    for (const path of ['/api/contacts/me', '/api/contacts', '/api/leads', '/api/course']) {
      const answer = await page.request.get(path)
      expect(leaks(await answer.text()), path).toEqual([])
      if (path !== '/api/contacts/me') expect(answer.status(), path).toBeGreaterThanOrEqual(400)
    }
    const listed = await graphql(page.request, '{ Contacts { docs { email notes { note } } } }')
    expect(leaks(listed)).toEqual([])
    expect(listed).not.toContain(lead)
    await stranger.close()
  })

  test('a signed-in buyer reads her address, not the note, status or sources, REST and GraphQL', async ({
    page,
    request,
  }) => {
    const buyer = uniqueEmail('buyer-reads-self')
    expect((await buyInBrowser(page, { email: buyer, bonus: false })).signedIn).toBe(true)
    const id = await ownerNotes(request, buyer)

    for (const path of ['/api/contacts/me', `/api/contacts/${id}`, '/api/orders?depth=2']) {
      const answer = await page.request.get(path)
      expect(answer.status(), path).toBe(200)
      const body = await answer.text()
      expect(body, path).toContain(buyer)
      expect(leaks(body), path).toEqual([])
    }
    const asGraphql = await graphql(
      page.request,
      `{ Contact(id: ${id}) { email notes { note adminEmail } status sources statusHistory { changedBy } }
         meContact { user { email notes { note } status } } }`,
    )
    expect(asGraphql).toContain(buyer)
    expect(leaks(asGraphql)).toEqual([])
  })
})

test.describe('Payload’s auth routes for contacts', () => {
  test('refresh-token hands out no token; logout ends the member session', async ({ page }) => {
    expect(
      (await buyInBrowser(page, { email: uniqueEmail('auth-routes'), bonus: false })).signedIn,
    ).toBe(true)
    expect((await page.request.get('/api/course')).status()).toBe(200)

    const refresh = await page.request.post('/api/contacts/refresh-token')
    expect(refresh.status()).toBe(404)
    expect(await refresh.text()).not.toMatch(/token"/i)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'payload-token',
    )
    const viaGraphql = await graphql(
      page.request,
      'mutation { refreshTokenContact { refreshedToken } }',
    )
    expect(viaGraphql).not.toMatch(/"refreshedToken":"[^"]/)

    const cookieBefore = (await page.context().cookies()).find((c) => c.name === 'member_session')!
    const logout = await page.request.post('/api/contacts/logout')
    expect(logout.status()).toBe(200)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'member_session',
    )
    // The cookie she held (left on a shared computer, or copied) opens nothing any more.
    const replay = await page.request.get('/api/course', {
      headers: { cookie: `member_session=${cookieBefore.value}` },
    })
    expect(replay.status()).toBe(401)
  })
})

test.describe('progress only on lessons she may open', () => {
  test('a buyer without the bonus cannot record progress on a bonus lesson', async ({ page }) => {
    const buyer = uniqueEmail('no-bonus-progress')
    expect((await buyInBrowser(page, { email: buyer, bonus: false })).signedIn).toBe(true)
    // The masterclass's own lessons (other tests add courses of their own, which she has not bought).
    const masterclass = (await (await page.request.get('/api/course')).json()) as {
      modules: { id: string }[]
    }
    const ours = new Set(masterclass.modules.map((module) => module.id))
    const lessons = (await (await page.request.get('/api/lessons?limit=100&depth=0')).json()) as {
      docs: { id: number; type: string; moduleId: string }[]
    }
    const bonus = lessons.docs.find(
      (lesson) => ours.has(lesson.moduleId) && lesson.type === 'addon',
    )!
    const main = lessons.docs.find((lesson) => ours.has(lesson.moduleId) && lesson.type === 'main')!

    const onBonus = await page.request.post('/api/lesson-progress', {
      data: { lesson: bonus.id, progress: 100, isCompleted: true },
    })
    expect(onBonus.status()).toBe(403)
    const viaGraphql = await graphql(
      page.request,
      `mutation { createLessonProgress(data: { email: "${buyer}", lesson: ${bonus.id}, progress: 100 }) { id } }`,
    )
    expect(viaGraphql).not.toMatch(/"createLessonProgress":\{"id"/)

    const onMain = await page.request.post('/api/lesson-progress', {
      data: { lesson: main.id, progress: 20 },
    })
    expect(onMain.status()).toBe(201)
    const course = (await (await page.request.get('/api/course')).json()) as {
      progress: { progress: Record<string, number>; completed: string[] }
    }
    expect(course.progress.completed).toEqual([])
  })
})
