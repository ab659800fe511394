import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { NEW_VISITORS_PER_ADDRESS_PER_DAY } from '@/analytics/count'
import { queryRows } from '@/utilities/sql'

import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs'

/*
 * The owner's visitor figures, poisoned from one address: 400 beacons in a second and a half,
 * each with another browser's user agent, for a page that does not exist, became 400 visitors and
 * visits; a beacon with no Origin (no browser sends one so) counted too.
 */

let payload: Payload
const SITE = process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'

const agent = (i: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + (i % 40)}.0.${i}.0 Safari/537.36`

async function beacon(
  path: string,
  {
    client,
    userAgent,
    origin = SITE,
  }: { client: string; userAgent: string; origin?: string | null },
) {
  const { POST } = await import('@/app/(frontend)/api/event/route')
  const response = await POST(
    new Request(`${SITE}/api/event`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': userAgent,
        [CLIENT_ADDRESS_HEADER]: client,
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify({ n: 'pageview', u: `${SITE}${path}`, w: 1280 }),
    }),
  )
  return response.status
}

const visitsFrom = async (campaign: string) =>
  (
    await queryRows<{ visits: number; visitors: number }>(
      payload,
      sql`select count(*)::int as visits, count(distinct visitor)::int as visitors
            from analytics_visits where utm_campaign = ${campaign}`,
    )
  )[0]!

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
})

describe("one address cannot make up the owner's visitors", () => {
  it('400 beacons with 400 user agents for a page that does not exist: no visitor, no visit', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        beacon('/poisonpage?utm_source=poison&utm_campaign=made-up-page', {
          client: '203.0.113.200',
          userAgent: agent(i),
        }),
      ),
    )
    expect(new Set(statuses)).toEqual(new Set([202]))
    expect(await visitsFrom('made-up-page')).toEqual({ visits: 0, visitors: 0 })
  })

  it(`400 beacons with 400 user agents for a real page: at most ${NEW_VISITORS_PER_ADDRESS_PER_DAY} visitors from that address`, async () => {
    await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        beacon('/about?utm_source=poison&utm_campaign=one-address', {
          client: '203.0.113.201',
          userAgent: agent(i),
        }),
      ),
    )
    const { visitors } = await visitsFrom('one-address')
    expect(visitors).toBeGreaterThan(0)
    expect(visitors).toBeLessThanOrEqual(NEW_VISITORS_PER_ADDRESS_PER_DAY)
    // Another address is not held back by the first.
    await beacon('/about?utm_campaign=one-address', {
      client: '198.51.100.201',
      userAgent: agent(1),
    })
    expect((await visitsFrom('one-address')).visitors).toBe(visitors + 1)
  })

  it('a phone network hands out IPv6 addresses by the /64: one /64 is one address', async () => {
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        beacon('/about?utm_campaign=one-ipv6-net', {
          client: `2001:db8:1:2::${(i + 1).toString(16)}`,
          userAgent: agent(i),
        }),
      ),
    )
    expect((await visitsFrom('one-ipv6-net')).visitors).toBeLessThanOrEqual(
      NEW_VISITORS_PER_ADDRESS_PER_DAY,
    )
  })

  it('a beacon without the Origin every browser sends is not counted; with it, it is', async () => {
    expect(
      await beacon('/about?utm_campaign=no-origin', {
        client: '198.51.100.77',
        userAgent: agent(7),
        origin: null,
      }),
    ).toBe(202)
    expect(await visitsFrom('no-origin')).toEqual({ visits: 0, visitors: 0 })
    await beacon('/about?utm_campaign=with-origin', {
      client: '198.51.100.77',
      userAgent: agent(7),
    })
    expect(await visitsFrom('with-origin')).toEqual({ visits: 1, visitors: 1 })
  })
})
