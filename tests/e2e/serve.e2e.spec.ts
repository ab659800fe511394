import http from 'node:http'

import { expect, test } from './fixtures'

/**
 * The production server (server/serve.mjs) keeps an idle connection open longer than the load
 * balancer in front of it and the clients that pool connections: otherwise a request sent just as
 * the server closes the connection meets a closed socket (a balancer's 502, a client's
 * ECONNRESET). Node's own default closes after 5 s.
 */
test('a kept-alive connection left idle for 6 s still carries the next request', async ({
  baseURL,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(new URL('/api/health', baseURL), { agent }, (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
        )
      })
      request.on('error', reject)
    })
  try {
    expect(await get()).toEqual({ status: 200, reused: false })
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(await get()).toEqual({ status: 200, reused: true })
  } finally {
    agent.destroy()
  }
})
