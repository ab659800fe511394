/** The public origin of the site, used in metadata, e-mails and the sitemap. */
export const getServerSideURL = (): string =>
  process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || 3000}`
