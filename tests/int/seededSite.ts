/**
 * The seeded site with its mail going to `peer` (a real SMTP peer in the test process), and the
 * owner's account. The peer starts and SMTP_URL is set before Payload's config is first
 * imported: the mail adapter reads it when the config loads, so this file imports it lazily.
 */
export async function seededSiteMailingTo(peer: { start(): Promise<void>; url: string }) {
  await peer.start()
  process.env.SMTP_URL = peer.url
  const { getTestPayload } = await import('./payload')
  const payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  const owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  return { payload, owner }
}
