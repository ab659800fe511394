import type { PayloadRequest } from 'payload'

import { invoke, type Operation } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { PEOPLE_AUDIENCE_PREFIX } from '@/email/campaigns/audience'

import { operationList } from './operationList'
import { MAX_PROPOSAL_PEOPLE, PROPOSAL_SAMPLE_SIZE } from './constants'
import type { Proposal, ProposalPerson, ProposalStep } from './types'

/** The audience of a campaign sent to chosen people: `people:1,2,3` (src/email/campaigns). */
const PEOPLE_AUDIENCE = PEOPLE_AUDIENCE_PREFIX

const TOO_MANY_PEOPLE = `One suggestion can name at most ${MAX_PROPOSAL_PEOPLE.toLocaleString('en-US')} people.`
const UNKNOWN_PEOPLE = 'Some of these people are not in your list.'
const NOBODY_LEFT = 'You left everyone out, so there is nothing to do.'
const NOT_A_CHANGE = 'This suggestion names something the assistant cannot do.'

/** Owner changes the assistant never proposes: signing her out, and deciding its own suggestions. */
export const WRITE_DENYLIST: Record<string, string> = {
  signOut: 'Signing her out is hers alone.',
  runAssistantCommand: 'The assistant does not give itself commands.',
  acceptProposal: 'Only she accepts a suggestion, in the Admin Center.',
  dismissProposal: 'Only she dismisses a suggestion, in the Admin Center.',
  createMcpKey: 'Keys to her data are made by her alone.',
  revokeMcpKey: 'Keys to her data are revoked by her alone.',
}

/** A catalogue operation by name, if the assistant may run it on Accept (her own changes). */
export function writeOperation(name: string): Operation {
  const op = operationList()[name] as Operation | undefined
  if (!op || op.audience !== 'owner' || op.effect === 'read' || name in WRITE_DENYLIST) {
    throw new AppError('bad_request', NOT_A_CHANGE)
  }
  return op
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

const idsOfAudience = (audience: string) =>
  audience
    .slice(PEOPLE_AUDIENCE.length)
    .split(',')
    .map((part) => Number(part.trim()))
    .filter(isId)

/** Where a step names people, for the operations that target them (null: it targets none). */
function peopleField(step: ProposalStep): NonNullable<Proposal['peopleAt']> | null {
  const { operation, input } = step
  if (
    (operation === 'enrolInSequence' || operation === 'tagPeople') &&
    Array.isArray(input.contacts)
  ) {
    return { step: 0, field: 'contacts', format: 'ids' }
  }
  if (
    (operation === 'saveCampaign' || operation === 'previewCampaign') &&
    typeof input.audience === 'string' &&
    input.audience.startsWith(PEOPLE_AUDIENCE)
  ) {
    return { step: 0, field: 'audience', format: 'audience' }
  }
  return null
}

/** The ids a step's people field holds. */
function idsAt(step: ProposalStep, at: NonNullable<Proposal['peopleAt']>): number[] {
  const value = step.input[at.field]
  if (at.format === 'ids') return Array.isArray(value) ? value.filter(isId) : []
  return typeof value === 'string' ? idsOfAudience(value) : []
}

function withIds(
  step: ProposalStep,
  at: NonNullable<Proposal['peopleAt']>,
  ids: number[],
): ProposalStep {
  const value = at.format === 'ids' ? ids : `${PEOPLE_AUDIENCE}${ids.join(',')}`
  return { ...step, input: { ...step.input, [at.field]: value } }
}

/** The people of these ids, in the order given, as she sees them ("Jane Doe <jane@…>"). */
async function loadPeople(req: PayloadRequest, ids: number[]): Promise<ProposalPerson[]> {
  const unique = [...new Set(ids)]
  if (unique.length > MAX_PROPOSAL_PEOPLE) throw new AppError('bad_request', TOO_MANY_PEOPLE)
  if (unique.length === 0) return []
  const found = await req.payload.find({
    collection: 'contacts',
    where: { id: { in: unique } },
    limit: unique.length,
    depth: 0,
    pagination: false,
    select: { name: true, email: true },
    overrideAccess: false,
    req,
  })
  const byId = new Map(found.docs.map((doc) => [doc.id, doc]))
  if (byId.size !== unique.length) throw new AppError('bad_request', UNKNOWN_PEOPLE)
  return unique.map((id) => {
    const doc = byId.get(id)!
    return { id, name: doc.name?.trim() || null, email: doc.email }
  })
}

const personLine = (person: ProposalPerson) =>
  person.name ? `${person.name} <${person.email}>` : person.email

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

async function nameOf(
  req: PayloadRequest,
  collection: 'email-sequences' | 'tags',
  id: unknown,
): Promise<string | null> {
  if (!isId(id)) return null
  try {
    const doc = await req.payload.findByID({
      collection,
      id,
      depth: 0,
      overrideAccess: false,
      req,
      select: { name: true },
    })
    return (doc as { name?: string | null }).name ?? null
  } catch {
    return null
  }
}

/** How many subscribed people a campaign audience holds now, in words (describeAudience). */
async function audienceInWords(req: PayloadRequest, audience: unknown) {
  try {
    const described = (await invoke(operationList().describeAudience!, req, { audience })) as {
      label?: string
      description?: string
      count?: number
      subscribed?: number
    }
    const count = described.subscribed ?? described.count ?? 0
    return { words: described.label ?? described.description ?? String(audience), count }
  } catch {
    return { words: String(audience), count: 0 }
  }
}

/** The headline and the count of the things (not people) a step touches, in her words. */
async function describeStep(
  req: PayloadRequest,
  steps: ProposalStep[],
  peopleCount: number | null,
): Promise<{ headline: string; count: number; sample?: string[] }> {
  const [first] = steps
  const input = first.input
  const whom = peopleCount === null ? '' : plural(peopleCount, 'person', 'people')
  switch (first.operation) {
    case 'enrolInSequence': {
      const name = (await nameOf(req, 'email-sequences', input.sequence)) ?? 'chosen'
      return { headline: `Start the “${name}” sequence for ${whom}`, count: peopleCount ?? 0 }
    }
    case 'tagPeople': {
      const tag =
        (typeof input.tagName === 'string' && input.tagName.trim()) ||
        (await nameOf(req, 'tags', input.tag)) ||
        'chosen'
      return { headline: `Add the tag “${tag}” to ${whom}`, count: peopleCount ?? 0 }
    }
    case 'saveCampaign': {
      const subject = typeof input.subject === 'string' ? input.subject : ''
      const sends = steps.some((step) => step.operation === 'sendCampaign')
      if (peopleCount !== null) {
        return {
          headline: sends
            ? `Send the e-mail “${subject}” to ${whom}`
            : `Save the e-mail “${subject}” as a draft for ${whom}`,
          count: peopleCount,
        }
      }
      const audience = await audienceInWords(req, input.audience)
      const to = `${audience.words} (${plural(audience.count, 'subscribed person', 'subscribed people')} now)`
      return {
        headline: sends
          ? `Send the e-mail “${subject}” to ${to}`
          : `Save the e-mail “${subject}” as a draft for ${to}`,
        count: audience.count,
        sample: [`To: ${audience.words}`],
      }
    }
    case 'updateContact':
      return {
        headline: `Change ${whom === '' ? 'a person' : 'this person'}: ${changesInWords(input)}`,
        count: 1,
      }
    default: {
      const op = writeOperation(first.operation)
      const extra = steps.length > 1 ? ` (and ${plural(steps.length - 1, 'more step')})` : ''
      return { headline: `${op.description}${extra}`, count: 1 }
    }
  }
}

function changesInWords(input: Record<string, unknown>) {
  const parts: string[] = []
  if (typeof input.status === 'string') parts.push(`status “${input.status}”`)
  if (typeof input.newTag === 'string') parts.push(`new tag “${input.newTag}”`)
  if (Array.isArray(input.tagIds)) parts.push(`tags set to ${plural(input.tagIds.length, 'tag')}`)
  if (typeof input.note === 'string') parts.push(`note “${input.note}”`)
  return parts.join(', ') || 'no change'
}

/** A step's input in words, for a change the assistant has no special words for. */
function inputLines(input: Record<string, unknown>): string[] {
  return Object.entries(input)
    .filter(([key]) => key !== 'confirm')
    .slice(0, PROPOSAL_SAMPLE_SIZE)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
}

/**
 * The concrete change a list of steps would make, described for her: what, to how many, and
 * who. Builds nothing and writes nothing. Every step must be one of her own changes.
 */
export async function buildProposal(req: PayloadRequest, steps: ProposalStep[]): Promise<Proposal> {
  if (steps.length === 0) throw new AppError('bad_request', NOT_A_CHANGE)
  const operations = steps.map((step) => writeOperation(step.operation))
  const at = peopleField(steps[0])
  const contactId = steps[0].operation === 'updateContact' ? steps[0].input.id : undefined
  const people = at
    ? await loadPeople(req, idsAt(steps[0], at))
    : isId(contactId)
      ? await loadPeople(req, [contactId])
      : undefined
  const described = await describeStep(req, steps, people ? people.length : null)
  const campaign = steps.findIndex((step) => step.operation === 'saveCampaign')
  const campaignInput = campaign >= 0 ? steps[campaign].input : null
  return {
    headline: described.headline,
    steps,
    count: described.count,
    sample: people
      ? people.slice(0, PROPOSAL_SAMPLE_SIZE).map(personLine)
      : (described.sample ?? inputLines(steps[0].input)),
    ...(people ? { people } : {}),
    ...(at ? { peopleAt: at } : {}),
    ...(campaignInput
      ? {
          editable: {
            step: campaign,
            field: 'content',
            subjectField: 'subject',
            subject: typeof campaignInput.subject === 'string' ? campaignInput.subject : '',
          },
        }
      : {}),
    destructive: operations.some((op) => op.effect === 'destructive'),
  }
}

/** What she changed before pressing Accept. */
export type ProposalEdits = { details?: string; subject?: string; exclude?: number[] }

/**
 * The steps as she accepted them: her edited words in the editable field, the people she left out
 * removed. She can only remove people, never add anyone.
 */
export function editedSteps(proposal: Proposal, edits: ProposalEdits): ProposalStep[] {
  const steps = proposal.steps.map((step) => ({ ...step, input: { ...step.input } }))
  const { editable, peopleAt } = proposal
  if (editable && steps[editable.step]) {
    if (edits.details !== undefined) steps[editable.step].input[editable.field] = edits.details
    if (edits.subject !== undefined && editable.subjectField) {
      steps[editable.step].input[editable.subjectField] = edits.subject
    }
  }
  if (peopleAt && steps[peopleAt.step]) {
    const left = new Set(edits.exclude ?? [])
    const ids = idsAt(steps[peopleAt.step], peopleAt).filter((id) => !left.has(id))
    if (ids.length === 0) throw new AppError('bad_request', NOBODY_LEFT)
    steps[peopleAt.step] = withIds(steps[peopleAt.step], peopleAt, ids)
  }
  return steps
}

const resultIdOf = (result: unknown): number | undefined => {
  if (!result || typeof result !== 'object') return undefined
  const record = result as { id?: unknown; campaign?: { id?: unknown } }
  if (isId(record.id)) return record.id
  if (isId(record.campaign?.id)) return record.campaign.id
  return undefined
}

/** What one step changed, in her words. */
function stepOutcome(step: ProposalStep, result: unknown, people: number | null): string {
  const input = step.input
  const whom = people === null ? '' : plural(people, 'person', 'people')
  const record = (result ?? {}) as Record<string, unknown>
  switch (step.operation) {
    case 'enrolInSequence': {
      const enrolled = typeof record.enrolled === 'number' ? record.enrolled : (people ?? 0)
      const sequence = (record.sequence as { name?: string } | undefined)?.name
      const skipped = people !== null && people > enrolled ? people - enrolled : 0
      return `Started ${sequence ? `“${sequence}”` : 'the sequence'} for ${plural(enrolled, 'person', 'people')}${skipped ? ` (${plural(skipped, 'person was', 'people were')} in it already or not subscribed)` : ''}`
    }
    case 'tagPeople': {
      const changed = typeof record.changed === 'number' ? record.changed : (people ?? 0)
      const tag = (record.tag as { name?: string } | undefined)?.name
      const verb = input.remove === true ? 'Took the tag' : 'Gave the tag'
      return `${verb} ${tag ? `“${tag}”` : ''} ${input.remove === true ? 'off' : 'to'} ${plural(changed, 'person', 'people')}`.replace(
        '  ',
        ' ',
      )
    }
    case 'saveCampaign':
      return `Saved the e-mail “${String(input.subject ?? '')}” as a draft${whom ? ` for ${whom}` : ''}`
    case 'sendCampaign': {
      const recipients = typeof record.recipients === 'number' ? record.recipients : null
      return recipients === null
        ? 'Sent it'
        : `Sent it to ${plural(recipients, 'subscribed person', 'subscribed people')}`
    }
    default:
      return `Done: ${writeOperation(step.operation).description}`
  }
}

/**
 * Runs an accepted proposal as she edited it: each step through its catalogue operation as the
 * owner (`invoke`: her access, the step's input checked again), a destructive one with her
 * confirmation, a step marked `idFromPrevious` given the id the step before made. Call it inside
 * the operation that records her decision, so a failure changes nothing at all.
 */
export async function executeProposal(
  req: PayloadRequest,
  proposal: Proposal,
  edits: ProposalEdits = {},
): Promise<{ outcome: string; results: unknown[] }> {
  const steps = editedSteps(proposal, edits)
  const people = proposal.peopleAt
    ? idsAt(steps[proposal.peopleAt.step], proposal.peopleAt).length
    : null
  const results: unknown[] = []
  const sentences: string[] = []
  for (const [index, step] of steps.entries()) {
    const op = writeOperation(step.operation)
    const input: Record<string, unknown> = { ...step.input }
    if (step.idFromPrevious) {
      const previous = resultIdOf(results[index - 1])
      if (previous === undefined) throw new AppError('internal', NOT_A_CHANGE)
      input.id = previous
    }
    if (op.effect === 'destructive') input.confirm = true
    const result = await invoke(op, req, input)
    results.push(result)
    sentences.push(stepOutcome(step, result, people))
  }
  return { outcome: `${sentences.join('; ')}.`, results }
}
