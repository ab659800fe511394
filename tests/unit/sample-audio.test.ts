import { describe, expect, it } from 'vitest'

import { synthesizeSampleMeditation } from '@/seed/audio/sampleMeditation'

const BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
}

type Frame = { kbps: number; sampleRate: number; mono: boolean; samples: number }

/** Reads the file the way a player does: skip the ID3 tag, then walk the frame headers. */
function readMp3(file: Buffer) {
  let offset = 0
  if (file.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | file[i]!, 0)
    offset = 10 + size
  }
  const frames: Frame[] = []
  while (offset < file.length) {
    const [b0, b1, b2, b3] = file.subarray(offset, offset + 4)
    if (b0 !== 0xff || (b1! & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`)
    const version = (b1! >> 3) & 3
    if (((b1! >> 1) & 3) !== 1) throw new Error(`not Layer III at byte ${offset}`)
    const mpeg1 = version === 3
    const kbps = (mpeg1 ? BITRATES.mpeg1 : BITRATES.mpeg2)[b2! >> 4]!
    const sampleRate = SAMPLE_RATES[version]![(b2! >> 2) & 3]!
    const samples = mpeg1 ? 1152 : 576
    const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + ((b2! >> 1) & 1)
    if (offset + length > file.length) throw new Error('the last frame is cut short')
    frames.push({ kbps, sampleRate, mono: b3! >> 6 === 3, samples })
    offset += length
  }
  const seconds = frames.reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0)
  return { frames, seconds }
}

describe('synthesizeSampleMeditation', () => {
  it('makes a ten-minute mono MP3 of a plausible size, quickly', () => {
    const started = performance.now()
    const audio = synthesizeSampleMeditation()
    const elapsed = performance.now() - started

    expect(audio.data.subarray(0, 3).toString('latin1')).toBe('ID3')
    expect(audio.data.includes(Buffer.from('Grounding Into The Body', 'latin1'))).toBe(true)

    const { frames, seconds } = readMp3(audio.data)
    expect(frames.length).toBe(audio.frames)
    expect(seconds).toBeCloseTo(audio.seconds, 6)
    expect(seconds).toBeGreaterThan(599.9)
    expect(seconds).toBeLessThan(600.5)
    // Constant bit rate, mono, 22.05 kHz: players compute the length from the size.
    expect(new Set(frames.map((frame) => frame.kbps))).toEqual(new Set([32]))
    expect(frames.every((frame) => frame.mono && frame.sampleRate === 22050)).toBe(true)
    const expectedBytes = (32_000 / 8) * 600
    expect(audio.data.length).toBeGreaterThan(expectedBytes * 0.98)
    expect(audio.data.length).toBeLessThan(expectedBytes * 1.02)
    // Generous: about a second on two cores; the whole encode would take several.
    expect(elapsed).toBeLessThan(10_000)
  }, 20_000)

  it('falls back to encoding every sample when the recording is too short to repeat a loop', () => {
    const audio = synthesizeSampleMeditation({ seconds: 20, sampleRate: 16000, kbps: 24 })
    const { frames, seconds } = readMp3(audio.data)
    expect(audio.data.subarray(0, 3).toString('latin1')).toBe('ID3')
    expect(frames.every((frame) => frame.sampleRate === 16000 && frame.kbps === 24)).toBe(true)
    expect(seconds).toBeGreaterThan(19.9)
    expect(seconds).toBeLessThan(20.5)
    expect(audio.data.length).toBeCloseTo((24_000 / 8) * 20, -3)
  })
})
