import { describe, expect, it } from 'vitest'

import {
  downsample,
  encodeWav,
  WAV_SAMPLE_RATE,
  wavBlob,
} from '@/components/admin/center/assistant/wav'

/** The voice command's WAV (spec §9: audio/wav): what a transcription service reads from it. */
describe('the voice recording as WAV', () => {
  it('writes a 16-bit PCM mono RIFF header and the samples, clamped', () => {
    const bytes = encodeWav(new Float32Array([0, 1, -1, 2, -2, 0.5]), 16_000)
    const view = new DataView(bytes)
    const text = (offset: number) => String.fromCharCode(...new Uint8Array(bytes, offset, 4))
    expect(bytes.byteLength).toBe(44 + 6 * 2)
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data'])
    expect(view.getUint32(4, true)).toBe(36 + 12)
    expect(view.getUint16(20, true)).toBe(1) // PCM
    expect(view.getUint16(22, true)).toBe(1) // mono
    expect(view.getUint32(24, true)).toBe(16_000)
    expect(view.getUint32(28, true)).toBe(32_000)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true)).toBe(12)
    const samples = [0, 1, 2, 3, 4, 5].map((index) => view.getInt16(44 + index * 2, true))
    expect(samples).toEqual([0, 32_767, -32_768, 32_767, -32_768, 16_383])
  })

  it('averages the browser’s 48 kHz chunks down to 16 kHz, as one audio/wav file', async () => {
    const chunks = [new Float32Array([0.3, 0.3, 0.3, 0.6]), new Float32Array([0.6, 0.6])]
    expect(Array.from(downsample(chunks, 48_000, WAV_SAMPLE_RATE))).toEqual([
      expect.closeTo(0.3),
      expect.closeTo(0.6),
    ])
    const blob = wavBlob(chunks, 48_000)
    expect(blob.type).toBe('audio/wav')
    expect(blob.size).toBe(44 + 2 * 2)
    // A browser already at 16 kHz or lower keeps its own rate.
    expect(new DataView(await wavBlob(chunks, 8_000).arrayBuffer()).getUint32(24, true)).toBe(8_000)
  })
})
