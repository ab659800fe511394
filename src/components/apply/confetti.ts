import type { Options } from 'canvas-confetti'

/** §9: three bursts, 100, 300 and 600 ms after success, of 150, 150 and 200 particles. */
const CONFETTI_BURSTS = [
  { delayMs: 100, particleCount: 150 },
  { delayMs: 300, particleCount: 150 },
  { delayMs: 600, particleCount: 200 },
] as const

const COLORS = ['#efadb9', '#f6cfd6', '#55244b', '#fffaf5', '#d4a373']

/** Fires the bursts through `fire` (canvas-confetti); returns a cancel for those still to come. */
export function scheduleBursts(fire: (options: Options) => unknown): () => void {
  const timers = CONFETTI_BURSTS.map(({ delayMs, particleCount }) =>
    setTimeout(
      () =>
        fire({ particleCount, spread: 80, startVelocity: 45, origin: { y: 0.6 }, colors: COLORS }),
      delayMs,
    ),
  )
  return () => timers.forEach(clearTimeout)
}

export const prefersReducedMotion = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches
