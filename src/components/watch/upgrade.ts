import { PRODUCT_SLUGS } from '@/commerce/catalogue'

/** "Add Return to the Body — $20": the bonus as a later upgrade, named and priced by the CMS. */
export type UpgradeOffer = { label: string }

/** The checkout for the bonus alone, for a buyer of the masterclass. */
export const upgradeHref = (email: string) =>
  `/checkout?upgrade=${PRODUCT_SLUGS.bonus}&email=${encodeURIComponent(email)}`
