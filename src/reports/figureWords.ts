import { zoneWords } from '@/settings/timeZone'

/**
 * What each Overview figure counts, in her words: one definition per figure, written once and
 * shown wherever the figure appears (under its card, in the chart's caption, beside the Leads
 * tab's count). The SQL that counts them is in leadFigures.ts (people, applications, conversion,
 * new leads per day) and overview.ts (revenue); each sentence here says what that SQL counts, so
 * a change to one is a change to the other. Pure: the browser may import it.
 */

const whole = new Intl.NumberFormat('en-US')
const n = (value: number) => whole.format(value)
const counted = (value: number, one: string, many: string) =>
  `${n(value)} ${value === 1 ? one : many}`

/** "The quiz or the free meditation": the forms that make someone a lead (POST /api/leads). */
const SIGN_UP_FORMS = 'the quiz or the free meditation'

/** Each card's name and the spec's hint (§2 Overview), then the line that says what it counts. */
export const FIGURE_WORDS = {
  totalLeads: {
    label: 'Total Leads',
    hint: 'Active email subscribers',
    explanation: `People who left their e-mail on ${SIGN_UP_FORMS} and are on your list now: not those who unsubscribed, whose address bounced, or who have not yet confirmed by e-mail.`,
  },
  applications: {
    label: 'Applications',
    hint: '1:1 mentorship requests',
    explanation:
      'Every mentorship application received, whether or not the person signed up first.',
  },
  conversionRate: {
    label: 'Conversion Rate',
    hint: 'Lead to application rate',
    explanation: `Of everyone who ever left their e-mail on ${SIGN_UP_FORMS}, the share who also applied.`,
  },
  revenue: {
    label: 'Revenue',
    hint: 'Total this month',
  },
  newLeads: {
    label: 'New leads per day',
    explanation: `People who left their e-mail on ${SIGN_UP_FORMS} for the first time that day; someone who signs up again is not counted twice, and someone who later left your list still counts on the day she joined.`,
  },
} as const

/** Revenue's line: the month and the clock it is counted on ("November, Arizona time"). */
export const revenueExplanation = (month: string, zone: string) =>
  `Paid courses and workshop places in ${month} (${zoneWords(zone)}), after refunds.`

/** Under Total Leads: how it meets the number who ever signed up (the conversion's base). */
export function totalLeadsDetail({
  leadPeople,
  offList,
}: {
  leadPeople: number
  offList: number
}) {
  if (leadPeople === 0) return 'No one has signed up yet.'
  if (offList === 0)
    return `${counted(leadPeople, 'person', 'people')} signed up; all are on your list.`
  return `${counted(leadPeople, 'person', 'people')} signed up in all; ${n(offList)} ${offList === 1 ? 'is' : 'are'} not on your list now.`
}

/**
 * The conversion as a share she can check: "5 of 4,919 people who signed up also applied", and
 * why applications can outnumber it (people who applied without signing up first).
 */
export function conversionDetail({
  applied,
  leadPeople,
  nonLeadApplications,
}: {
  applied: number
  leadPeople: number
  nonLeadApplications: number
}) {
  const share =
    leadPeople === 0
      ? 'No one has signed up yet, so there is no share to show.'
      : applied === 0
        ? `None of the ${counted(leadPeople, 'person', 'people')} who signed up has applied yet.`
        : `${n(applied)} of the ${counted(leadPeople, 'person', 'people')} who signed up also applied.`
  if (nonLeadApplications === 0) return share
  const others =
    nonLeadApplications === 1
      ? '1 application came from someone who never signed up there, so it is not in this share.'
      : `${n(nonLeadApplications)} applications came from people who never signed up there, so they are not in this share.`
  return `${share} ${others}`
}

/**
 * A percentage as the card shows it: two decimals at most, as GET /api/admin/analytics answers,
 * but never "0%" for a share that is not nothing ("under 0.01%").
 */
export function formatShare(part: number, whole: number) {
  if (whole <= 0) return '0%'
  const rounded = Math.round((part / whole) * 10_000) / 100
  if (part > 0 && rounded === 0) return 'under 0.01%'
  return `${n(rounded)}%`
}

/** The chart's caption: the period's new leads, how many of them are off her list now. */
export function newLeadsSummary({ newLeads, offList }: { newLeads: number; offList: number }) {
  const leads = counted(newLeads, 'new lead', 'new leads')
  if (offList === 0) return leads
  return `${leads} (${n(offList)} of them not on your list now)`
}

/**
 * The Leads tab's count line, from what its list answers (src/reports/leads.ts): its rows are
 * sign-ups (one per e-mail and form, so someone who used both forms is two rows), the people
 * behind them once each, and how many of those are on her list now. With no filter, `people`
 * is the conversion's base and `subscribed` is Total Leads on the Overview.
 * "4,919 sign-ups from 4,919 people, 4,917 of them on your list".
 */
export function leadCountWords({
  signUps,
  people,
  subscribed,
}: {
  signUps: number
  people: number
  subscribed: number
}) {
  const rows = counted(signUps, 'sign-up', 'sign-ups')
  if (people === 0) return rows
  const who = counted(people, 'person', 'people')
  const still =
    subscribed === people
      ? people === 1
        ? 'on your list'
        : 'all on your list'
      : `${n(subscribed)} of them on your list`
  return `${rows} from ${who}, ${still}`
}

/** Beside the Leads tab's count: how it meets Total Leads on the Overview. */
export const LEAD_LIST_EXPLANATION = `One row per sign-up: someone who used both ${SIGN_UP_FORMS} has two rows. Total Leads on the Overview is the number of these people on your list now, with no filter.`
