/** The eight answers of a complete mentorship application, as a tester would write them. */
export const APPLICATION_ANSWERS = {
  experience: 'Ten years of yoga and a little breathwork.',
  whatDrawsYou: 'Your writing about the good girl in all of us.',
  hopeToExplore: 'Pleasure without apology, and my own rhythm.',
  challenges: 'I freeze whenever I want something for myself.',
  support: 'Steady, warm accountability between sessions.',
  longToExperience: 'Feeling at home in my own body again.',
  afraidToExpress: 'Anger, and desire, and needing anything.',
  desireFromGuide: 'Honesty and patience, and no rescuing.',
}
