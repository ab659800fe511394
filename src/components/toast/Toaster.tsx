'use client'

import { useEffect, useRef, useState } from 'react'

import { dismissToast, type ToastItem, useToasts } from './store'

const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

/** One toast: leaves after 5 s (paused while hovered or focused), by its button, or by a swipe right. */
function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [item.id, paused])

  const destructive = item.variant === 'destructive'
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      className={`toast ${destructive ? 'toast--destructive' : ''}`}
      style={
        offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined
      }
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        // Buttons keep their own clicks; capturing here would take the close button's click.
        if ((event.target as HTMLElement).closest('button')) return
        start.current = event.clientX
        event.currentTarget.setPointerCapture(event.pointerId)
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
      }}
      onPointerUp={() => {
        if (offset >= SWIPE_THRESHOLD_PX) dismissToast(item.id)
        start.current = null
        setOffset(0)
      }}
      onPointerCancel={() => {
        start.current = null
        setOffset(0)
      }}
    >
      <div className="grid gap-1">
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="toast__close"
        onClick={() => dismissToast(item.id)}
      >
        ×
      </button>
    </div>
  )
}

/**
 * The page's single notification region (one toast at a time, see store.ts). F8 moves focus to
 * it, as in the spec; Escape inside it dismisses the toast.
 */
export function Toaster() {
  const toasts = useToasts()
  const region = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        region.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <section aria-label="Notifications (F8)">
      <div
        ref={region}
        tabIndex={-1}
        className="toast-viewport"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && toasts[0]) dismissToast(toasts[0].id)
        }}
      >
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </section>
  )
}
