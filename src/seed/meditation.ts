import type { Payload } from 'payload'

import type { Media, Meditation } from '@/payload-types'

import { synthesizeSampleMeditation } from './audio/sampleMeditation'

export const RECORDING_KEY = 'meditation-recording'

/** What a visitor hears until the owner uploads her voice: described as it is, tones only. */
export const SAMPLE_RECORDING_ALT =
  'Grounding Into The Body: ten minutes of soft tones that swell and settle with the 16-second breathing cycle'

type Segment = Meditation['segments'][number]
const segment = (
  start: number,
  end: number,
  title: string,
  description: string,
  visual: string,
  colour: string,
  intensity: number,
): Segment => ({ start, end, title, description, visual, colour, intensity })

// Quoted texts and figures come from the product spec (§2, §5, §8, §9); the rest is starter
// copy in the practice's voice for the owner to rewrite in Admin → Content → Free meditation.
const meditationSeed: Omit<Meditation, 'id' | 'recording' | 'createdAt' | 'updatedAt'> = {
  meta: {
    title: 'Free 10-Minute Grounding Meditation',
    description:
      'A free 10-minute guided meditation to ground into your body: breathe, soften and come home to yourself. Enter your name and e-mail to listen and download.',
    keywords:
      'free guided meditation, grounding meditation, somatic meditation, embodiment for women, breathwork',
  },
  share: {
    heading: 'Share it with a friend',
    text: 'I just found this free 10-minute grounding meditation. Come home to your body with me:',
    deviceLabel: 'Share',
    copyLabel: 'Copy link',
    copiedMessage: 'Link copied!',
    copyFailed: {
      title: 'Could not copy the link',
      description: 'Select the address in your browser’s address bar and copy it from there.',
    },
    networkLabel: 'Share on {network}',
  },
  eyebrow: 'Free 10-minute guided meditation',
  title: 'Grounding Into The Body',
  intro:
    'Ten minutes to stop performing and start feeling. This guided meditation takes you out of your head and back into your body, one breath at a time. Tell me where to send it and it is yours.',
  accessIntro:
    'Your meditation is ready. Find a quiet place, let your breath slow, and press play. You can listen here or download it and keep it for whenever you need to come home to yourself.',
  form: {
    heading: 'Get the free meditation',
    nameLabel: 'First name',
    namePlaceholder: 'Your first name',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    buttonLabel: 'Send Me the Meditation',
    pendingLabel: 'Sending...',
    privacyNote: 'No spam. Unsubscribe with one click whenever you like.',
    successMessage: 'Success! Check your email for the download link.',
    failure: { title: 'Error', description: 'Failed to submit form. Please try again.' },
  },
  durationSeconds: 600,
  downloadFileName: 'Grounding Into The Body - Guided Meditation.mp3',
  player: {
    heading: 'Listen now',
    playLabel: 'Play',
    pauseLabel: 'Pause',
    progressLabel: 'Meditation progress',
    downloadLabel: 'Download MP3',
    timelineHeading: 'The journey',
    currentLabel: 'Now',
    intensityLabel: 'Intensity {level} of 5',
  },
  segments: [
    segment(
      0,
      90,
      'Arriving',
      'Let the day fall away. Feel the surface beneath you and let it hold your weight.',
      'Dusk light settling over still water',
      '#b35c8a',
      1,
    ),
    segment(
      90,
      180,
      'Finding your breath',
      'Breathe in for four, hold for four, out for four, hold for four. Let the rhythm carry you.',
      'A tide rolling in and out',
      '#9a4f7d',
      2,
    ),
    segment(
      180,
      300,
      'Rooting down',
      'Feel your feet, your legs, your pelvis grow heavy. Send roots down into the earth.',
      'Roots spreading from the base of your spine',
      '#8a5a3c',
      3,
    ),
    segment(
      300,
      420,
      'Coming home to your body',
      'Move your attention slowly from your feet to your crown, softening wherever you meet holding.',
      'Warm light filling you from the inside',
      '#c0703f',
      4,
    ),
    segment(
      420,
      540,
      'Sensual presence',
      'Notice what feels good right now: warmth, weight, the touch of air on skin. Let it be enough.',
      'Honey-gold light pooling in your belly',
      '#c98a2e',
      3,
    ),
    segment(
      540,
      600,
      'Returning',
      'Gently bring movement back. Take this grounded feeling with you into the rest of your day.',
      'Opening your eyes to soft morning light',
      '#6b2f5f',
      1,
    ),
  ],
  breathingHeading: 'Breathe with me',
  breathingIntro:
    'Follow the circle: it grows as you breathe in, rests while you hold, and softens as you breathe out. One full cycle takes 16 seconds.',
  breathingSecondsLabel: '{seconds} seconds',
  breathingPhases: [
    { label: 'Inhale', seconds: 4, motion: 'grow' },
    { label: 'Hold', seconds: 4, motion: 'stay' },
    { label: 'Exhale', seconds: 4, motion: 'shrink' },
    { label: 'Hold', seconds: 4, motion: 'stay' },
  ],
}

/** Finds the sample recording by its seed key, generating and uploading it the first time. */
async function seedRecording(payload: Payload): Promise<Media> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { seedKey: { equals: RECORDING_KEY } },
    limit: 1,
  })
  if (docs[0]) return docs[0]
  const started = performance.now()
  const { data, seconds } = synthesizeSampleMeditation({
    seconds: meditationSeed.durationSeconds,
  })
  payload.logger.info(
    `Generated the sample meditation recording: ${Math.round(seconds)} s, ${(data.length / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
  )
  return payload.create({
    collection: 'media',
    data: {
      alt: SAMPLE_RECORDING_ALT,
      seedKey: RECORDING_KEY,
    },
    file: {
      data,
      mimetype: 'audio/mpeg',
      name: 'grounding-into-the-body.mp3',
      size: data.length,
    },
  })
}

/** Fills the meditation global once, with a generated recording; the owner's edits are kept. */
export async function seedMeditation(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'meditation', depth: 0 })
  if (current.title) return false
  const recording = await seedRecording(payload)
  await payload.updateGlobal({
    slug: 'meditation',
    data: { ...meditationSeed, recording: recording.id },
    context: { disableRevalidate: true },
  })
  return true
}
