'use client'

import { useEffect, useState } from 'react'

const MINUTE_MS = 60_000

/**
 * Counts down by the minute from the owner's starting point (days, hours, minutes). It starts
 * afresh on every visit: it marks an offer window, not a fixed date.
 */
export function Countdown({
  label,
  days,
  hours,
  minutes,
  labels,
}: {
  label: string
  days: number
  hours: number
  minutes: number
  labels: { days: string; hours: string; minutes: string }
}) {
  const [remaining, setRemaining] = useState(days * 24 * 60 + hours * 60 + minutes)
  const done = remaining <= 0

  useEffect(() => {
    if (done) return
    const timer = setInterval(() => setRemaining((value) => Math.max(value - 1, 0)), MINUTE_MS)
    return () => clearInterval(timer)
  }, [done])

  const parts = [
    { value: Math.floor(remaining / (24 * 60)), unit: labels.days, pad: false },
    { value: Math.floor(remaining / 60) % 24, unit: labels.hours, pad: true },
    { value: remaining % 60, unit: labels.minutes, pad: true },
  ]

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm font-semibold tracking-widest text-rose-200 uppercase">{label}</p>
      <div role="timer" aria-label={label} className="flex gap-3" data-testid="countdown">
        {parts.map(({ value, unit, pad }) => (
          <p
            key={unit}
            className="flex min-w-20 flex-col items-center rounded-2xl bg-plum-950/60 px-4 py-3 ring-1 ring-rose-200/30"
          >
            <span className="font-serif text-4xl text-cream-50 tabular-nums">
              {pad ? String(value).padStart(2, '0') : value}
            </span>
            <span className="text-xs tracking-widest text-cream-100 uppercase"> {unit}</span>
          </p>
        ))}
      </div>
    </div>
  )
}
