import { buildCalendarEvent } from '@/email/calendar'
import { getServerSideURL } from '@/utilities/getURL'

/**
 * The calendar file sent with a call invitation: the call at the instant she picked (the file
 * says it in UTC, the applicant's calendar shows it on her own clock), an hour long, organised
 * by the owner's support address, with the booking link to choose another time.
 */
export function callInvitation({
  applicationId,
  callAt,
  ownerName,
  supportEmail,
  bookingLink,
}: {
  applicationId: number
  callAt: string
  ownerName: string
  supportEmail: string
  bookingLink: string | null
}): string {
  const host = new URL(getServerSideURL()).hostname
  const web = bookingLink && /^https?:\/\//i.test(bookingLink) ? bookingLink : null
  return buildCalendarEvent({
    // One event per application: a second invitation to the same applicant replaces the first.
    uid: `mentorship-call-${applicationId}@${host}`,
    start: callAt,
    summary: `Call with ${ownerName}`,
    description: [
      `Our call about your mentorship application.`,
      web ? `If this time does not suit you, choose another: ${web}` : null,
      `Questions: ${supportEmail}`,
    ]
      .filter(Boolean)
      .join('\n'),
    organizerEmail: supportEmail,
    organizerName: ownerName,
    ...(web ? { url: web } : {}),
  })
}
