/** An address as the site stores and compares it: no spaces around it, lower case. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase()

/** Providers that deliver "a.b.c@gmail.com" to "abc@gmail.com" (dots in the name are ignored). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * One person's address in one form, for the rules that count a person once: a coupon once per
 * buyer, no commission on an affiliate's own purchase. Lower case; a "+tag" after the name
 * removed (every large provider delivers name+tag@ to name@); for Gmail the dots in the name
 * removed and googlemail.com read as gmail.com. Never stored or mailed to: she is written to at
 * the address she typed.
 */
export function canonicalEmail(address: string): string {
  const trimmed = normaliseEmail(address)
  const at = trimmed.lastIndexOf('@')
  if (at <= 0) return trimmed
  let name = trimmed.slice(0, at)
  let domain = trimmed.slice(at + 1)
  const plus = name.indexOf('+')
  if (plus > 0) name = name.slice(0, plus)
  if (DOTLESS_DOMAINS.has(domain)) {
    name = name.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${name}@${domain}`
}

/** Whether two addresses reach the same person (canonicalEmail). */
export const samePerson = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && canonicalEmail(a) === canonicalEmail(b))
