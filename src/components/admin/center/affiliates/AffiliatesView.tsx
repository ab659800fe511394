import type { AffiliateReport, CommissionStatus } from '@/affiliates/report'
import { COMMISSION_STATUS_WORDS } from '@/affiliates/report'
import { formatUSD } from '@/utilities/money'

import { formatCount } from '../overview/format'
import { Badge, type BadgeTone, Card, EmptyState, StatCard, StatGrid, Stack } from '../ui'
import styles from './affiliates.module.css'
import { CommissionButton } from './CommissionButton.client'
import { SendPageLinkButton } from './SendPageLinkButton.client'

const money = (cents: number) => formatUSD(cents, { cents: true })
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`

const STATUS_TONE: Record<CommissionStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  reversed: 'neutral',
}

/** Where she adds an affiliate and edits one (name, code, rate, PayPal, Active): the CMS. */
const NEW_AFFILIATE_HREF = '/admin/collections/affiliates/create'

/**
 * The Affiliates view of the Courses tab: the totals, each affiliate (clicks, sales, commissions
 * to approve, to pay, paid and refunded, earnings; her page link by e-mail), then the commissions
 * to act on (Approve, Mark paid) and the CSV of them all. Data: `loadAffiliateReport(req)` from
 * src/affiliates/report.ts (the catalogue's getAffiliateReport; GET /api/admin/affiliates).
 */
export function AffiliatesView({ report }: { report: AffiliateReport }) {
  const { affiliates, commissions, totals } = report
  const toApprove = commissions.filter((commission) => commission.status === 'pending')
  const toPay = commissions.filter((commission) => commission.status === 'approved')
  return (
    <Stack>
      <StatGrid>
        <StatCard
          label="Affiliate clicks"
          value={formatCount(totals.clicks)}
          hint="Visits through their links"
        />
        <StatCard
          label="Referred sales"
          value={formatCount(totals.conversions)}
          hint="Refunded ones included"
        />
        <StatCard
          label="To approve"
          value={money(totals.pendingInCents)}
          hint="Commissions on new sales"
        />
        <StatCard
          label="To pay"
          value={money(totals.approvedInCents)}
          hint="Approved, not yet paid"
        />
        <StatCard label="Paid" value={money(totals.paidInCents)} hint="To affiliates, in all" />
      </StatGrid>

      <div className={styles.toolbar}>
        <h2 className={styles.toolbarTitle} id="affiliates-heading">
          Your affiliates
        </h2>
        <div className={styles.actions}>
          <a className={`${styles.button} ${styles.secondary}`} href={report.csvHref} download>
            Download commissions (CSV)
          </a>
          <a className={styles.button} href={NEW_AFFILIATE_HREF}>
            New affiliate
          </a>
        </div>
      </div>
      {affiliates.length === 0 ? (
        <EmptyState>
          No affiliates yet. Add someone who recommends your work with “New affiliate”: her link is
          your site’s address with ?ref= and her code.
        </EmptyState>
      ) : (
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby="affiliates-heading"
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Affiliate</th>
                <th scope="col" className={styles.figure}>
                  Clicks
                </th>
                <th scope="col" className={styles.figure}>
                  Sales
                </th>
                <th scope="col" className={styles.figure}>
                  To approve
                </th>
                <th scope="col" className={styles.figure}>
                  To pay
                </th>
                <th scope="col" className={styles.figure}>
                  Paid
                </th>
                <th scope="col" className={styles.figure}>
                  Refunded
                </th>
                <th scope="col" className={styles.figure}>
                  Earned
                </th>
                <th scope="col">Her page</th>
              </tr>
            </thead>
            <tbody>
              {affiliates.map((affiliate) => (
                <tr key={affiliate.id}>
                  <th scope="row">
                    <a className={styles.link} href={affiliate.editHref}>
                      {affiliate.name}
                    </a>{' '}
                    {affiliate.isActive ? null : <Badge>Inactive</Badge>}
                    <span className={styles.muted}>
                      {percent(affiliate.commissionRate)} · {affiliate.link}
                    </span>
                  </th>
                  <td className={styles.figure}>{formatCount(affiliate.clicks)}</td>
                  <td className={styles.figure}>{formatCount(affiliate.conversions)}</td>
                  <td className={styles.figure}>{money(affiliate.pending.cents)}</td>
                  <td className={styles.figure}>{money(affiliate.approved.cents)}</td>
                  <td className={styles.figure}>{money(affiliate.paid.cents)}</td>
                  <td className={styles.figure}>{money(affiliate.reversed.cents)}</td>
                  <td className={styles.figure}>{money(affiliate.earningsInCents)}</td>
                  <td>
                    {affiliate.isActive ? (
                      <SendPageLinkButton affiliateId={affiliate.id} name={affiliate.name} />
                    ) : (
                      <span className={styles.muted}>Inactive</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Card title="Commissions">
        <p className={styles.note}>
          A sale through an affiliate’s link makes a commission to approve. Approve it once the sale
          stands (after your refund window), pay her, then mark it paid. A refund cancels it by
          itself. Days are in {report.zone}.
        </p>
        {commissions.length === 0 ? (
          <EmptyState>No commissions yet.</EmptyState>
        ) : (
          <>
            <div className={styles.actions}>
              {toApprove.length > 1 ? (
                <CommissionButton
                  ids={toApprove.map((commission) => commission.id)}
                  action="approve"
                  label={`Approve all ${toApprove.length}`}
                />
              ) : null}
              {toPay.length > 1 ? (
                <CommissionButton
                  ids={toPay.map((commission) => commission.id)}
                  action="paid"
                  label={`Mark all ${toPay.length} approved paid`}
                  secondary
                />
              ) : null}
            </div>
            <div
              className={styles.scroller}
              role="region"
              aria-labelledby="commissions-caption"
              tabIndex={0}
            >
              <table className={styles.table}>
                <caption id="commissions-caption">
                  To approve and to pay first, then the latest
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Sale</th>
                    <th scope="col">Affiliate</th>
                    <th scope="col">Buyer</th>
                    <th scope="col" className={styles.figure}>
                      Buyer paid
                    </th>
                    <th scope="col" className={styles.figure}>
                      Commission
                    </th>
                    <th scope="col">Status</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {commissions.map((commission) => (
                    <tr key={commission.id}>
                      <td>{commission.createdAt}</td>
                      <td>{commission.affiliateName}</td>
                      <td>
                        <span className={styles.muted}>{commission.buyerEmail}</span>
                      </td>
                      <td className={styles.figure}>{money(commission.orderPaidInCents)}</td>
                      <td className={styles.figure}>
                        {money(commission.commissionInCents)}
                        <span className={styles.muted}>{percent(commission.commissionRate)}</span>
                      </td>
                      <td>
                        <Badge tone={STATUS_TONE[commission.status]}>
                          {COMMISSION_STATUS_WORDS[commission.status]}
                        </Badge>
                        {commission.paidAt ? (
                          <span className={styles.muted}>on {commission.paidAt}</span>
                        ) : null}
                      </td>
                      <td>
                        {commission.status === 'pending' ? (
                          <CommissionButton
                            ids={[commission.id]}
                            action="approve"
                            label="Approve"
                            accessibleLabel={`Approve ${money(commission.commissionInCents)} for ${commission.affiliateName} (sale of ${commission.createdAt})`}
                          />
                        ) : commission.status === 'approved' ? (
                          <CommissionButton
                            ids={[commission.id]}
                            action="paid"
                            label="Mark paid"
                            accessibleLabel={`Mark ${money(commission.commissionInCents)} paid to ${commission.affiliateName} (sale of ${commission.createdAt})`}
                            secondary
                          />
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Card>
    </Stack>
  )
}
