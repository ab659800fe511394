import { tabHref } from '../tabs'

/**
 * Where she is in the Email tab, all of it in the address so reload and back keep it:
 * `view` (the inner tab: overview, campaigns, sequences or performance), `archived=1` (the
 * archived campaigns), `campaign=<id>` (its details), `new=1` or `edit=<id>` (the campaign window
 * open), `newSequence=1` or `editSequence=<id>` (the sequence window open).
 */
export const EMAIL_VIEWS = [
  { key: 'overview', label: 'Overview' },
  { key: 'campaigns', label: 'Campaigns' },
  { key: 'sequences', label: 'Sequences' },
  { key: 'performance', label: 'Performance' },
] as const

export type EmailView = (typeof EMAIL_VIEWS)[number]['key']

export type EmailPlace = {
  view: EmailView
  archived: boolean
  campaign: number | null
  editor: 'new' | number | null
  sequence: 'new' | number | null
}

const isEmailView = (value: unknown): value is EmailView =>
  EMAIL_VIEWS.some((view) => view.key === value)

/** A positive id, or null (a made-up value shows the list, not an error). */
const idFrom = (value: string | null | undefined) => {
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The place an address names; `get` reads one of its parameters. */
export function placeFrom(get: (name: string) => string | null | undefined): EmailPlace {
  const campaign = idFrom(get('campaign'))
  const view = get('view')
  const edit = idFrom(get('edit'))
  return {
    // A campaign's details are in the campaigns list.
    view: campaign ? 'campaigns' : isEmailView(view) ? view : 'overview',
    archived: get('archived') === '1',
    campaign,
    editor: get('new') === '1' ? 'new' : edit,
    sequence: get('newSequence') === '1' ? 'new' : idFrom(get('editSequence')),
  }
}

/** The address of a place in the Email tab. */
export function emailHref(place: Partial<EmailPlace> = {}): string {
  const {
    view = 'overview',
    archived = false,
    campaign = null,
    editor = null,
    sequence = null,
  } = place
  return tabHref('email', {
    view,
    archived: archived ? 1 : undefined,
    campaign,
    new: editor === 'new' ? 1 : undefined,
    edit: typeof editor === 'number' ? editor : undefined,
    newSequence: sequence === 'new' ? 1 : undefined,
    editSequence: typeof sequence === 'number' ? sequence : undefined,
  })
}
