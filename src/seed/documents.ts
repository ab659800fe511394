import type { Payload } from 'payload'

import { MASTERCLASS_COURSE_SLUG } from './products'
import type { Document } from '@/payload-types'

import { type DocumentBlock, richDocument } from './richText'

type DocumentSeed = { title: string; subtitle: string; intro: string; blocks: DocumentBlock[] }

/** The ebook every masterclass buyer downloads from the course page. */
const emotionalPowerEbook: DocumentSeed = {
  title: 'Emotional Power',
  subtitle: 'From good girl to a woman who trusts what she feels',
  intro:
    'This little book is a companion to The Good Girl Paradox. Read it slowly, one chapter at a time, with a pen nearby. Nothing here needs to be done perfectly. Everything here can be done gently.',
  blocks: [
    { h2: 'Before you begin' },
    'You did not learn to be good by accident. Somewhere along the way, being easy, helpful, pleasant and impressive kept you safe. It won you love, or at least it kept the peace. That was intelligent. Your younger self found the best strategy available and used it well.',
    'The cost arrives later. You say yes while your stomach says no. You smile through anger until it turns into a headache. You know exactly what everyone around you needs, and you go blank when someone asks what you want. Pleasure feels like something to earn. Rest feels like something to explain.',
    'This book is not about becoming a bad girl instead. It is about becoming a whole one: a woman who can feel all of her emotions, let them move, and choose what to do with them. That is what I mean by emotional power. Not control over your feelings, but a relationship with them.',
    {
      quote:
        'Your emotions are not a problem to manage. They are information, arriving through your body, about what matters to you.',
    },
    { h2: 'Chapter 1: The three faces of the good girl' },
    'In the Good Girl Quiz you met three archetypes. Most of us carry a little of each, with one leading. Read the three portraits below and notice which one makes your body react: a sigh, a wince, a small laugh of recognition. That reaction is your first piece of information.',
    { h3: 'The People-Pleaser' },
    'She is warm, generous and exquisitely attuned. She scans every room for who needs something and who might be displeased. Her yes comes out before she has checked in with herself, and the resentment arrives later, usually at night.',
    'Her body often feels it as a tight throat, a fluttering belly or a jaw that aches from smiling. Her gift is her sensitivity. Her invitation is to turn that same attention inward: *what do I feel, right now, before I answer?*',
    { h3: 'The Perfectionist' },
    'She is capable, composed and relied upon. She learned that love comes to those who do it right, so she does everything right, and then some. Rest has to be earned, mistakes are replayed for days, and pleasure waits until the list is finished. The list is never finished.',
    'Her body often holds it as raised shoulders, a held breath and a back that is never quite allowed to soften. Her gift is her devotion. Her invitation is to discover that she is worthy before she has achieved anything at all.',
    { h3: 'The Rebel' },
    'She is done shrinking. She feels a hot no rising in her chest and she is learning to let it out. Sometimes it comes out sideways: a sharp reply, a door closed a little too hard, a defiance that still, secretly, asks for approval.',
    'Her body often carries it as heat, restlessness and a hunger to take up space. Her gift is her fire. Her invitation is to let that fire become a steady flame: a boundary held calmly, a desire claimed without a fight.',
    'None of these is a diagnosis, and none of them is who you are. They are strategies, and strategies can be updated. The first step is to catch them in the act, kindly.',
    { h2: 'Chapter 2: Emotions are information' },
    'The good girl learned to sort her feelings into acceptable and unacceptable. Gratitude, yes. Anger, no. Sadness, only in private and only briefly. Desire, only if it pleases someone else. The feelings you pushed away did not disappear. They moved into your body and waited.',
    'Here is a different way of seeing them. Every emotion carries a message and an impulse to move.',
    {
      ul: [
        '**Anger** says: something I value is being crossed. Its impulse is to push, to stand up, to say no.',
        '**Sadness** says: something mattered and is changing or gone. Its impulse is to soften, to slow down, to be held.',
        '**Fear** says: something needs my attention. Its impulse is to pause, to look, to find safety.',
        '**Joy** says: more of this, please. Its impulse is to expand, to move, to share.',
        '**Desire** says: this is what I want. Its impulse is to reach toward it.',
      ],
    },
    'When you let a feeling be felt, it rises, peaks and passes, often in a minute or two. When you fight it, it lingers. Feeling is not the same as acting: you can feel rage and choose a calm sentence. But you cannot choose well from a feeling you refuse to know.',
    { h3: 'Practice: name it, place it' },
    'Three times a day, perhaps when you make a drink, when you sit down to eat and before you sleep, pause for one slow breath and ask yourself two questions.',
    {
      ol: [
        'What am I feeling? Answer in one word if you can: tired, irritated, tender, excited, flat.',
        'Where do I feel it? Let your attention travel from your throat to your chest, your belly and your pelvis, and notice where there is heat, pressure, tightness or space.',
        'Place a hand there and say, silently or aloud: *I feel you. You are allowed to be here.*',
      ],
    },
    'That is all. You are not fixing anything. You are rebuilding the bridge between what happens inside you and your awareness of it. Over a few weeks, most women notice they catch their feelings earlier: before the yes slips out, before the resentment builds.',
    { h2: 'Chapter 3: Boundaries are a form of love' },
    'A boundary is simply the place where you end and someone else begins. The good girl often has a blurry one: she feels other people’s moods as if they were her own, and she takes responsibility for feelings that are not hers to carry.',
    'Boundaries are not walls and they are not punishments. They are information offered with care: *this works for me, this does not.* Every honest no makes room for a wholehearted yes. When your no is real, your yes can be trusted, by you and by the people who love you.',
    { h3: 'Find your no in your body' },
    'Before you can say no out loud, it helps to know what it feels like inside. Try this with something small and low-stakes.',
    {
      ol: [
        'Sit or stand comfortably and let your feet feel the floor.',
        'Say *yes* aloud three times, slowly. Notice what happens in your chest, belly and face.',
        'Now say *no* three times, just as slowly. Notice what changes: your spine, your breath, your jaw.',
        'Go back and forth a few times until you can feel the difference clearly.',
      ],
    },
    'Many women discover their no feels hot, or shaky, or strangely powerful. Whatever you find is right. You are simply getting to know a part of you that has been kept quiet.',
    { h3: 'The pause' },
    'The most useful boundary tool is often the simplest: a pause between the request and your answer. Try these sentences and keep one ready.',
    {
      ul: [
        '“Let me check and get back to you.”',
        '“I need a moment to think about that.”',
        '“I’d like to, and I don’t have space for it this week.”',
        '“No, thank you.” (A full sentence. No paragraph of explanation needed.)',
      ],
    },
    'Expect some discomfort the first times you use them. Guilt after a boundary is not proof you did something wrong. It is often the old strategy sounding its alarm. Breathe, put a hand on your chest, and let the feeling pass through without obeying it.',
    { h2: 'Chapter 4: Coming home to your body' },
    'The good girl lives mostly from the neck up: planning, reading the room, rehearsing what to say. Embodiment is the practice of coming back down, into sensation, breath and pleasure. It is where emotional power lives, because feelings are felt in the body before they are ever named.',
    'Choose one of the practices below and do it daily for a week before adding another. Go slowly. Stop whenever you want to. You are always the one in charge of your own experience.',
    { h3: 'Grounding breath (three minutes)' },
    {
      ol: [
        'Sit with your feet on the floor and let the surface beneath you hold your weight.',
        'Breathe in for a count of four, hold for four, breathe out for four, and rest for four. This is the same 16-second cycle as the free meditation.',
        'On each out-breath, let your shoulders drop a little further and feel your weight sink.',
        'After ten cycles, let your breath return to its own rhythm and notice how you feel.',
      ],
    },
    { h3: 'Humming for safety (two minutes)' },
    'Humming is one of the gentlest ways to soothe yourself. The vibration is something you can feel in your chest, throat and face, and it naturally lengthens your out-breath.',
    {
      ol: [
        'Place one hand on your chest and one on your belly.',
        'Breathe in through your nose, then hum on the out-breath, any note that feels comfortable.',
        'Feel the vibration under your hands. Let the hum get a little lower, a little slower.',
        'Repeat for ten breaths, then sit quietly for a moment.',
      ],
    },
    { h3: 'Shake it out (one minute)' },
    'When a feeling is stuck, let it move. Stand up and shake your hands, then your arms, then your shoulders, then your whole body, as if you were shaking off water. Let sound come if it wants to. Stop, stand still and feel the tingling. Anger and anxiety in particular often soften after a minute of movement.',
    { h3: 'A pleasure pause (any time)' },
    'Three times today, stop and find one thing that feels good right now: the warmth of a cup in your hands, sunlight on your skin, the softness of a fabric. Stay with it for three breaths. You do not have to earn this. Pleasure is not a reward for finishing the list; it is part of being alive in a body.',
    { h2: 'Chapter 5: Writing it out' },
    'Your body speaks in sensation. Writing helps you translate. Choose one prompt a day and write for ten minutes without stopping or correcting. No one will read this but you.',
    {
      ul: [
        'The feeling I was most often told to hide was… and what it wanted to say was…',
        'The last time I said yes when I meant no, my body felt…',
        'If I were not trying to be good, today I would…',
        'A boundary I am ready to practise this week is…',
        'The part of me I am ready to welcome back is…',
      ],
    },
    { h2: 'When it feels like too much' },
    'Reconnecting with feelings you have held down for years can stir things up. That is normal, and it is also a signal to go gently. If a practice brings up more than you can comfortably hold, stop. Open your eyes, look around the room and name five things you can see. Feel your feet on the floor. Drink some water. Come back another day, more slowly.',
    'This book is an invitation to self-exploration, not a replacement for therapy or medical care. If you are carrying trauma, or if strong feelings stay with you, please reach out to a qualified professional you trust. Asking for support is not a failure of independence. It is one of the bravest boundaries of all: *I matter enough to be helped.*',
    { h2: 'A closing word' },
    'You do not have to become someone new. You are remembering someone you already are: the girl before she learned to be good, curious and alive and certain of what she liked. She is still in your body. Every time you pause, name a feeling, hum, shake, or say a true no, you are letting her come home.',
    'Go slowly. Be kind to yourself when you slip back into old habits; you will, and that is part of it. Every return counts.',
    { quote: 'You were never too much. You were simply more than they knew how to hold.' },
    'With love, and with trust in your body’s wisdom.',
  ],
}

/** The guide behind "Integration Guide" on /watch: living with the six practices afterwards. */
const integrationGuide: DocumentSeed = {
  title: 'Integration Guide',
  subtitle: 'Living the six practices of The Good Girl Paradox',
  intro:
    'The masterclass opens a door. Integration is how you walk through it, day by day, in your ordinary life. This guide shows you how to keep the six practices alive in the weeks after, what to do when strong feelings come up, and how to notice how far you have come.',
  blocks: [
    { h2: 'Right after the masterclass' },
    'Give yourself a soft landing. If you can, keep the hour after the masterclass free of screens and obligations.',
    {
      ul: [
        'Drink a glass of water and eat something nourishing.',
        'Walk slowly, outside if you can, and feel each foot meet the ground.',
        'Write down three sensations you noticed during the practices, and one sentence you want to remember.',
        'Go to bed a little earlier than usual. Your nervous system has done real work.',
      ],
    },
    'It is common to feel tender, tired, elated or unusually emotional for a day or two. All of these are welcome. Nothing needs to be fixed.',
    { h2: 'The six practices, one at a time' },
    'You do not need to do everything every day. Integration works best when it is small and steady. Here is a gentle rhythm for the weeks after the masterclass. Each week adds one or two practices while keeping the ones before.',
    { h3: 'Week 1: Embodiment meditation' },
    'Each morning, before you reach for your phone, spend five to ten minutes with the embodiment meditation. Lie or sit comfortably and move your attention slowly from your feet to the crown of your head, softening wherever you meet holding. You are training a simple habit: arriving in your body before you arrive in your day.',
    { h3: 'Week 2: Somatic breathwork' },
    'Add three minutes of breathwork, morning or evening: breathe in for four, hold for four, breathe out for four, rest for four. If holding feels uncomfortable, skip the holds and simply make the out-breath a little longer than the in-breath. Use it too in the moment before a difficult conversation.',
    { h3: 'Week 3: Humming for safety' },
    'Whenever you notice stress rising, in the car, before a meeting or after a hard message, hum for ten slow breaths with a hand on your chest. Let this become your go-to reset. Many women find that humming softens the urge to please or to react.',
    { h3: 'Week 4: Reflection and forgiveness' },
    'Once a week, set aside twenty minutes to write. Reflect on the moments this week when the good girl took over, and write a few lines of forgiveness to yourself: *I understand why you did that. You were keeping us safe. We have other options now.* Forgiveness here is not excusing anything; it is releasing yourself from the grip of the old story.',
    { h3: 'Week 5: Boundary tapping' },
    'Practise the boundary tapping ritual two or three times this week. With your fingertips, tap gently along your collarbones, the sides of your hands and the top of your head while you speak a boundary aloud: *I am allowed to say no. My needs matter too.* Then practise one real-life boundary, small and low-stakes, and notice how it feels afterwards.',
    { h3: 'Week 6: The erotic sovereignty ritual' },
    'Choose one evening this week as a date with yourself. Prepare your space as you would for someone you love: candles, music, a soft blanket. Return to the sovereignty ritual from the masterclass and let yourself move, breathe and sound in whatever way feels good. Erotic here means life force, the energy of wanting and enjoying; it is yours, and it does not have to be shared with anyone.',
    'After the six weeks, keep the practices that nourished you most and let the rest rest. You can always come back to the masterclass and begin the cycle again.',
    { h2: 'When strong feelings come up' },
    'This work invites feelings that have waited a long time to be felt. Sometimes they arrive all at once. Here is what to do when that happens.',
    {
      ol: [
        '**Slow down.** Stop the practice. You can always come back later.',
        '**Orient.** Open your eyes, look around the room and name five things you can see and three things you can hear.',
        '**Ground.** Feel your feet on the floor and the weight of your body on the chair or bed.',
        '**Soothe.** Put your hands on your heart and hum, or wrap your arms around yourself and rock gently.',
        '**Let it move.** If the feeling has energy, shake your hands, stamp your feet or let out a sigh or a sound.',
        '**Reach out.** Call or message someone you trust. You do not have to carry it alone.',
      ],
    },
    'Crying, trembling, yawning, heat or laughter can all be ways your body releases tension. Let them come and go. If feelings stay overwhelming for more than a day or two, or if the work touches old trauma, please reach out to a qualified therapist or healthcare professional. This guide supports your self-exploration; it is not a substitute for professional care.',
    { h2: 'Journaling prompts' },
    'Choose one prompt each week, or whichever one calls to you today. Write for ten minutes without editing.',
    {
      ul: [
        'What did I notice in my body during the masterclass that surprised me?',
        'Where in my life am I still performing, and what would it feel like to stop?',
        'What does my yes feel like in my body? What does my no feel like?',
        'Which of the six practices felt most like coming home, and why?',
        'What am I ready to forgive myself for?',
        'What do I want more of in my life, and what pleasure can I give myself this week?',
        'If the woman I am becoming wrote me a letter, what would she say?',
      ],
    },
    { h2: 'Noticing your progress' },
    'Integration rarely feels like a straight line. Look for small signs: a pause before a yes, a no spoken without a long apology, a moment of pleasure you did not have to earn, a feeling you named before it overwhelmed you. Write these down when they happen. On the harder days, read them back.',
    { quote: 'Every time you return to your body, you are choosing yourself.' },
    'Go gently, go slowly, and trust the pace your body sets. You are exactly where you need to be.',
  ],
}

const documentData = (seed: DocumentSeed) => ({
  title: seed.title,
  subtitle: seed.subtitle,
  intro: seed.intro,
  body: richDocument(seed.blocks) as Document['body'],
})

async function findOrCreateDocument(payload: Payload, seed: DocumentSeed): Promise<Document> {
  const { docs } = await payload.find({
    collection: 'documents',
    where: { title: { equals: seed.title } },
    limit: 1,
    depth: 0,
  })
  return (
    docs[0] ??
    payload.create({
      collection: 'documents',
      data: { ...documentData(seed), _status: 'published' },
      context: { disableRevalidate: true },
    })
  )
}

/** The seed's old stand-in PDFs, by seed key and the file name it gave them. */
const SEEDED_PDFS = {
  ebook: { seedKey: 'emotional-power-ebook', filename: /^emotional-power-ebook(-\d+)?\.pdf$/ },
  integrationGuide: { seedKey: 'integration-guide', filename: /^integration-guide(-\d+)?\.pdf$/ },
} as const

/**
 * Creates the ebook and the Integration Guide as documents and points the masterclass at them.
 * A course that still holds one of the stand-in PDFs an earlier seed wrote gets the document
 * instead (the stand-in is deleted); a PDF the owner uploaded stays hers and keeps being served.
 */
export async function seedDocuments(payload: Payload): Promise<void> {
  const ebook = await findOrCreateDocument(payload, emotionalPowerEbook)
  const guide = await findOrCreateDocument(payload, integrationGuide)
  const { docs } = await payload.find({
    collection: 'courses',
    where: { slug: { equals: MASTERCLASS_COURSE_SLUG } },
    limit: 1,
    depth: 1,
  })
  const course = docs[0]
  if (!course) return

  const data: Record<string, number | null> = {}
  const stale: number[] = []
  for (const [field, document] of [
    ['ebook', ebook],
    ['integrationGuide', guide],
  ] as const) {
    if (!course[`${field}Document`]) data[`${field}Document`] = document.id
    const upload = course[field]
    const seeded = SEEDED_PDFS[field]
    if (
      upload &&
      typeof upload === 'object' &&
      upload.seedKey === seeded.seedKey &&
      seeded.filename.test(upload.filename ?? '')
    ) {
      data[field] = null
      stale.push(upload.id)
    }
  }
  if (Object.keys(data).length) {
    await payload.update({
      collection: 'courses',
      id: course.id,
      data,
      context: { disableRevalidate: true },
    })
  }
  for (const id of stale) await payload.delete({ collection: 'media', id })
}
