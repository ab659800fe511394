import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

test('/admin shows the Payload login, and the owner can sign in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  const email = page.getByLabel('Email')
  await expect(email).toBeVisible()
  await expectNoAxeViolations(page, 'wcag')

  await email.fill(process.env.ADMIN_EMAIL!)
  await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD!)
  await page.getByRole('button', { name: 'Login' }).click()

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'E-mail log' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contacts' }).first()).toBeVisible()
})
