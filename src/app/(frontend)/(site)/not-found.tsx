import type { Metadata } from 'next'
import Link from '@/components/SiteLink'

export const metadata: Metadata = { title: '404 Page Not Found', robots: { index: false } }

export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center gap-4 px-6 py-20"
    >
      <h1 className="font-serif text-4xl text-plum-900">404 Page Not Found</h1>
      <p className="rounded-xl bg-plum-50 px-4 py-3 font-mono text-sm text-plum-900">
        Did you forget to add the page to the router?
      </p>
      <Link href="/" className="font-semibold text-plum-800 underline">
        Back to the home page
      </Link>
    </main>
  )
}
