'use client'

import { toast } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import type { CourseSummary } from '@/reports/courses'

import { FieldRow, formFields } from '../fields'
import { tabHref } from '../tabs'
import styles from './courses.module.css'
import { callOwner, OwnerApiError } from '../ownerApi'

type Field =
  | 'title'
  | 'description'
  | 'price'
  | 'compareAtPrice'
  | 'priceType'
  | 'installments'
  | 'billingInterval'
  | 'trialDays'

type PriceType = CourseSummary['priceType']
type Interval = 'week' | 'month' | 'year'

const PAY_CHOICES: { value: PriceType; label: string }[] = [
  { value: 'one-time', label: 'Once' },
  { value: 'payment-plan', label: 'In instalments (a payment plan)' },
  { value: 'subscription', label: 'As a membership (every month or year)' },
]

const INTERVAL_CHOICES: { value: Interval; label: string }[] = [
  { value: 'week', label: 'Every week' },
  { value: 'month', label: 'Every month' },
  { value: 'year', label: 'Every year' },
]

/** A dollar amount as the form shows it: "297" or "297.50". */
const asText = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined
    ? ''
    : Number.isInteger(dollars)
      ? String(dollars)
      : dollars.toFixed(2)

/**
 * The create/edit form of spec §2: title, description, price and compare-at price in dollars,
 * how buyers pay (once, in instalments, as a membership), on sale, Published. The course's offer
 * is made and kept by this form (the one place its price is edited). Save stays disabled until a
 * title and a price are typed; the server checks the amounts and answers per field, shown beside
 * each. Saving returns to the course list.
 */
export function CourseForm({ course }: { course: CourseSummary | null }) {
  const router = useRouter()
  const id = useId()
  const titleRef = useRef<HTMLInputElement>(null)
  const [title, setTitle] = useState(course?.title ?? '')
  const [description, setDescription] = useState(course?.description ?? '')
  const [price, setPrice] = useState(asText(course?.price))
  const [compareAtPrice, setCompareAtPrice] = useState(asText(course?.compareAtPrice))
  const [isPublished, setIsPublished] = useState(course?.isPublished ?? false)
  const [priceType, setPriceType] = useState<PriceType>(course?.priceType ?? 'one-time')
  const [installments, setInstallments] = useState(String(course?.installments ?? 3))
  const [billingInterval, setBillingInterval] = useState<Interval>(
    course?.billingInterval ?? 'month',
  )
  const [trialDays, setTrialDays] = useState(course?.trialDays ? String(course.trialDays) : '')
  const [onSale, setOnSale] = useState(course?.offerIsActive ?? true)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)
  const ready = title.trim() !== '' && price.trim() !== ''

  // The form opens where she clicked "Edit Course" or "New course": start typing at once.
  useEffect(() => titleRef.current?.focus(), [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    setErrors({})
    try {
      const input = {
        title,
        description,
        price,
        compareAtPrice: compareAtPrice.trim() === '' ? null : compareAtPrice,
        isPublished,
        priceType,
        installments: priceType === 'payment-plan' ? installments : null,
        billingInterval: priceType === 'one-time' ? null : billingInterval,
        trialDays: priceType === 'subscription' && trialDays.trim() !== '' ? trialDays : null,
        onSale,
      }
      await (
        course
          ? callOwner('updateCourse', { id: course.id, ...input })
          : callOwner('createCourse', input)
      ).catch((error: unknown) => {
        if (error instanceof OwnerApiError)
          setErrors(error.fields as Partial<Record<Field, string>>)
        throw error
      })
      toast.success(course ? 'Course saved' : 'Course created')
      router.push(tabHref('courses'))
      router.refresh()
    } catch (error) {
      toast.error('Not saved', { description: (error as Error).message })
      setBusy(false)
    }
  }

  const fields = formFields<Field>(id, errors, styles)

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FieldRow fields={fields} name="title" label="Title">
        {(control) => (
          <input
            ref={titleRef}
            {...control}
            className={styles.input}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={200}
            required
          />
        )}
      </FieldRow>
      <FieldRow fields={fields} name="description" label="Description">
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={5000}
          />
        )}
      </FieldRow>
      <div className={styles.fieldRow}>
        <FieldRow
          fields={fields}
          name="priceType"
          label="How buyers pay"
          hint="Once, in a few payments, or every month or year while they keep access."
        >
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={priceType}
              onChange={(event) => setPriceType(event.target.value as PriceType)}
            >
              {PAY_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FieldRow>
        {priceType === 'payment-plan' ? (
          <FieldRow
            fields={fields}
            name="installments"
            label="Number of payments"
            hint="From 2 to 12; the price below is charged this many times."
          >
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={installments}
                onChange={(event) => setInstallments(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </FieldRow>
        ) : null}
        {priceType !== 'one-time' ? (
          <FieldRow fields={fields} name="billingInterval" label="How often">
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={billingInterval}
                onChange={(event) => setBillingInterval(event.target.value as Interval)}
              >
                {INTERVAL_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </FieldRow>
        ) : null}
        {priceType === 'subscription' ? (
          <FieldRow
            fields={fields}
            name="trialDays"
            label="Free trial in days (optional)"
            hint="Nothing is charged until the trial ends."
          >
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={trialDays}
                onChange={(event) => setTrialDays(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </FieldRow>
        ) : null}
      </div>
      <div className={styles.fieldRow}>
        <FieldRow
          fields={fields}
          name="price"
          label={priceType === 'one-time' ? 'Price (US dollars)' : 'Each payment (US dollars)'}
          hint={
            priceType === 'one-time'
              ? 'What a buyer pays, e.g. 297 or 297.50.'
              : 'Charged at each payment, e.g. 22 or 29.50.'
          }
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="297"
              required
            />
          )}
        </FieldRow>
        <FieldRow
          fields={fields}
          name="compareAtPrice"
          label="Compare-at price (US dollars, optional)"
          hint="The struck-through list price, higher than the price."
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={compareAtPrice}
              onChange={(event) => setCompareAtPrice(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="497"
            />
          )}
        </FieldRow>
      </div>
      <div className={styles.checkboxRow}>
        <input
          id={`${id}-published`}
          type="checkbox"
          className={styles.checkbox}
          checked={isPublished}
          onChange={(event) => setIsPublished(event.target.checked)}
        />
        <label htmlFor={`${id}-published`}>Published (visible on the site)</label>
      </div>
      <div className={styles.checkboxRow}>
        <input
          id={`${id}-on-sale`}
          type="checkbox"
          className={styles.checkbox}
          checked={onSale}
          onChange={(event) => setOnSale(event.target.checked)}
        />
        <label htmlFor={`${id}-on-sale`}>On sale (the checkout sells it)</label>
      </div>
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={!ready || busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <Link className={`${styles.linkButton} ${styles.secondary}`} href={tabHref('courses')}>
          Cancel
        </Link>
      </div>
      {!ready ? (
        <p className={styles.hint} role="status">
          Save is available once the course has a title and a price.
        </p>
      ) : null}
    </form>
  )
}
