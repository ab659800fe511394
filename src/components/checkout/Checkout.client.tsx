'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  PurchaseKind,
} from '@/commerce/api'
import { normaliseCouponCode } from '@/commerce/coupons/code'
import { priceCart } from '@/commerce/offers/pricing'
import type { CheckoutOffer } from '@/commerce/offers/types'
import { sameOriginPath } from '@/commerce/redirects'
import { OptInBox } from '@/components/forms/OptInBox'
import Link from '@/components/SiteLink'
import { toast } from '@/components/toast'
import { formatUSD } from '@/utilities/money'

import { CouponField } from './CouponField'
import { DemoCardFields, demoCardIsComplete, emptyDemoCard, inputStyle } from './DemoCardFields'
import { OrderSummary } from './OrderSummary'
import {
  confirmDemoPayment,
  PaymentRequestError,
  requestPaymentIntent,
  UNEXPECTED_ERROR,
  watchPath,
} from './paymentApi'
import { useStripePayment } from './useStripePayment'

export type CheckoutProps = {
  /** What is sold: the site's main offer, its bonus alone (upgrade), or an offer by its address. */
  offer: CheckoutOffer
  purchase: PurchaseKind
  /** Plain /checkout: the main offer, sent in the spec's body (hasReturnToBodyAddon). */
  mainOffer: boolean
  initialBumps: number[]
  initialEmail: string
  /** `?coupon=CODE`: filled in, and applied once she gives her e-mail. */
  initialCoupon: string
  back: { href: string; label: string }
  /** The words of the unticked box that joins her to the list (Site settings). */
  optInLabel: string
}

/** The intent the server prepared, and the order it was prepared for. */
type Prepared = {
  intent: CreatePaymentIntentResponse
  email: string
  bumps: string
  coupon: string
}
type Choice = { bumps: number[]; coupon: string }
/** The endpoint's schema takes her tick of the list's box too (src/commerce/schema.ts). */
type IntentRequest = CreatePaymentIntentRequest & { marketingConsent: boolean }
const bumpsKey = (bumps: number[]) => [...bumps].sort((a, b) => a - b).join(',')
type Failure = { message: string; status: number }
type FocusTarget = 'payment' | 'failure' | 'email' | 'submit'

/** Spec §5: "continue" needs a non-empty e-mail containing "@"; the server checks the rest. */
const looksLikeEmail = (value: string) => value.trim() !== '' && value.includes('@')

const missingFields = () =>
  toast({
    title: 'Error',
    description: 'Please fill in all required fields',
    variant: 'destructive',
  })

const paymentFailed = (description: string) =>
  toast({ title: 'Payment Failed', description, variant: 'destructive' })

/** The server's redirect, if it stays on this site; otherwise the usual access page. */
function landingFor(redirectTo: string, email: string) {
  return sameOriginPath(redirectTo) ?? watchPath(email)
}

const buttonStyle =
  'inline-flex items-center justify-center rounded-full bg-plum-800 px-7 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 disabled:cursor-not-allowed disabled:opacity-60'
const linkStyle =
  'font-semibold text-plum-800 underline underline-offset-4 hover:text-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800'
const stepHeading = 'font-serif text-2xl text-plum-900 outline-none'

/**
 * Spec §2/§4 Checkout: e-mail → "Preparing your secure checkout..." → "Payment Details" → pay.
 * The server prices every order; the amounts here only say what it will charge (the catalogue's
 * price by the same function until it answers, then its own numbers). Each change of e-mail,
 * bump or code updates the same payment intent, one request at a time, so the intent always ends
 * on the visitor's last choice.
 */
export function Checkout({
  offer,
  purchase,
  mainOffer,
  initialBumps,
  initialEmail,
  initialCoupon,
  back,
  optInLabel,
}: CheckoutProps) {
  const upgrade = purchase === 'bonus-upgrade'
  const bumpsOffered = !upgrade
  const bonusBump = mainOffer ? offer.bumps.find((bump) => bump.includesBonusLessons) : undefined
  const id = useId()
  const [emailInput, setEmailInput] = useState(initialEmail)
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [bumps, setBumps] = useState<number[]>(bumpsOffered ? initialBumps : [])
  const [coupon, setCoupon] = useState(normaliseCouponCode(initialCoupon))
  const [couponError, setCouponError] = useState<string | null>(null)
  const [prepared, setPrepared] = useState<Prepared | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [pendingRequests, setPendingRequests] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  const [card, setCard] = useState(emptyDemoCard)
  // Sent with every request for the intent, so each update carries her current answer.
  const [marketingConsent, setMarketingConsent] = useState(false)

  const intentId = useRef<string | undefined>(undefined)
  const latestRequest = useRef(0)
  const requestQueue = useRef<Promise<void>>(Promise.resolve())
  const focusTarget = useRef<FocusTarget | null>(null)
  const paymentHeading = useRef<HTMLHeadingElement>(null)
  const failureHeading = useRef<HTMLHeadingElement>(null)
  const emailField = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)

  const intent = prepared && prepared.email === email ? prepared.intent : null
  const {
    mountOn: mountPaymentElement,
    ready: paymentElementReady,
    loadFailed: paymentElementFailed,
    refresh: refreshPaymentElement,
    confirm: confirmStripePayment,
  } = useStripePayment(intent)

  // The server's own price function: before it answers, the catalogue's price of her choice.
  const listCart = (chosen: number[]) => priceCart(offer, chosen)
  const upToDate =
    intent !== null &&
    prepared?.bumps === bumpsKey(bumps) &&
    prepared.coupon === coupon &&
    pendingRequests === 0
  const cart = upToDate && intent.cart ? intent.cart : listCart(bumps)
  const amountInCents = upToDate ? intent.amountInCents : cart.totalInCents
  const paymentReady = upToDate && (intent.mode === 'demo' || paymentElementReady)
  const step = !email ? 'email' : failure ? 'failed' : intent ? 'payment' : 'preparing'

  // Focus follows the visitor's own steps, once the step she is taken to is on screen.
  useEffect(() => {
    const targets = {
      payment: paymentHeading,
      failure: failureHeading,
      email: emailField,
      submit: submitButton,
    }
    const target = focusTarget.current
    const element = target && targets[target].current
    if (!element) return
    focusTarget.current = null
    element.focus()
  })

  /** The request body: the spec's for the main offer (its bonus as hasReturnToBodyAddon). */
  function bodyFor(forEmail: string, choice: Choice): IntentRequest {
    const others = choice.bumps.filter((bump) => bump !== bonusBump?.offerId)
    return {
      amount: listCart(choice.bumps).totalInCents / 100,
      email: forEmail,
      ...(mainOffer
        ? {
            hasReturnToBodyAddon:
              upgrade || (bonusBump !== undefined && choice.bumps.includes(bonusBump.offerId)),
          }
        : { offer: offer.slug }),
      paymentIntentId: intentId.current,
      ...(mainOffer ? { purchase: upgrade ? 'bonus-upgrade' : 'masterclass' } : {}),
      ...(!mainOffer || others.length > 0 ? { bumps: mainOffer ? others : choice.bumps } : {}),
      ...(choice.coupon ? { coupon: choice.coupon } : {}),
      marketingConsent,
    }
  }

  function prepare(forEmail: string, choice: Choice) {
    const request = ++latestRequest.current
    setFailure(null)
    setPendingRequests((count) => count + 1)
    requestQueue.current = requestQueue.current.then(async () => {
      try {
        // A newer choice is queued behind this one: only that one needs sending.
        if (request !== latestRequest.current) return
        const answer = await requestPaymentIntent(bodyFor(forEmail, choice))
        intentId.current = answer.paymentIntentId
        await refreshPaymentElement(answer).catch(() => undefined)
        if (request !== latestRequest.current) return
        // A refused code's message stays while the order goes on without it.
        if (choice.coupon) setCouponError(null)
        setPrepared({
          intent: answer,
          email: forEmail,
          bumps: bumpsKey(choice.bumps),
          coupon: choice.coupon,
        })
      } catch (error) {
        if (request !== latestRequest.current) return
        const { message, status, fields } =
          error instanceof PaymentRequestError
            ? error
            : { message: UNEXPECTED_ERROR, status: 0, fields: {} as Record<string, string> }
        console.error(`create-payment-intent failed (${status}): ${message}`)
        if (status === 400 && fields.coupon) {
          // The code was refused: said beside it; the order goes on without it.
          setCouponError(fields.coupon)
          const kept = prepared && prepared.email === forEmail ? prepared.coupon : ''
          setCoupon(kept)
          if (!kept && !(prepared && prepared.email === forEmail && prepared.coupon === '')) {
            prepare(forEmail, { bumps: choice.bumps, coupon: kept })
          }
        } else if (status === 400) {
          // The address was refused: back to it, as typed, with the reason beside it.
          setEmailError(message)
          setEmail('')
          focusTarget.current = 'email'
        } else {
          setFailure({ message, status })
          focusTarget.current = 'failure'
        }
      } finally {
        setPendingRequests((count) => count - 1)
      }
    })
  }

  function continueToPayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!looksLikeEmail(emailInput)) return
    const confirmed = emailInput.trim()
    setEmailError(null)
    setEmail(confirmed)
    focusTarget.current = 'payment'
    prepare(confirmed, { bumps, coupon })
  }

  function changeBump(offerId: number, checked: boolean) {
    const next = checked
      ? [...bumps.filter((bump) => bump !== offerId), offerId]
      : bumps.filter((bump) => bump !== offerId)
    setBumps(next)
    if (email) prepare(email, { bumps: next, coupon })
  }

  function applyCoupon(code: string) {
    const next = normaliseCouponCode(code)
    setCoupon(next)
    setCouponError(null)
    if (email) prepare(email, { bumps, coupon: next })
  }

  function removeCoupon() {
    setCoupon('')
    setCouponError(null)
    if (email) prepare(email, { bumps, coupon: '' })
  }

  /** Spec §2: "Change" clears the e-mail and goes back to the first step. */
  function changeEmail() {
    latestRequest.current++
    setEmail('')
    setEmailInput('')
    setFailure(null)
    focusTarget.current = 'email'
  }

  function retry() {
    focusTarget.current = 'payment'
    prepare(email, { bumps, coupon })
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting || !paymentReady) return
    if (!email || (intent.mode === 'demo' && !demoCardIsComplete(card))) return missingFields()

    setSubmitting(true)
    try {
      if (intent.mode === 'demo') {
        const { redirectTo } = await confirmDemoPayment({
          clientSecret: intent.clientSecret,
          cardNumber: card.cardNumber.replace(/\s/g, ''),
          expiry: card.expiry,
          cvc: card.cvc,
        })
        window.location.assign(landingFor(redirectTo, email))
        // "Processing..." stays while the browser leaves for /watch.
        return
      }
      const result = await confirmStripePayment(email)
      if (result === 'missing') missingFields()
      else if (result.error) paymentFailed(result.error)
    } catch (error) {
      paymentFailed(error instanceof PaymentRequestError ? error.message : UNEXPECTED_ERROR)
    }
    setSubmitting(false)
    focusTarget.current = 'submit'
  }

  const emailErrorId = `${id}-email-error`
  const paymentHeadingId = `${id}-payment`
  const priceLabel = formatUSD(amountInCents, { cents: true })

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-6 py-12 sm:py-16 md:grid-cols-2">
      <header className="grid gap-2 md:col-span-2">
        <h1 className="font-serif text-4xl leading-tight text-plum-900 sm:text-5xl">
          Complete Your Purchase
        </h1>
        {upgrade && <p className="text-lg">Add {offer.name} to the masterclass you already own.</p>}
        <noscript>
          <p className="font-semibold">
            The secure checkout needs JavaScript, which is switched off in this browser.
          </p>
        </noscript>
      </header>

      <OrderSummary
        offer={offer}
        showIncludes={upgrade || !mainOffer}
        bumpsOffered={bumpsOffered}
        chosenBumps={bumps}
        onBumpChange={changeBump}
        cart={cart}
        couponCode={upToDate ? (intent.coupon ?? null) : null}
      />

      <div className="grid content-start gap-6 rounded-3xl bg-white p-6 shadow-md sm:p-8">
        {step === 'email' && (
          <>
            <form onSubmit={continueToPayment} noValidate className="grid gap-4">
              <label className="grid gap-1 text-sm font-semibold">
                <span>
                  Email Address <span aria-hidden="true">*</span>
                </span>
                <input
                  ref={emailField}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  value={emailInput}
                  onChange={(event) => setEmailInput(event.target.value)}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? emailErrorId : undefined}
                  className={`${inputStyle} aria-invalid:border-red-700`}
                />
              </label>
              {emailError && (
                <p id={emailErrorId} className="text-sm font-semibold text-red-800">
                  {emailError}
                </p>
              )}
              <OptInBox
                label={optInLabel}
                checked={marketingConsent}
                onChange={setMarketingConsent}
              />
              <button type="submit" disabled={!looksLikeEmail(emailInput)} className={buttonStyle}>
                Continue to Secure Payment
              </button>
            </form>
            <Link href={back.href} className={`justify-self-start ${linkStyle}`}>
              {back.label}
            </Link>
          </>
        )}

        {step === 'preparing' && (
          <div role="status" className="grid justify-items-center gap-3 py-12 text-center">
            <span
              aria-hidden="true"
              className="size-10 animate-spin rounded-full border-4 border-plum-100 border-t-plum-800"
            />
            <p className="font-semibold">Preparing your secure checkout...</p>
            <p className="text-sm">This may take a moment</p>
          </div>
        )}

        {step === 'failed' && failure && (
          <section aria-labelledby={`${id}-failure`} className="grid gap-4">
            <h2 id={`${id}-failure`} ref={failureHeading} tabIndex={-1} className={stepHeading}>
              We couldn’t prepare your checkout
            </h2>
            <p role="alert">{failure.message}</p>
            <p className="text-sm">
              E-mail: <strong className="break-all">{email}</strong>{' '}
              <button type="button" onClick={changeEmail} className={linkStyle}>
                Change
              </button>
            </p>
            {failure.status === 409 ? (
              <div className="flex flex-wrap gap-4">
                <Link href={back.href} className={linkStyle}>
                  {back.label}
                </Link>
                <Link href={watchPath(email)} className={linkStyle}>
                  {mainOffer ? 'Go to my masterclass' : 'Go to my courses'}
                </Link>
              </div>
            ) : (
              <button type="button" onClick={retry} className={`justify-self-start ${buttonStyle}`}>
                Try again
              </button>
            )}
          </section>
        )}

        {step === 'payment' && intent && (
          <section aria-labelledby={paymentHeadingId} className="grid gap-5">
            <h2 id={paymentHeadingId} ref={paymentHeading} tabIndex={-1} className={stepHeading}>
              Payment Details
            </h2>
            <p className="text-sm">
              E-mail: <strong className="break-all">{email}</strong>{' '}
              <button type="button" onClick={changeEmail} className={linkStyle}>
                Change
              </button>
            </p>
            <p className="flex items-baseline justify-between gap-4">
              <span className="font-semibold">Total</span>
              <strong className="text-lg">{priceLabel}</strong>
            </p>
            <form
              onSubmit={pay}
              noValidate
              aria-labelledby={paymentHeadingId}
              className="grid gap-5"
            >
              {intent.mode === 'demo' ? (
                <DemoCardFields
                  card={card}
                  onChange={setCard}
                  recurring={cart.priceType !== 'one-time'}
                />
              ) : (
                <div className="grid gap-2">
                  <div ref={mountPaymentElement} />
                  {paymentElementFailed ? (
                    <p role="alert" className="text-sm font-semibold text-red-800">
                      The secure payment form could not load. Please check your connection and
                      reload the page.
                    </p>
                  ) : (
                    !paymentElementReady && (
                      <p role="status" className="text-sm">
                        Loading the secure payment form...
                      </p>
                    )
                  )}
                </div>
              )}
              <button
                ref={submitButton}
                type="submit"
                disabled={submitting || !paymentReady}
                className={buttonStyle}
              >
                {submitting ? 'Processing...' : `Complete Purchase - ${priceLabel}`}
              </button>
              {pendingRequests > 0 && (
                <p role="status" className="text-center text-sm">
                  Updating your order...
                </p>
              )}
            </form>
          </section>
        )}

        {step !== 'preparing' && (
          <CouponField
            applied={upToDate && intent.coupon ? intent.coupon : null}
            pending={pendingRequests > 0}
            error={couponError}
            waitingForEmail={!email && coupon ? coupon : null}
            onApply={applyCoupon}
            onRemove={removeCoupon}
            initiallyOpen={coupon}
          />
        )}
      </div>
    </div>
  )
}
