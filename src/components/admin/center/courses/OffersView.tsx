import Link from 'next/link'

import type { OfferReport, OffersReport } from '@/reports/offers'
import { formatUSD } from '@/utilities/money'

import { formatCount } from '../overview/format'
import { Badge, Card, EmptyState, StatCard, StatGrid, Stack } from '../ui'
import styles from './courses.module.css'

const money = (cents: number) => formatUSD(cents, { cents: true })

/** One offer: how it is paid, what it opens, what it sold and the coupons that work on it. */
function OfferCard({ offer }: { offer: OfferReport }) {
  const headingId = `offer-${offer.id}`
  const opens =
    offer.courses.length === 0
      ? 'Opens no course yet'
      : `${offer.includesBonusLessons ? 'Opens the bonus lessons of' : 'Opens'} ${offer.courses
          .map((course) => course.title)
          .join(', ')}`
  return (
    <Card>
      <Stack>
        <div className={styles.offerHead}>
          <h3 className={styles.offerName} id={headingId}>
            {offer.name}
          </h3>
          <Badge tone={offer.isActive ? 'success' : 'neutral'}>
            {offer.isActive ? 'On sale' : 'Not on sale'}
          </Badge>
        </div>
        <p className={styles.muted}>
          {offer.priceWords} · {opens}
        </p>
        <dl className={styles.facts} aria-labelledby={headingId}>
          <div>
            <dt>Sales</dt>
            <dd>{formatCount(offer.sales)}</dd>
          </div>
          <div>
            <dt>Revenue</dt>
            <dd>{money(offer.revenueInCents)}</dd>
          </div>
          <div>
            <dt>Refunds</dt>
            <dd>
              {formatCount(offer.refunds)}
              {offer.refunds > 0 ? ` (${money(offer.refundedInCents)})` : ''}
            </dd>
          </div>
          <div>
            <dt>With access now</dt>
            <dd>{formatCount(offer.activeAccess)}</dd>
          </div>
          {offer.bumpSales > 0 ? (
            <div>
              <dt>Added at checkout</dt>
              <dd>{formatCount(offer.bumpSales)}</dd>
            </div>
          ) : null}
          {offer.priceType === 'payment-plan' ? (
            <div>
              <dt>Plans being paid</dt>
              <dd>{formatCount(offer.plansInProgress)}</dd>
            </div>
          ) : null}
          {offer.priceType === 'subscription' ? (
            <div>
              <dt>Memberships running</dt>
              <dd>{formatCount(offer.activeMemberships)}</dd>
            </div>
          ) : null}
          {offer.pastDue > 0 ? (
            <div>
              <dt>Payment failed</dt>
              <dd>{formatCount(offer.pastDue)}</dd>
            </div>
          ) : null}
        </dl>
        {offer.coupons.length === 0 ? (
          <p className={styles.muted}>No coupon works on this offer.</p>
        ) : (
          <div
            className={styles.scroller}
            tabIndex={0}
            role="region"
            aria-label={`Coupons for ${offer.name}`}
          >
            <table className={styles.table}>
              <caption className={styles.visuallyHidden}>Coupons for {offer.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Discount</th>
                  <th scope="col" className={styles.numeric}>
                    Used on this offer
                  </th>
                  <th scope="col">Edit</th>
                </tr>
              </thead>
              <tbody>
                {offer.coupons.map((coupon) => (
                  <tr key={coupon.id}>
                    <th scope="row">
                      {coupon.code}
                      {coupon.isActive ? '' : ' (switched off)'}
                    </th>
                    <td>{coupon.discount}</td>
                    <td className={styles.numeric}>{formatCount(coupon.redemptions)}</td>
                    <td>
                      <a
                        className={styles.link}
                        href={coupon.editHref}
                        aria-label={`Edit coupon ${coupon.code}`}
                      >
                        Edit
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className={styles.actions}>
          <a
            className={styles.linkButton}
            href={offer.editHref}
            aria-label={`Edit offer: ${offer.name}`}
          >
            Edit offer
          </a>
          <Link
            className={`${styles.linkButton} ${styles.secondary}`}
            href="/admin/collections/coupons/create"
            aria-label={`New coupon (for ${offer.name} or any offer)`}
          >
            New coupon
          </Link>
        </div>
      </Stack>
    </Card>
  )
}

/**
 * The Offers view: what each offer sold. Sales are paid orders; revenue is what buyers actually
 * paid after coupons, without refunded orders; a coupon's uses are counted per offer.
 */
export function OffersView({ report }: { report: OffersReport }) {
  const { totals, offers } = report
  return (
    <Stack>
      <StatGrid>
        <StatCard label="Sales" value={formatCount(totals.sales)} hint="Paid orders" />
        <StatCard
          label="Revenue"
          value={money(totals.revenueInCents)}
          hint="Paid, after coupons and refunds"
        />
        <StatCard label="Refunds" value={formatCount(totals.refunds)} hint="Orders refunded" />
        <StatCard
          label="Coupon uses"
          value={formatCount(totals.redemptions)}
          hint="On paid orders"
        />
      </StatGrid>
      <div className={styles.toolbar}>
        <h2 className={styles.toolbarTitle}>Your offers</h2>
        <Link className={styles.linkButton} href="/admin/collections/offers/create">
          New offer
        </Link>
      </div>
      <p className={styles.muted}>
        A course made on the Courses view gets its own offer. Here you see what each offer sold;
        Edit offer opens its page (order bumps, on sale, what it opens), and its coupons are edited
        under Products → Coupons.
      </p>
      {offers.length === 0 ? (
        <EmptyState>No offers yet: create a course, or a “New offer”.</EmptyState>
      ) : (
        <ul className={styles.courseGrid}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  )
}
