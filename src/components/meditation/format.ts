/** 75 → "1:15"; the player's clock and the timeline share it. */
export function formatTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The index of the segment playing at `seconds`: the last one that has started. */
export function segmentAt(segments: readonly { start: number }[], seconds: number): number {
  let current = 0
  segments.forEach((segment, index) => {
    if (segment.start <= seconds) current = index
  })
  return current
}
