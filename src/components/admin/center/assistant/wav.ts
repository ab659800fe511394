/**
 * A voice command as a WAV file (spec §9: audio/wav): 16-bit PCM, mono, at `outputRate` (16 kHz is
 * what speech recognisers read; it keeps a minute of speech near 2 MB, well under the server's
 * limit). The browser hands us float samples at its own rate (often 48 kHz), in chunks.
 */
export const WAV_SAMPLE_RATE = 16_000

/** The chunks as one array, averaged down from `inputRate` to `outputRate`. */
export function downsample(chunks: Float32Array[], inputRate: number, outputRate: number) {
  const length = chunks.reduce((total, chunk) => total + chunk.length, 0)
  const joined = new Float32Array(length)
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.length
  }
  if (outputRate >= inputRate) return joined
  const ratio = inputRate / outputRate
  const out = new Float32Array(Math.floor(length / ratio))
  for (let index = 0; index < out.length; index++) {
    // Averaging the samples each output sample stands for is a cheap low-pass filter.
    const start = Math.floor(index * ratio)
    const end = Math.min(length, Math.floor((index + 1) * ratio))
    let sum = 0
    for (let at = start; at < end; at++) sum += joined[at]!
    out[index] = end > start ? sum / (end - start) : 0
  }
  return out
}

function writeText(view: DataView, offset: number, text: string) {
  for (let index = 0; index < text.length; index++) {
    view.setUint8(offset + index, text.charCodeAt(index))
  }
}

/** Mono float samples (-1…1) as a 16-bit PCM WAV file's bytes. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const bytesPerSample = 2
  const dataSize = samples.length * bytesPerSample
  const buffer = new ArrayBuffer(44 + dataSize)
  const view = new DataView(buffer)
  writeText(view, 0, 'RIFF')
  view.setUint32(4, 36 + dataSize, true)
  writeText(view, 8, 'WAVE')
  writeText(view, 12, 'fmt ')
  view.setUint32(16, 16, true) // the fmt chunk's size
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * bytesPerSample, true) // bytes per second
  view.setUint16(32, bytesPerSample, true) // block align
  view.setUint16(34, 16, true) // bits per sample
  writeText(view, 36, 'data')
  view.setUint32(40, dataSize, true)
  let offset = 44
  for (const sample of samples) {
    const clamped = Math.max(-1, Math.min(1, sample))
    view.setInt16(offset, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true)
    offset += bytesPerSample
  }
  return buffer
}

/** The recording's chunks as the WAV the server reads. */
export function wavBlob(chunks: Float32Array[], inputRate: number): Blob {
  const samples = downsample(chunks, inputRate, WAV_SAMPLE_RATE)
  return new Blob([encodeWav(samples, Math.min(inputRate, WAV_SAMPLE_RATE))], {
    type: 'audio/wav',
  })
}
