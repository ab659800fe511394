import type { APIRequestContext } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/*
 * "Send me what you hold about me" and "delete me", answered from her page in the Leads tab by an
 * owner on a keyboard: the archive downloads, and the erasure happens only once her address is
 * typed again, on a laptop and on a phone.
 */

async function contactId(request: APIRequestContext, email: string) {
  const found = await request.get(
    `/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await ownerAuth(request) },
  )
  expect(found.ok(), await found.text()).toBe(true)
  return ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
}

for (const width of [1280, 390]) {
  test(`her data downloads, and she is erased only once her address is typed (${width} px)`, async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail(`erase-${width}`)
    const signedUp = await request.post('/api/leads', {
      data: { email, name: 'Esme Erasure', source: 'meditation-download' },
    })
    expect(signedUp.status(), await signedUp.text()).toBe(201)
    const id = await contactId(request, email)
    expect(id).toBeDefined()

    const context = await ownerContext(browser, {
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    try {
      await page.goto(`/admin?tab=leads&contact=${id}`)
      await expect(page.getByText(email).first()).toBeVisible()
      await expectNoAxeViolations(page)

      // The archive: a zip holding the page she can read and the data for a machine.
      const download = page.getByRole('link', { name: 'Download her data' })
      const archive = await request.get((await download.getAttribute('href'))!, {
        headers: await ownerAuth(request),
      })
      expect(archive.status(), await archive.text()).toBe(200)
      const bytes = await archive.body()
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
      expect(bytes.includes(Buffer.from('your-data.html'))).toBe(true)
      expect(bytes.includes(Buffer.from('data.json'))).toBe(true)

      // By keyboard: to the button, Enter opens the dialog with the field focused or one Tab away.
      const erase = page.getByRole('button', { name: 'Erase her…' })
      await hydrated(erase)
      await erase.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: `Erase ${email}?` })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      const field = dialog.getByLabel('Type her e-mail address to confirm')
      await field.focus()
      await page.keyboard.type('someone.else@example.com')
      await page.keyboard.press('Enter')
      await expect(dialog.getByRole('alert')).toHaveText(
        'That is not her address. Type it exactly as it is shown above.',
      )
      expect(await contactId(request, email)).toBe(id)

      // Escape closes it and nothing happened; the right address erases her.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect(await contactId(request, email)).toBe(id)
      await erase.focus()
      await page.keyboard.press('Enter')
      await dialog.getByLabel('Type her e-mail address to confirm').fill(email)
      await page.keyboard.press('Enter')
      await expect(page.getByText('She has been erased')).toBeVisible()
      await expect(page).not.toHaveURL(/contact=/)
      expect(await contactId(request, email)).toBeUndefined()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      )
      expect(overflow, `nothing wider than the screen at ${width} px`).toBe(false)
    } finally {
      await context.close()
    }
  })
}
