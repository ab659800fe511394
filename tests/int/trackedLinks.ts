import { createLocalReq, type Payload } from 'payload'

/**
 * A marketing e-mail's text with each tracked link (`/r/<id>`) replaced by where the site's
 * redirect sends it, resolved by the redirect's own operation (as a link checker, so no click is
 * counted): what she reaches when she follows it.
 */
export async function followedLinks(payload: Payload, text: string): Promise<string> {
  const { invoke } = await import('@/core/defineOperation')
  const { catalogue } = await import('@/catalogue')
  const req = await createLocalReq({}, payload)
  let resolved = text
  for (const [tracked, token] of text.matchAll(
    /https?:\/\/[^\s"<>]+\/r\/([0-9a-z]+-\d+-[\w-]{16})/g,
  )) {
    const { url } = await invoke(catalogue.followTrackedLink, req, {
      token: token!,
      userAgent: 'link-checker bot',
    })
    resolved = resolved.split(tracked).join(url)
  }
  return resolved
}
