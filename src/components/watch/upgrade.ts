/** "Add Return to the Body — $20": the main offer's bonus as a later upgrade, named and priced by the CMS. */
export type UpgradeOffer = {
  label: string
  /** The bonus offer's web address (the checkout's ?upgrade=). */
  slug?: string
}

/**
 * The checkout for the bonus alone, for a buyer of the main offer. Without the bonus's address the
 * checkout finds it itself (the main offer's bonus) and shows its own address.
 */
export const upgradeHref = (email: string, upgrade?: UpgradeOffer | null) =>
  `/checkout?upgrade=${encodeURIComponent(upgrade?.slug || 'bonus')}&email=${encodeURIComponent(email)}`
