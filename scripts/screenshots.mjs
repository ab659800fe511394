#!/usr/bin/env node
// npm run screenshots: full-page screenshots of every public route (scripts/lib/public-routes.mjs)
// at 390 px (a phone, touch, 3× pixels) and 1280 px (a laptop), for a person to review, from a
// production build on a throw-away database, in Debian's Chromium. Writes screenshots/<width>/
// (git-ignored) and screenshots/index.html, which shows both widths of each route side by side.
//
//   --routes /a,/b   routes to take (default: every public route and the buyer's course portal)
//   --no-build       reuse .next-bench when it holds a build (shared with the benchmarks)
//   --push           schema by push instead of migrations (collections without a migration yet)
//   SCREENSHOTS_PORT port of the production server (default 3500)
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs'
import { projectRoot } from './lib/project.mjs'
import { BUYER_ROUTES, PUBLIC_ROUTES } from './lib/public-routes.mjs'
import {
  assertPortFree,
  benchEnv,
  createHarness,
  formatTable,
  log,
  parseRouteOptions,
  readOptions,
} from './bench/harness.mjs'

const WIDTHS = [
  { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
]

const options = readOptions(parseRouteOptions)
const port = Number(process.env.SCREENSHOTS_PORT || 3500)
const origin = `http://localhost:${port}`
const outDir = path.join(projectRoot, 'screenshots')

let browser
const harness = createHarness({
  scratchPrefix: 'somatic-screenshots-',
  stopping: 'the browser, the server and the database',
  stopFirst: async (attempt) => {
    if (browser) await attempt('close Chromium', () => browser.close())
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: options.push })

const fileName = (route) =>
  route === '/' ? 'home.png' : `${route.slice(1).replace(/[^a-z0-9]+/gi, '-')}.png`

/** A buyer of the masterclass (no bonus), through the demo checkout, in this browser context. */
async function becomeBuyer(context) {
  const email = `screenshots-${Date.now()}@example.com`
  const intent = await context.request.post(`${origin}/api/create-payment-intent`, {
    data: { amount: 44, email, hasReturnToBodyAddon: false },
  })
  if (!intent.ok()) throw new Error(`create-payment-intent answered ${intent.status()}`)
  const { clientSecret } = await intent.json()
  const confirm = await context.request.post(`${origin}/api/demo-payments/confirm`, {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  })
  if (!confirm.ok()) throw new Error(`demo payment answered ${confirm.status()}`)
}

/** `name` tells the buyer's /course apart from the visitor's. */
async function shoot(context, route, width, name = route) {
  const page = await context.newPage()
  try {
    const response = await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const file = path.join(outDir, String(width), fileName(name))
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    return {
      route: name,
      width,
      status: response?.status() ?? 0,
      height,
      bytes: statSync(file).size,
    }
  } finally {
    await page.close()
  }
}

function contactSheet(rows) {
  const routes = [...new Set(rows.map((row) => row.route))]
  const figure = (route, width) =>
    `<figure><figcaption>${width} px</figcaption><img src="${width}/${fileName(route)}" width="${
      width === 390 ? 260 : 640
    }" alt="${route} at ${width} px" loading="lazy"></figure>`
  const sections = routes
    .map(
      (route) =>
        `<section><h2>${route}</h2><div>${WIDTHS.map(({ width }) => figure(route, width)).join('')}</div></section>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px system-ui;margin:24px}div{display:flex;gap:24px;align-items:flex-start}
img{border:1px solid #ccc}h2{font-size:16px}</style>
<h1>Every public route at 390 and 1280 px</h1>
${sections}
</html>\n`
}

await harness.run(async () => {
  await assertPortFree(port)
  const chromiumReady = ensureChromium()
  await harness.prepare({ env, database: 'app_screenshots', build: options.build })
  await harness.startServer({ env, port, origin })
  if (!(await chromiumReady)) throw new Error(`Chromium is not available at ${CHROMIUM}`)

  rmSync(outDir, { recursive: true, force: true })
  for (const { width } of WIDTHS) mkdirSync(path.join(outDir, String(width)), { recursive: true })
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })

  const rows = []
  for (const { width, height, ...device } of WIDTHS) {
    // Animations frozen: the review is of the layout, not of a carousel caught mid-slide.
    const context = await browser.newContext({
      viewport: { width, height },
      ...device,
      reducedMotion: 'reduce',
    })
    for (const route of options.routes ?? PUBLIC_ROUTES) {
      rows.push(await shoot(context, route, width))
      log(`${route} at ${width} px`)
    }
    if (!options.routes) {
      await becomeBuyer(context)
      for (const route of BUYER_ROUTES) {
        rows.push(await shoot(context, route, width, `/buyer${route}`))
        log(`${route} at ${width} px, as a buyer`)
      }
    }
    await context.close()
  }

  writeFileSync(path.join(outDir, 'index.html'), contactSheet(rows))
  console.log(
    '\n' +
      formatTable(
        [
          ['route', 'Route', 'left'],
          ['width', 'Width', 'right'],
          ['status', 'HTTP', 'right'],
          ['height', 'Page px', 'right'],
          ['size', 'PNG KB', 'right'],
        ],
        rows.map((row) => ({
          route: row.route,
          width: String(row.width),
          status: String(row.status),
          height: String(row.height),
          size: (row.bytes / 1024).toFixed(0),
        })),
      ),
  )
  console.log(`\n${rows.length} screenshots in ${path.relative(projectRoot, outDir)}/ (index.html)`)
})
