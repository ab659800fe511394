'use client'

import { useEffect, useState } from 'react'

import { countdownParts, minutesLeft, msUntilNextMinute } from './countdown'

/**
 * Counts down by the minute to the moment the owner set (the offer's end). The server renders
 * `initialMinutes` and the browser starts from the same figure, then corrects it by its own clock
 * and ticks as each minute passes. At the end it disappears rather than showing zeros.
 */
export function Countdown({
  label,
  endsAt,
  initialMinutes,
  labels,
}: {
  label: string
  endsAt: string
  initialMinutes: number
  labels: { days: string; hours: string; minutes: string }
}) {
  const [remaining, setRemaining] = useState(initialMinutes)
  const done = remaining <= 0

  useEffect(() => {
    if (done) return
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const now = Date.now()
      setRemaining(minutesLeft(endsAt, now) ?? 0)
      timer = setTimeout(tick, msUntilNextMinute(endsAt, now))
    }
    tick()
    return () => clearTimeout(timer)
  }, [endsAt, done])

  if (done) return null
  const { days, hours, minutes } = countdownParts(remaining)
  const parts = [
    { value: String(days), unit: labels.days },
    { value: String(hours).padStart(2, '0'), unit: labels.hours },
    { value: String(minutes).padStart(2, '0'), unit: labels.minutes },
  ]

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm font-semibold tracking-widest text-rose-200 uppercase">{label}</p>
      <div role="timer" aria-label={label} className="flex gap-3" data-testid="countdown">
        {parts.map(({ value, unit }) => (
          <p
            key={unit}
            className="flex min-w-20 flex-col items-center rounded-2xl bg-plum-950/60 px-4 py-3 ring-1 ring-rose-200/30"
          >
            <span className="font-serif text-4xl text-cream-50 tabular-nums">{value}</span>
            <span className="text-xs tracking-widest text-cream-100 uppercase"> {unit}</span>
          </p>
        ))}
      </div>
    </div>
  )
}
