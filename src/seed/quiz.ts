import type { Payload } from 'payload'

import type { Archetype, QuizQuestion, QuizSetting } from '@/payload-types'

type Points = [people_pleaser: number, perfectionist: number, rebel: number]
type OptionSeed = [value: string, text: string, points: Points]

const question = (
  order: number,
  text: string,
  options: OptionSeed[],
): Omit<QuizQuestion, 'id' | 'createdAt' | 'updatedAt'> => ({
  questionId: `q${order}`,
  order,
  question: text,
  options: options.map(([value, optionText, [people_pleaser, perfectionist, rebel]]) => ({
    value,
    text: optionText,
    points: { people_pleaser, perfectionist, rebel },
  })),
})

// Placeholder copy in the practice's voice for the owner to rewrite in Admin → Quiz. In every
// question one option gives 3 points to each archetype, so always choosing an archetype's
// strongest answer leads to that archetype (the browser tests walk those three paths).
export const quizQuestionsSeed = [
  question(1, 'A friend asks for a favour you have no space for. What happens in your body?', [
    ['yes-before-thinking', 'My yes is out before I have even checked in with myself.', [3, 1, 0]],
    [
      'yes-and-perfect',
      'I say yes, then plan how to do it flawlessly so no one is let down.',
      [1, 3, 0],
    ],
    [
      'freeze-and-smile',
      'I freeze, smile, say “let me see”, then worry about it for days.',
      [2, 1, 0],
    ],
    ['hot-no', 'A hot no rises in my chest, and I am learning to let it out.', [0, 0, 3]],
  ]),
  question(2, 'When you think about your own pleasure, what comes up first?', [
    ['earn-it', 'That I have to earn it: after the work is done, and done well.', [0, 3, 0]],
    ['guilt', 'Guilt. Everyone else’s needs feel more urgent than mine.', [3, 1, 0]],
    ['curiosity', 'Curiosity. I am hungry to know what my body actually wants.', [0, 0, 3]],
    ['never-asked', 'I honestly do not know. No one has ever asked me.', [2, 1, 1]],
  ]),
  question(3, 'Someone gives you honest, critical feedback. You…', [
    ['smooth-it-over', 'Apologise quickly and make sure they are not upset with me.', [3, 1, 0]],
    [
      'flare-then-doubt',
      'Feel a flare of defiance, then quietly wonder if they are right.',
      [1, 1, 2],
    ],
    ['replay-it', 'Replay it for days and promise myself I will never slip again.', [0, 3, 0]],
    ['take-what-fits', 'Take what fits, leave the rest, and trust my own knowing.', [0, 0, 3]],
  ]),
  question(4, 'In a room full of people, your body is most often…', [
    ['scanning', 'Scanning: who needs something, who might be displeased?', [3, 1, 0]],
    ['held-tight', 'Held tight and composed: shoulders up, posture perfect.', [1, 3, 0]],
    ['restless', 'Restless. I am done shrinking and ready to take up space.', [0, 0, 3]],
    ['elsewhere', 'Somewhere else. I mostly live in my head.', [1, 2, 1]],
  ]),
  question(5, 'When you hear the words “good girl”, you feel…', [
    ['tender', 'Tender. I can feel how young I was when I learned to be one.', [2, 1, 1]],
    ['warm-approval', 'A little warm. Being approved of still feels like safety.', [3, 0, 0]],
    ['pressure', 'Pressure. Good was never quite good enough.', [0, 3, 0]],
    ['fire', 'Fire. I am done being good; I want to be free.', [0, 0, 3]],
  ]),
  question(6, 'If you woke up sensually sovereign tomorrow, the first thing you would do is…', [
    ['say-no', 'Say no without a paragraph of explanation.', [3, 0, 1]],
    ['rest', 'Rest, without earning it first.', [1, 3, 0]],
    [
      'take-up-space',
      'Dance, dress for my own pleasure and take up every inch of space.',
      [0, 0, 3],
    ],
    ['listen', 'Ask my body what she wants, and believe her.', [1, 1, 1]],
  ]),
]

type ArchetypeSeed = Omit<Archetype, 'id' | 'createdAt' | 'updatedAt'>

export const archetypesSeed: ArchetypeSeed[] = [
  {
    key: 'people_pleaser',
    title: 'The Devoted People-Pleaser',
    subtitle: 'Your heart is generous. Now let it include you.',
    description:
      'You are the one everyone leans on. You sense what others need before they say it, and you give it, often before you have asked yourself what you need. Somewhere along the way your body learned that being loved meant being agreeable, and your yes became automatic.',
    traits: [
      { trait: 'Deeply attuned to other people’s moods' },
      { trait: 'Says yes before checking in with herself' },
      { trait: 'Feels guilty resting or receiving' },
      { trait: 'Keeps the peace at the cost of her own truth' },
    ],
    transformation:
      'Your sensitivity is not the problem: it is your gift, pointed outward. As you learn to feel your body’s own yes and no, your devotion comes home. Boundaries become a form of love, and receiving becomes as holy as giving.',
    nextStep:
      'Begin by letting your body lead for ten minutes a day. The free grounding meditation is a gentle first step, and the Good Girl Paradox masterclass walks you through boundary tapping and the rituals that make a clean no feel safe.',
    colour: '#b0476b',
    icon: { kind: 'symbol', symbol: 'heart' },
  },
  {
    key: 'perfectionist',
    title: 'The Sophisticated Perfectionist',
    subtitle: 'You have mastered the rules. Now it is time to feel.',
    description:
      'You are capable, polished and admired. You learned early that being good meant being flawless, and you have held yourself to that standard ever since. Pleasure, rest and softness feel like rewards you have not quite earned.',
    traits: [
      { trait: 'High standards for everything, herself most of all' },
      { trait: 'Lives mostly in the mind, planning and reviewing' },
      { trait: 'Struggles to rest without earning it' },
      { trait: 'Looks composed while holding tension in the body' },
    ],
    transformation:
      'Your discipline can become devotion to your own aliveness. As you trade control for sensation, your body softens and your brilliance grows warmer. You discover that you are worthy of pleasure exactly as you are: unfinished, and real.',
    nextStep:
      'Start with practices that let your nervous system exhale. The breathwork and humming for safety in the masterclass help you feel instead of perform, and the free meditation is ten minutes with nothing to get right.',
    colour: '#6b2f5f',
    icon: { kind: 'symbol', symbol: 'crown' },
  },
  {
    key: 'rebel',
    title: 'The Awakened Rebel',
    subtitle: 'You have seen through the good-girl story. Now embody it.',
    description:
      'You have already started breaking the rules that kept you small. You feel the fire of your desire and you are done apologising for it. Your next step is not more fighting but rooting that fire in your body, so your freedom feels safe as well as bold.',
    traits: [
      { trait: 'Questions the rules she was raised with' },
      { trait: 'Feels desire and anger vividly' },
      { trait: 'Is ready to take up space' },
      { trait: 'Sometimes swings between fierce and exhausted' },
    ],
    transformation:
      'Your rebellion becomes sovereignty when it is grounded in your body. With somatic practice your fire steadies into a calm, unshakable yes and no. You stop reacting against the old story and start living your own.',
    nextStep:
      'Channel your fire into embodied ritual. The erotic sovereignty ritual in the Good Girl Paradox masterclass was made for this moment, and the free meditation helps you ground before you rise.',
    colour: '#c2410c',
    icon: { kind: 'symbol', symbol: 'flame' },
  },
]

// Quoted texts are the product spec's; the rest is placeholder copy for the owner to rewrite.
export const quizSettingsSeed: Omit<QuizSetting, 'id' | 'createdAt' | 'updatedAt'> = {
  meta: {
    title: 'The Good Girl Quiz: Discover Your Archetype',
    description:
      'Draw six cards in this 3-minute quiz and discover the Good Girl archetype shaping your body, your boundaries and your pleasure, and your first step towards being sensually sovereign.',
    keywords:
      'good girl quiz, archetype quiz, people pleasing, perfectionism, somatic coaching, sensual sovereignty',
  },
  heading: 'The Good Girl Quiz',
  intro: {
    title: 'Draw Your Card',
    text: 'Six cards, one at a time, about how your body answers the world. Choose the answer that feels truest, not the one that sounds best. In about 3 minutes you will meet the Good Girl archetype that has been running your life, and your first step out of her pattern.',
    hint: 'Tap the card to begin',
    noScript:
      'The cards turn over with JavaScript, which is switched off in this browser. Turn it on to take the quiz; until then, the free meditation and the masterclass are a lovely place to begin.',
  },
  questions: {
    progress: 'Card {current} of {total}',
    progressBarLabel: 'Quiz progress',
    optionsLabel: 'Your answer',
    chosen: 'Your card is chosen. The next one is on its way…',
  },
  form: {
    title: 'Your Archetype Is Ready',
    text: 'Where shall I send your reading? Enter your name and e-mail to reveal your Good Girl archetype.',
    nameLabel: 'Your name',
    emailLabel: 'Your e-mail',
    submitLabel: 'Reveal My Archetype',
    submittingLabel: 'Revealing...',
    privacy:
      'Your answers stay private. You will also receive gentle notes from me, and you can unsubscribe at any time.',
  },
  result: {
    eyebrow: 'Your Good Girl archetype',
    traitsHeading: 'You may recognise yourself in',
    transformationHeading: 'Your transformation',
    nextStepHeading: 'Your next step',
    links: [
      { label: 'Explore the Masterclass', href: '/masterclass' },
      { label: 'Get the Free Meditation', href: '/free-meditation' },
    ],
    retakeLabel: 'Retake Quiz',
  },
  narration: {
    toggleLabel: 'Voice narration',
    readLabel: 'Read aloud',
    loadingLabel: 'Loading audio...',
    pauseLabel: 'Pause',
    resumeLabel: 'Resume',
    replayLabel: 'Read again',
  },
  messages: {
    nameRequired: {
      title: 'Name Required',
      description: 'Please enter your name to see your results.',
    },
    emailRequired: {
      title: 'Email Required',
      description: 'Please enter your email to see your results.',
    },
    invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
    nameTooLong: {
      title: 'Name Too Long',
      description: 'Please enter a shorter name (100 characters or less).',
    },
    emailTooLong: { title: 'Email Too Long', description: 'Please enter a shorter email address.' },
    submitted: { title: 'Here are your results!' },
    submitFailed: {
      title: 'Something went wrong',
      description: 'Please try again or contact support.',
    },
    narrationFailed: {
      title: 'Voice narration paused',
      description:
        'Audio will be available again shortly. You can continue with the quiz normally.',
    },
    narrationTooSoon: {
      title: 'Please wait',
      description: 'Let the current audio finish before requesting more.',
    },
  },
  voices: [
    {
      name: 'Soul Sister',
      providerVoiceId: '21m00Tcm4TlvDq8ikWAM',
      description: 'Warm and nurturing',
      isDefault: true,
    },
    {
      name: 'Daddy',
      providerVoiceId: 'pNInz6obpgDQGcFmaJgB',
      description: 'Strong and grounding',
      isDefault: false,
    },
  ],
}

const quiet = { context: { disableRevalidate: true } }

/**
 * The six questions, the three results and the page's words. Runs once per database (see
 * seed/index.ts); anything the owner already made under the same id or key is left alone.
 */
export async function seedQuiz(payload: Payload): Promise<void> {
  for (const data of quizQuestionsSeed) {
    const existing = await payload.count({
      collection: 'quiz-questions',
      where: { questionId: { equals: data.questionId } },
    })
    if (existing.totalDocs === 0)
      await payload.create({ collection: 'quiz-questions', data, ...quiet })
  }
  for (const data of archetypesSeed) {
    const existing = await payload.count({
      collection: 'archetypes',
      where: { key: { equals: data.key } },
    })
    if (existing.totalDocs === 0) await payload.create({ collection: 'archetypes', data, ...quiet })
  }
  const settings = await payload.findGlobal({ slug: 'quiz-settings', depth: 0 })
  if (!settings.heading) {
    await payload.updateGlobal({ slug: 'quiz-settings', data: quizSettingsSeed, ...quiet })
  }
}
