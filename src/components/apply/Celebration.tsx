'use client'

import { useEffect, useRef } from 'react'

import { scheduleBursts } from './confetti'

/**
 * The confetti of a received application, drawn on its own canvas inside the page's main
 * landmark (canvas-confetti's default canvas would sit outside every landmark) and hidden from
 * assistive technology. Render it only when motion is welcome.
 */
export function Celebration() {
  const canvas = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    let cancel = () => {}
    let left = false
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (left || !canvas.current) return
      const fire = confetti.create(canvas.current, { resize: true })
      const cancelBursts = scheduleBursts(fire)
      cancel = () => {
        cancelBursts()
        fire.reset()
      }
    })
    return () => {
      left = true
      cancel()
    }
  }, [])

  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-50 h-full w-full"
    />
  )
}
