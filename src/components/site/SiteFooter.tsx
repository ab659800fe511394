import type { ReactNode } from 'react'

import Link from '@/components/SiteLink'
import type { Page } from '@/payload-types'
import { PRIVACY_PATH } from '@/content/privacy'
import { getFooter, getSiteSettings } from '@/app/(frontend)/_loaders/globals'

const linkStyle = 'hover:underline focus-visible:outline-2 focus-visible:outline-cream-50'

type Variant = Page['footer']

/**
 * The four footers the spec describes, chosen per page; their words come from the Footer global.
 * The contact footer's form comes from the caller (PageView, the one place a page chooses it): a
 * client component imported here would be in the JavaScript of every page with a footer, since
 * Next bundles the client components a page's server code imports whether it renders them or not.
 */
export async function SiteFooter({
  variant,
  contactForm,
}: {
  variant: Variant
  contactForm?: ReactNode
}) {
  const [footer, settings] = await Promise.all([getFooter(), getSiteSettings()])
  const social = (
    <a
      href={settings.socialProfile.url}
      target="_blank"
      rel="noopener noreferrer"
      className={linkStyle}
    >
      {settings.socialProfile.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
  const copyright = (
    <p>
      © {new Date().getFullYear()} {settings.ownerName} · {settings.ownerTitle}
    </p>
  )

  if (variant === 'link-in-bio') {
    // This footer has no links of its own to edit; the privacy link is the standard footer's, so
    // it has one label, and taking it out there takes it out here too.
    const privacy = footer.standardLinks?.find((link) => link.href === PRIVACY_PATH)
    return (
      <footer className="bg-plum-950 text-cream-100">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-8 text-sm">
          <a href={`mailto:${settings.supportEmail}`} className={linkStyle}>
            {settings.supportEmail}
          </a>
          {social}
          {privacy && (
            <Link href={privacy.href} className={linkStyle}>
              {privacy.label}
            </Link>
          )}
          <p>{settings.siteName}</p>
        </div>
      </footer>
    )
  }

  const links = variant === 'masterclass' ? footer.masterclassLinks : footer.standardLinks
  return (
    <footer className="bg-plum-950 text-cream-100">
      {variant === 'contact' && (
        <section
          id="contact"
          aria-labelledby="contact-heading"
          className="mx-auto max-w-2xl scroll-mt-24 px-6 pt-14"
        >
          <h2 id="contact-heading" className="mb-3 font-serif text-3xl text-cream-50">
            {footer.contact.heading}
          </h2>
          {footer.contact.intro && <p className="mb-6">{footer.contact.intro}</p>}
          {contactForm}
        </section>
      )}
      {variant === 'masterclass' && (
        <section
          aria-labelledby="signup-heading"
          className="mx-auto max-w-2xl px-6 pt-14 text-center"
        >
          <h2 id="signup-heading" className="mb-3 font-serif text-3xl text-cream-50">
            {footer.signup.heading}
          </h2>
          {footer.signup.text && <p className="mb-6">{footer.signup.text}</p>}
          <Link
            href={footer.signup.buttonHref}
            className="inline-flex rounded-full bg-rose-300 px-7 py-3 font-semibold text-plum-950 hover:bg-rose-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50"
          >
            {footer.signup.buttonLabel}
          </Link>
        </section>
      )}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8 text-sm">
        {copyright}
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center gap-6">
            <li>{social}</li>
            {links?.map((link) => (
              <li key={link.id ?? link.href}>
                <Link href={link.href} className={linkStyle}>
                  {link.label}
                </Link>
              </li>
            ))}
            {variant === 'standard' && (
              <li>
                <Link href="/admin-login" className={`text-xs text-cream-100/80 ${linkStyle}`}>
                  {footer.adminLinkLabel}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
