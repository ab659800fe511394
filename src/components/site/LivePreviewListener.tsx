'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live-preview frame: each autosaved draft re-renders the page from the server,
 * which reads the draft in draft mode. Rendered only in draft mode (the owner's preview).
 */
export function LivePreviewListener({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}
