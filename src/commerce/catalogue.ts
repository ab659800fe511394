/** The products the code sells, by slug; their prices and names are CMS data. */
export const PRODUCT_SLUGS = {
  masterclass: 'masterclass',
  bonus: 'return-to-the-body',
  workshop: 'holy-mess-workshop',
} as const

/** The course the masterclass unlocks. */
export const MASTERCLASS_COURSE_SLUG = 'the-good-girl-paradox'
