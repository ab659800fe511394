'use client'

import { useEffect, useState } from 'react'

type Props = { start: number; maxIncrement: number; intervalMs: number; label: string }

/** Starts at `start` and grows by 0 to `maxIncrement` every interval. */
export function VisitorCounter({ start, maxIncrement, intervalMs, label }: Props) {
  const [count, setCount] = useState(start)
  useEffect(() => {
    const timer = setInterval(
      () => setCount((current) => current + Math.floor(Math.random() * (maxIncrement + 1))),
      intervalMs,
    )
    return () => clearInterval(timer)
  }, [maxIncrement, intervalMs])
  return (
    <p className="mt-10 inline-flex items-center gap-2 rounded-full bg-plum-50 px-5 py-2 text-sm text-plum-900">
      <span aria-hidden="true" className="size-2 rounded-full bg-green-700" />
      <span data-testid="visitor-count" className="font-semibold">
        {count.toLocaleString('en-US')}
      </span>{' '}
      {label}
    </p>
  )
}
