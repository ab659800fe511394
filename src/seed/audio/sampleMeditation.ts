import { Mp3Encoder } from '@breezystack/lamejs'

export type SampleAudioOptions = {
  /** Length of the recording; the meditation is 10 minutes. */
  seconds?: number
  /** 24 kHz or lower: MPEG-2 frames, which keep a mono drone small. */
  sampleRate?: number
  kbps?: number
  /** Written into an ID3 tag so players show what the file is. */
  title?: string
}

export type SampleAudio = {
  data: Buffer
  /** Seconds of audio in the MP3 frames (the encoder adds a few milliseconds of padding). */
  seconds: number
  frames: number
}

/** The breathing cycle the page teaches: inhale 4, hold 4, exhale 4, hold 4. */
const BREATH_CYCLE_SECONDS = 16
const FADE_IN_SECONDS = 6
const FADE_OUT_SECONDS = 10
/** Peak level: a quiet bed, well away from clipping. */
const PEAK = 0.3 * 32767

/**
 * Every partial is a multiple of 1/16 Hz, so the drone repeats exactly with the breath: that is
 * what lets the encoder's output for one cycle be reused (see `encodeWithRepeats`).
 */
const PARTIALS: { hz: number; gain: number; opensWithBreath?: boolean }[] = [
  { hz: 55, gain: 0.35 },
  { hz: 110, gain: 1 },
  // 1/8 Hz away from the root: a slow shimmer rather than a static tone.
  { hz: 110.125, gain: 0.3 },
  { hz: 165, gain: 0.45 },
  { hz: 220, gain: 0.3, opensWithBreath: true },
  { hz: 330, gain: 0.12, opensWithBreath: true },
]
const TOTAL_GAIN = PARTIALS.reduce((sum, partial) => sum + partial.gain, 0)

const smooth = (x: number) => 0.5 - 0.5 * Math.cos(Math.PI * Math.min(1, Math.max(0, x)))

/** 0 → 1 while inhaling, 1 while holding full, 1 → 0 while exhaling, 0 while holding empty. */
function breath(t: number): number {
  const u = t % BREATH_CYCLE_SECONDS
  if (u < 4) return smooth(u / 4)
  if (u < 8) return 1
  if (u < 12) return 1 - smooth((u - 8) / 4)
  return 0
}

/** The sample at `t` seconds of a recording `total` seconds long, in [-1, 1]. */
function sampleAt(t: number, total: number): number {
  const open = breath(t)
  let sum = 0
  for (const { hz, gain, opensWithBreath } of PARTIALS) {
    sum += gain * (opensWithBreath ? open : 1) * Math.sin(2 * Math.PI * ((hz * t) % 1))
  }
  const fade = smooth(t / FADE_IN_SECONDS) * smooth((total - t) / FADE_OUT_SECONDS)
  return (fade * (0.55 + 0.45 * open) * sum) / TOTAL_GAIN
}

/** MPEG-1 below 32 kHz becomes MPEG-2 (or 2.5), whose Layer III frames hold half the samples. */
const samplesPerFrame = (sampleRate: number) => (sampleRate >= 32000 ? 1152 : 576)

/** Byte offsets of the MP3 frames in `mp3` (constant bit rate, as lamejs writes it). */
function frameOffsets(mp3: Uint8Array, sampleRate: number, kbps: number): number[] {
  const coefficient = samplesPerFrame(sampleRate) / 8
  const offsets: number[] = []
  let offset = 0
  while (offset + 4 <= mp3.length) {
    if (mp3[offset] !== 0xff || (mp3[offset + 1]! & 0xe0) !== 0xe0) {
      throw new Error(`MP3 frame sync lost at byte ${offset}`)
    }
    offsets.push(offset)
    const padding = (mp3[offset + 2]! >> 1) & 1
    offset += Math.floor((coefficient * kbps * 1000) / sampleRate) + padding
  }
  return offsets
}

/** Layer III side information opens with main_data_begin: how many bytes it borrows from earlier frames. */
function borrowsFromEarlierFrames(mp3: Uint8Array, offset: number, sampleRate: number): boolean {
  const sideInfo = offset + 4 + ((mp3[offset + 1]! & 1) === 0 ? 2 : 0)
  // MPEG-1 gives main_data_begin 9 bits, MPEG-2 gives it 8.
  const mainDataBegin =
    sampleRate >= 32000 ? (mp3[sideInfo]! << 1) | (mp3[sideInfo + 1]! >> 7) : mp3[sideInfo]!
  return mainDataBegin !== 0
}

function encode(pcm: Int16Array, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps)
  const chunks: Uint8Array[] = []
  const block = samplesPerFrame(sampleRate) * 64
  // lamejs hands back Int8Arrays, whatever its typings say: view the same bytes unsigned.
  const keep = (bytes: ArrayLike<number> & ArrayBufferView) =>
    chunks.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  for (let start = 0; start < pcm.length; start += block) {
    keep(encoder.encodeBuffer(pcm.subarray(start, start + block)))
  }
  keep(encoder.flush())
  return Buffer.concat(chunks)
}

function render(length: number, sampleRate: number, total: number, timeOf: (i: number) => number) {
  const pcm = new Int16Array(length)
  for (let i = 0; i < length; i++) pcm[i] = Math.round(PEAK * sampleAt(timeOf(i), total))
  return pcm
}

/**
 * Encoding ten minutes with a JavaScript encoder takes several seconds, yet the middle of the
 * recording is one breath-length loop over and over. So this encodes the recording with all but
 * one of the repeated loops cut out, then puts the MP3 frames of that loop back as many times as
 * were cut. That is only sound if the loop is a whole number of frames and its first frame owes
 * nothing to the frames before it (no bit reservoir); otherwise it returns null and the caller
 * encodes the whole recording.
 */
function encodeWithRepeats(seconds: number, sampleRate: number, kbps: number): Uint8Array | null {
  const frameSamples = samplesPerFrame(sampleRate)
  let loopSeconds = BREATH_CYCLE_SECONDS
  while ((loopSeconds * sampleRate) % frameSamples !== 0) {
    loopSeconds += BREATH_CYCLE_SECONDS
    if (loopSeconds > 64) return null
  }
  const loopSamples = loopSeconds * sampleRate
  const loopFrames = loopSamples / frameSamples
  // Steady audio (past the fade-in, before the fade-out) needed around the kept loop, so that the
  // encoder's look-ahead and overlap see the same signal as in every repeat.
  const margin = 2
  const steadyStart = FADE_IN_SECONDS + margin
  const steadyNeeded = loopSeconds + 2 * margin
  const repeats = Math.floor(
    (seconds - FADE_IN_SECONDS - FADE_OUT_SECONDS - 2 * margin - steadyNeeded) / loopSeconds,
  )
  if (repeats < 1) return null

  const totalSamples = Math.round(seconds * sampleRate)
  const cutSamples = repeats * loopSamples
  // Cut the repeats out after the kept loop: the rendered audio skips from there to the same
  // point of the breath `repeats` loops later.
  const cutAt = Math.round((steadyStart + loopSeconds + margin) * sampleRate)
  const pcm = render(totalSamples - cutSamples, sampleRate, seconds, (i) =>
    i < cutAt ? i / sampleRate : (i + cutSamples) / sampleRate,
  )
  const mp3 = encode(pcm, sampleRate, kbps)
  const offsets = frameOffsets(mp3, sampleRate, kbps)

  // The first whole frame after the margin; frames map to the input one-to-one in time.
  const first = Math.ceil((steadyStart * sampleRate) / frameSamples)
  const end = first + loopFrames
  if (end >= offsets.length) return null
  if (borrowsFromEarlierFrames(mp3, offsets[first]!, sampleRate)) return null

  const loop = mp3.subarray(offsets[first], offsets[end])
  const parts = [mp3.subarray(0, offsets[end])]
  for (let i = 0; i < repeats; i++) parts.push(loop)
  parts.push(mp3.subarray(offsets[end]))
  return Buffer.concat(parts)
}

function id3Tag(title: string): Buffer {
  const text = Buffer.from(`\u0000${title}`, 'latin1')
  const frame = Buffer.alloc(10)
  frame.write('TIT2', 0, 'latin1')
  frame.writeUInt32BE(text.length, 4)
  const body = Buffer.concat([frame, text])
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0])
  // ID3v2 sizes are "syncsafe": seven bits per byte.
  for (let i = 0; i < 4; i++) header[9 - i] = (body.length >> (7 * i)) & 0x7f
  return Buffer.concat([header, body])
}

/**
 * A real, playable stand-in for the owner's recording, made offline: a soft low drone on A that
 * swells and opens with the 16-second breathing cycle, fading in and out. Mono MP3, constant bit
 * rate (so players work out its length from its size).
 */
export function synthesizeSampleMeditation({
  seconds = 600,
  sampleRate = 22050,
  kbps = 32,
  title = 'Grounding Into The Body (breathing tones)',
}: SampleAudioOptions = {}): SampleAudio {
  const mp3 =
    encodeWithRepeats(seconds, sampleRate, kbps) ??
    encode(
      render(Math.round(seconds * sampleRate), sampleRate, seconds, (i) => i / sampleRate),
      sampleRate,
      kbps,
    )
  const frames = frameOffsets(mp3, sampleRate, kbps).length
  return {
    data: Buffer.concat([id3Tag(title), mp3]),
    seconds: (frames * samplesPerFrame(sampleRate)) / sampleRate,
    frames,
  }
}
