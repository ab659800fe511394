'use client'

import {
  FieldDescription,
  FieldError,
  FieldLabel,
  RenderCustomComponent,
  useField,
} from '@payloadcms/ui'
import type { NumberFieldClientComponent, Validate } from 'payload'
import { type ChangeEvent, useCallback, useRef, useState } from 'react'

import { centsToDollarText, dollarsToCents } from '@/commerce/dollars'

import styles from './fields.module.css'

const FORMAT_MESSAGE = 'Enter an amount in dollars, e.g. 44 or 44.50.'

/**
 * A cents field (priceInCents, amountInCents, …) shown and typed in dollars: "44.50" is stored
 * as 4450. The stored value stays whole cents; the field's own rules (required, min) still apply
 * to it, and text that is not an amount is refused with a message instead of being dropped.
 */
export const CentsField: NumberFieldClientComponent = (props) => {
  const {
    field: { admin: { className, description } = {}, label, localized, max, min, required },
    path: pathFromProps,
    readOnly,
    validate,
  } = props
  const unreadable = useRef(false)
  const memoizedValidate = useCallback<Validate>(
    (value, options) => {
      if (unreadable.current) return FORMAT_MESSAGE
      // As Payload's own number field does: its rules (required, min, max) on the cents.
      type Options = Parameters<NonNullable<typeof validate>>[1]
      return typeof validate === 'function'
        ? validate(value as number, { ...options, max, min, required } as unknown as Options)
        : true
    },
    [validate, max, min, required],
  )
  const {
    customComponents: { AfterInput, BeforeInput, Description, Error, Label } = {},
    disabled,
    path,
    setValue,
    showError,
    value,
  } = useField<number | null>({ potentiallyStalePath: pathFromProps, validate: memoizedValidate })
  const [text, setText] = useState(() => centsToDollarText(value))
  const [shownValue, setShownValue] = useState(value)
  const typedCents = text.trim() === '' ? null : dollarsToCents(text)
  // The form may change the value itself (reset, a version restored): show what it holds.
  if (value !== shownValue) {
    setShownValue(value)
    if (typedCents !== (value ?? null)) setText(centsToDollarText(value))
  }
  const isUnreadable = text.trim() !== '' && typedCents === null

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value
    setText(typed)
    const cents = typed.trim() === '' ? null : dollarsToCents(typed)
    unreadable.current = typed.trim() !== '' && cents === null
    setValue(cents)
  }

  const inputId = `field-${path.replace(/\./g, '__')}`
  const isReadOnly = Boolean(readOnly || disabled)
  return (
    <div
      className={[
        'field-type',
        'number',
        className,
        showError && 'error',
        isReadOnly && 'read-only',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <RenderCustomComponent
        CustomComponent={Label}
        Fallback={
          <FieldLabel label={label} localized={localized} path={path} required={required} />
        }
      />
      <div className="field-type__wrap">
        <RenderCustomComponent
          CustomComponent={Error}
          Fallback={<FieldError path={path} showError={showError} />}
        />
        {BeforeInput}
        <div className={styles.money}>
          <span className={styles.currency} aria-hidden="true">
            $
          </span>
          <input
            id={inputId}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={isReadOnly}
            value={text}
            onChange={onChange}
            aria-describedby={`${inputId}-unit`}
            className={styles.input}
          />
        </div>
        <p id={`${inputId}-unit`} className={styles.unit}>
          US dollars{isUnreadable ? ` — ${FORMAT_MESSAGE}` : ''}
          {/* A plain description is written here, in the page's readable contrast. */}
          {typeof description === 'string' && !Description ? ` · ${description}` : ''}
        </p>
        {AfterInput}
        {typeof description === 'string' && !Description ? null : (
          <RenderCustomComponent
            CustomComponent={Description}
            Fallback={<FieldDescription description={description} path={path} />}
          />
        )}
      </div>
    </div>
  )
}
