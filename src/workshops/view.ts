import type { Workshop } from '@/payload-types'

import { DEFAULT_TIME_ZONE } from './constants'

type Schedule = Pick<Workshop, 'date' | 'date_tz' | 'durationMinutes'>
type Capacity = Pick<Workshop, 'maxParticipants' | 'currentRegistrations'>

export type WorkshopStatus = 'open' | 'sold-out' | 'over' | 'closed'

/** Can she register now? A workshop is over from its start: nobody pays to join halfway. */
export function workshopStatus(
  workshop: Schedule & Capacity & Pick<Workshop, 'isActive'>,
  now = new Date(),
): WorkshopStatus {
  if (new Date(workshop.date).getTime() <= now.getTime()) return 'over'
  if (workshop.isActive === false) return 'closed'
  return spotsRemaining(workshop) > 0 ? 'open' : 'sold-out'
}

export const spotsRemaining = ({ maxParticipants, currentRegistrations }: Capacity) =>
  Math.max(maxParticipants - (currentRegistrations ?? 0), 0)

export function spotsLabel(workshop: Capacity) {
  const spots = spotsRemaining(workshop)
  if (spots === 0) return 'Sold out: every spot is taken'
  if (spots === 1) return 'Only 1 spot remaining'
  return `${spots} of ${workshop.maxParticipants} spots remaining`
}

export const capacityLabel = ({ maxParticipants }: Pick<Workshop, 'maxParticipants'>) =>
  `Limited to ${maxParticipants} women`

function durationLabel(minutes: number) {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const parts = [
    hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
  ]
  return parts.filter(Boolean).join(' ')
}

/**
 * "Sunday, August 17, 2025", "2:30-4:30 PM MST" and "2 hours", in the workshop's own time zone
 * whatever the server's, from the one start time and duration the owner sets.
 */
export function scheduleLabels({ date, date_tz, durationMinutes }: Schedule) {
  const timeZone = date_tz || DEFAULT_TIME_ZONE
  const start = new Date(date)
  const end = new Date(start.getTime() + durationMinutes * 60_000)
  const dateLabel = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(start)

  const clock = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })
  const read = (moment: Date) => {
    const parts = clock.formatToParts(moment)
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((entry) => entry.type === type)?.value ?? ''
    return {
      time: `${part('hour')}:${part('minute')}`,
      period: part('dayPeriod'),
      zone: part('timeZoneName'),
    }
  }
  const from = read(start)
  const to = read(end)
  const timeLabel =
    from.period === to.period
      ? `${from.time}-${to.time} ${to.period} ${to.zone}`
      : `${from.time} ${from.period}-${to.time} ${to.period} ${to.zone}`

  return { dateLabel, timeLabel, durationLabel: durationLabel(durationMinutes) }
}
