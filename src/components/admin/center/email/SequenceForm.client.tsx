'use client'

import { toast } from '@payloadcms/ui'
import { Dialog } from 'radix-ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import type { SequenceOptions, SequenceRow, TemplateOption } from '@/reports/email'

import { FieldRow, formFields } from '../fields'
import { callOwner, type InputOf, OwnerApiError } from '../ownerApi'
import styles from './email.module.css'

type Editable = SequenceRow['editable']
type Unit = 'days' | 'hours'

/** A step as the form holds it: the number as she typed it, and a key that follows it as it moves. */
type Step = {
  key: number
  template: string
  delay: string
  delayUnit: Unit
  sendWindow: string
  active: boolean
}

/** The steps' keys, unique on the page. */
let stepKeys = 0

const NEW_TEMPLATE_HREF = '/admin/collections/email-templates/create'
const PURCHASE = 'purchase'
const TAG = 'tag-added'

/** "2 days" from what she typed: a whole number, or null (the server answers why). */
function delayOf(value: string): number | null {
  const trimmed = value.trim()
  const number = Number(trimmed)
  return trimmed !== '' && Number.isFinite(number) ? number : null
}

/**
 * The sequence window's form: its name and description, what starts it (with the product or the
 * tag, for those), whether buying ends it and whether it is on; then its steps in order, each an
 * e-mail of hers, how long after the step before, the hours it may go out, and whether it is sent.
 * Save keeps it all; what the server refuses is said beside the field.
 */
export function SequenceForm({
  sequence,
  options,
  templates,
  onFinished,
}: {
  sequence: SequenceRow | null
  options: SequenceOptions
  templates: TemplateOption[]
  onFinished: () => void
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const editable: Editable | null = sequence?.editable ?? null
  const firstWindow = options.windows[0]?.value ?? 'any'
  const stepOf = (step: Partial<Omit<Step, 'key'>>): Step => ({
    key: (stepKeys += 1),
    template: '',
    delay: '0',
    delayUnit: 'days',
    sendWindow: firstWindow,
    active: true,
    ...step,
  })

  const [name, setName] = useState(editable?.name ?? '')
  const [description, setDescription] = useState(editable?.description ?? '')
  const [trigger, setTrigger] = useState<string>(editable?.trigger ?? '')
  const [product, setProduct] = useState(
    editable?.triggerProduct ? String(editable.triggerProduct) : '',
  )
  const [tag, setTag] = useState(editable?.triggerTag ? String(editable.triggerTag) : '')
  const [exitOnPurchase, setExitOnPurchase] = useState(editable?.exitOnPurchase ?? false)
  const [active, setActive] = useState(editable?.active ?? true)
  const [steps, setSteps] = useState<Step[]>(() =>
    editable && editable.steps.length > 0
      ? editable.steps.map((step) =>
          stepOf({ ...step, template: String(step.template), delay: String(step.delay) }),
        )
      : [stepOf({})],
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  // After a move or an addition: the control to give focus to, once it is drawn.
  const focusTo = useRef<string | null>(null)

  useEffect(() => nameRef.current?.focus(), [])
  // After a refused save: the first field she needs to change, once it says why.
  const focusInvalid = useRef(false)
  useEffect(() => {
    if (focusInvalid.current) {
      focusInvalid.current = false
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
    if (focusTo.current === null) return
    document.getElementById(focusTo.current)?.focus()
    focusTo.current = null
  })

  const forget = (...fields: string[]) => {
    if (fields.some((field) => errors[field])) {
      setErrors((current) => {
        const next = { ...current }
        for (const field of fields) delete next[field]
        return next
      })
    }
  }
  /** Moving, adding or removing steps: the step numbers errors spoke of no longer hold. */
  const forgetSteps = () =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('steps'))),
    )

  const changeStep = (index: number, change: Partial<Step>, field: string) => {
    setSteps((current) => current.map((step, at) => (at === index ? { ...step, ...change } : step)))
    forget(`steps.${index}.${field}`, 'steps')
  }

  const stepId = (step: Step, part: string) => `${id}-step-${step.key}-${part}`

  function move(index: number, by: -1 | 1) {
    const to = index + by
    if (to < 0 || to >= steps.length) return
    const moved = steps[index]!
    const next = [...steps]
    next[index] = steps[to]!
    next[to] = moved
    setSteps(next)
    forgetSteps()
    // The button she pressed, where its step now is.
    focusTo.current = stepId(moved, by < 0 ? 'up' : 'down')
  }

  function remove(index: number) {
    setSteps((current) => current.filter((_, at) => at !== index))
    forgetSteps()
    addRef.current?.focus()
  }

  function add() {
    const step = stepOf({ delay: steps.length === 0 ? '0' : '1' })
    setSteps((current) => [...current, step])
    forgetSteps()
    focusTo.current = stepId(step, 'template')
  }

  const input = (): InputOf<'saveSequence'> => ({
    name,
    description: description.trim() === '' ? null : description,
    trigger: trigger as Editable['trigger'],
    triggerProduct: trigger === PURCHASE && product ? Number(product) : null,
    triggerTag: trigger === TAG && tag ? Number(tag) : null,
    exitOnPurchase,
    active,
    steps: steps.map((step) => ({
      template: Number(step.template),
      delay: delayOf(step.delay) as number,
      delayUnit: step.delayUnit,
      sendWindow: step.sendWindow as Editable['steps'][number]['sendWindow'],
      active: step.active,
    })),
  })

  async function save() {
    if (busy) return
    setBusy(true)
    setErrors({})
    try {
      await callOwner('saveSequence', sequence ? { id: sequence.id, ...input() } : input())
      toast.success('Sequence saved')
      onFinished()
    } catch (error) {
      if (error instanceof OwnerApiError) {
        setErrors(error.fields)
        // Focus goes to the first field she needs to change, once it says why.
        focusInvalid.current = true
      }
      toast.error('Not saved', { description: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const fields = formFields<string>(id, errors, styles)
  const { invalid, describedBy, errorOf } = fields

  return (
    // Enter in a field saves nothing: Save says what it does.
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
      noValidate
      aria-busy={busy}
    >
      <FieldRow fields={fields} name="name" label="Name">
        {(control) => (
          <input
            ref={nameRef}
            {...control}
            className={styles.input}
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              forget('name')
            }}
            maxLength={120}
            autoComplete="off"
            required
          />
        )}
      </FieldRow>

      <FieldRow
        fields={fields}
        name="description"
        label="Description (optional)"
        hint="For you alone: what it is for."
      >
        {(control) => (
          <textarea
            {...control}
            className={`${styles.textarea} ${styles.short}`}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value)
              forget('description')
            }}
            maxLength={1000}
            rows={2}
          />
        )}
      </FieldRow>

      <FieldRow fields={fields} name="trigger" label="Starts when">
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={trigger}
            onChange={(event) => {
              setTrigger(event.target.value)
              forget('trigger', 'triggerTag', 'triggerProduct')
            }}
            required
          >
            {trigger === '' ? <option value="">Choose what starts it</option> : null}
            {options.triggers.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FieldRow>

      {trigger === PURCHASE ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-product`}>
            Product
          </label>
          <select
            id={`${id}-product`}
            className={styles.select}
            value={product}
            onChange={(event) => {
              setProduct(event.target.value)
              forget('triggerProduct')
            }}
            aria-invalid={invalid('triggerProduct')}
            aria-describedby={describedBy('triggerProduct')}
          >
            <option value="">Any purchase</option>
            {options.products.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
          {errorOf('triggerProduct')}
        </div>
      ) : null}

      {trigger === TAG ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-tag`}>
            Tag
          </label>
          <select
            id={`${id}-tag`}
            className={styles.select}
            value={tag}
            onChange={(event) => {
              setTag(event.target.value)
              forget('triggerTag')
            }}
            required
            aria-invalid={invalid('triggerTag')}
            aria-describedby={describedBy('triggerTag')}
          >
            <option value="">Choose a tag</option>
            {options.tags.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
          {errorOf('triggerTag')}
        </div>
      ) : null}

      <div className={styles.checkboxRow}>
        <input
          id={`${id}-exit`}
          type="checkbox"
          className={styles.checkbox}
          checked={exitOnPurchase}
          onChange={(event) => setExitOnPurchase(event.target.checked)}
        />
        <label htmlFor={`${id}-exit`}>Stop when she buys (a sales sequence)</label>
      </div>
      <div className={styles.checkboxRow}>
        <input
          id={`${id}-active`}
          type="checkbox"
          className={styles.checkbox}
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
          aria-describedby={`${id}-active-hint`}
        />
        <label htmlFor={`${id}-active`}>On</label>
        <span id={`${id}-active-hint`} className={styles.hint}>
          Off, nobody new starts it.
        </span>
      </div>

      <section className={styles.steps} aria-labelledby={`${id}-steps-title`}>
        <h3 id={`${id}-steps-title`} className={styles.previewTitle}>
          Steps
        </h3>
        <p className={styles.hint}>
          Each step sends one of your own e-mails, written under E-mail templates.{' '}
          <a className={styles.link} href={NEW_TEMPLATE_HREF}>
            Write a new e-mail
          </a>
        </p>
        {steps.length === 0 ? <p className={styles.muted}>No steps yet.</p> : null}
        <ol className={styles.stepList}>
          {steps.map((step, index) => {
            const number = index + 1
            const field = (part: string) => `steps.${index}.${part}`
            const ends = { first: index === 0, last: index === steps.length - 1 }
            return (
              <li key={step.key}>
                <fieldset className={styles.schedule}>
                  <legend className={styles.label}>Step {number}</legend>
                  <div className={styles.field}>
                    <label className={styles.hintLabel} htmlFor={stepId(step, 'template')}>
                      E-mail
                    </label>
                    <select
                      id={stepId(step, 'template')}
                      className={styles.select}
                      value={step.template}
                      onChange={(event) =>
                        changeStep(index, { template: event.target.value }, 'template')
                      }
                      required
                      aria-invalid={invalid(field('template'))}
                      aria-describedby={describedBy(field('template'))}
                    >
                      <option value="">Choose an e-mail</option>
                      {templates.map((option) => (
                        <option key={option.id} value={String(option.id)}>
                          {option.name}
                        </option>
                      ))}
                    </select>
                    {errorOf(field('template'))}
                  </div>
                  <div className={styles.scheduleRow}>
                    <div className={`${styles.field} ${styles.delay}`}>
                      <label className={styles.hintLabel} htmlFor={stepId(step, 'delay')}>
                        Wait
                      </label>
                      <input
                        id={stepId(step, 'delay')}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={365}
                        step={1}
                        className={styles.input}
                        value={step.delay}
                        onChange={(event) =>
                          changeStep(index, { delay: event.target.value }, 'delay')
                        }
                        aria-invalid={invalid(field('delay'))}
                        aria-describedby={describedBy(field('delay'), stepId(step, 'after'))}
                      />
                    </div>
                    <div className={`${styles.field} ${styles.delay}`}>
                      <label className={styles.hintLabel} htmlFor={stepId(step, 'unit')}>
                        Days or hours
                      </label>
                      <select
                        id={stepId(step, 'unit')}
                        className={styles.select}
                        value={step.delayUnit}
                        onChange={(event) =>
                          changeStep(index, { delayUnit: event.target.value as Unit }, 'delayUnit')
                        }
                        aria-describedby={stepId(step, 'after')}
                      >
                        <option value="days">days</option>
                        <option value="hours">hours</option>
                      </select>
                    </div>
                    <p id={stepId(step, 'after')} className={styles.after}>
                      {index === 0 ? 'after she starts' : 'after the step before'}
                    </p>
                    <div className={styles.field}>
                      <label className={styles.hintLabel} htmlFor={stepId(step, 'window')}>
                        Send in
                      </label>
                      <select
                        id={stepId(step, 'window')}
                        className={styles.select}
                        value={step.sendWindow}
                        onChange={(event) =>
                          changeStep(index, { sendWindow: event.target.value }, 'sendWindow')
                        }
                        aria-invalid={invalid(field('sendWindow'))}
                        aria-describedby={describedBy(field('sendWindow'))}
                      >
                        {options.windows.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                  {errorOf(field('delay'))}
                  {errorOf(field('sendWindow'))}
                  <div className={styles.checkboxRow}>
                    <input
                      id={stepId(step, 'active')}
                      type="checkbox"
                      className={styles.checkbox}
                      checked={step.active}
                      onChange={(event) =>
                        changeStep(index, { active: event.target.checked }, 'active')
                      }
                    />
                    <label htmlFor={stepId(step, 'active')}>Send this step</label>
                  </div>
                  <div className={styles.actions}>
                    <button
                      id={stepId(step, 'up')}
                      type="button"
                      className={`${styles.button} ${styles.secondary} ${styles.small}`}
                      aria-disabled={ends.first || undefined}
                      onClick={() => move(index, -1)}
                    >
                      Move up<span className={styles.visuallyHidden}> step {number}</span>
                    </button>
                    <button
                      id={stepId(step, 'down')}
                      type="button"
                      className={`${styles.button} ${styles.secondary} ${styles.small}`}
                      aria-disabled={ends.last || undefined}
                      onClick={() => move(index, 1)}
                    >
                      Move down<span className={styles.visuallyHidden}> step {number}</span>
                    </button>
                    <button
                      type="button"
                      className={`${styles.button} ${styles.secondary} ${styles.small}`}
                      onClick={() => remove(index)}
                    >
                      Remove<span className={styles.visuallyHidden}> step {number}</span>
                    </button>
                  </div>
                </fieldset>
              </li>
            )
          })}
        </ol>
        {errorOf('steps')}
        <div>
          <button
            ref={addRef}
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={add}
            disabled={steps.length >= 30}
          >
            Add a step
          </button>
        </div>
      </section>

      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <Dialog.Close type="button" className={`${styles.button} ${styles.secondary}`}>
          Cancel
        </Dialog.Close>
      </div>
    </form>
  )
}
