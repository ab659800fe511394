/**
 * The exports she can bring from the products she used before, and how their columns map to a
 * person: recognised by the columns each product writes, so she never has to say where a file
 * came from. Everything here is pure (no database), for the preview and the importer alike.
 */

/** Where a file came from; 'csv' is any other spreadsheet, whose columns she maps by hand. */
export type Platform = 'kit' | 'mailchimp' | 'kajabi' | 'teachable' | 'csv'

/** What a column holds, once mapped; 'ignore' leaves it out. */
export type ImportField =
  | 'email'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'tags'
  | 'status'
  | 'optInAt'
  | 'confirmedAt'
  | 'unsubscribedAt'
  | 'cleanedAt'
  | 'createdAt'
  | 'products'
  | 'ignore'

export const PLATFORM_LABELS: Record<Platform, string> = {
  kit: 'Kit',
  mailchimp: 'Mailchimp',
  kajabi: 'Kajabi',
  teachable: 'Teachable',
  csv: 'Another spreadsheet',
}

export const FIELD_LABELS: Record<ImportField, string> = {
  email: 'E-mail address',
  name: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  tags: 'Tags',
  status: 'Subscribed or not',
  optInAt: 'When she signed up',
  confirmedAt: 'When she confirmed',
  unsubscribedAt: 'When she unsubscribed',
  cleanedAt: 'When her address bounced',
  createdAt: 'When she was added',
  products: 'Courses or offers bought',
  ignore: 'Leave out',
}

/**
 * A header as compared: no byte-order mark or spaces around it, lower case, and spaces,
 * underscores and hyphens alike, so "Email Address", "email_address" and "E-mail address" agree
 * whichever spelling a product (or a spreadsheet that re-saved its file) wrote.
 */
export const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

/** One file a product writes: its columns as the product spells them, and those only it writes. */
type KnownExport = {
  platform: Exclude<Platform, 'csv'>
  /** Every column of the file, in the product's order and spelling, with what it holds. */
  columns: Record<string, ImportField>
  /**
   * Columns no other product writes: `least` of them must be present to recognise the file, as
   * the product spells them when `exact` (names common enough to appear in any spreadsheet).
   */
  signature: { columns: string[]; least: number; exact?: boolean }
}

/*
 * Mailchimp's audience export is a zip of one file per status (subscribed_…, unsubscribed_…,
 * cleaned_…): the audience's merge fields first ("First Name", "Last Name", "Address", "Phone
 * Number", "Birthday" by default; she may have renamed or added some, which are left out), then
 * Mailchimp's own upper-case columns. Its dates are "YYYY-MM-DD HH:MM:SS" in UTC; TAGS is a list of
 * quoted names ("VIP","Quiz: Rebel").
 */
const MAILCHIMP_MERGE_FIELDS: Record<string, ImportField> = {
  'Email Address': 'email',
  'First Name': 'firstName',
  'Last Name': 'lastName',
  Name: 'name',
  'Full Name': 'name',
  Address: 'ignore',
  'Phone Number': 'ignore',
  Birthday: 'ignore',
  Company: 'ignore',
}

const MAILCHIMP_OPT_IN: Record<string, ImportField> = {
  MEMBER_RATING: 'ignore',
  OPTIN_TIME: 'optInAt',
  OPTIN_IP: 'ignore',
  CONFIRM_TIME: 'confirmedAt',
  CONFIRM_IP: 'ignore',
  LATITUDE: 'ignore',
  LONGITUDE: 'ignore',
  GMTOFF: 'ignore',
  DSTOFF: 'ignore',
  TIMEZONE: 'ignore',
  CC: 'ignore',
  REGION: 'ignore',
}

const MAILCHIMP_IDS: Record<string, ImportField> = {
  LEID: 'ignore',
  EUID: 'ignore',
  NOTES: 'ignore',
  TAGS: 'tags',
}

const MAILCHIMP_SIGNATURE = {
  columns: [
    'MEMBER_RATING',
    'OPTIN_TIME',
    'OPTIN_IP',
    'CONFIRM_TIME',
    'CONFIRM_IP',
    'GMTOFF',
    'DSTOFF',
    'LAST_CHANGED',
    'LEID',
    'EUID',
    'UNSUB_TIME',
    'CLEAN_TIME',
  ],
  least: 2,
}

/**
 * The files each product writes. Mailchimp's three share most columns and differ by the status
 * columns (UNSUB_…, CLEAN_…), which is how a reader tells one from another.
 */
const KNOWN_EXPORTS: KnownExport[] = [
  {
    platform: 'mailchimp',
    columns: {
      ...MAILCHIMP_MERGE_FIELDS,
      ...MAILCHIMP_OPT_IN,
      LAST_CHANGED: 'ignore',
      ...MAILCHIMP_IDS,
    },
    signature: MAILCHIMP_SIGNATURE,
  },
  {
    platform: 'mailchimp',
    columns: {
      ...MAILCHIMP_MERGE_FIELDS,
      ...MAILCHIMP_OPT_IN,
      UNSUB_TIME: 'unsubscribedAt',
      UNSUB_CAMPAIGN_TITLE: 'ignore',
      UNSUB_CAMPAIGN_ID: 'ignore',
      UNSUB_REASON: 'ignore',
      UNSUB_REASON_OTHER: 'ignore',
      LAST_CHANGED: 'ignore',
      ...MAILCHIMP_IDS,
    },
    signature: MAILCHIMP_SIGNATURE,
  },
  {
    platform: 'mailchimp',
    columns: {
      ...MAILCHIMP_MERGE_FIELDS,
      ...MAILCHIMP_OPT_IN,
      CLEAN_TIME: 'cleanedAt',
      CLEAN_CAMPAIGN_TITLE: 'ignore',
      CLEAN_CAMPAIGN_ID: 'ignore',
      LAST_CHANGED: 'ignore',
      ...MAILCHIMP_IDS,
    },
    signature: MAILCHIMP_SIGNATURE,
  },
  {
    // Kit (ConvertKit) subscribers, from the subscribers list or one tag's: snake_case columns,
    // her custom fields (often last_name) after them; state is active, inactive, cancelled, cold,
    // bounced or complained; dates "YYYY-MM-DD HH:MM:SS UTC" or ISO 8601; tags comma-separated.
    platform: 'kit',
    columns: {
      id: 'ignore',
      subscriber_id: 'ignore',
      first_name: 'firstName',
      last_name: 'lastName',
      email_address: 'email',
      email: 'email',
      state: 'status',
      status: 'status',
      created_at: 'createdAt',
      subscribed_at: 'optInAt',
      tags: 'tags',
    },
    signature: {
      columns: ['email_address', 'first_name', 'state', 'status', 'created_at', 'subscriber_id'],
      least: 3,
      exact: true,
    },
  },
  {
    // Kajabi's contacts (People) export: one name column, her tags and the products she owns,
    // comma-separated, and whether she is subscribed to marketing e-mail when the export has it.
    platform: 'kajabi',
    columns: {
      ID: 'ignore',
      Name: 'name',
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      'Email Address': 'email',
      'Phone Number': 'ignore',
      'Address Line 1': 'ignore',
      'Address Line 2': 'ignore',
      'Address City': 'ignore',
      'Address State': 'ignore',
      'Address Zip': 'ignore',
      'Address Country': 'ignore',
      Tags: 'tags',
      Products: 'products',
      Offers: 'products',
      'Offers Granted': 'products',
      'Created At': 'createdAt',
      'Member Since': 'createdAt',
      'Last Activity': 'ignore',
      'Last Activity At': 'ignore',
      'Last Sign In At': 'ignore',
      'Sign In Count': 'ignore',
      'External User ID': 'ignore',
      Subscribed: 'status',
      'Email Marketing': 'status',
      'Email Marketing Status': 'status',
      'Marketing Opt In': 'status',
      'Subscribed At': 'optInAt',
    },
    signature: {
      columns: [
        'Products',
        'Offers',
        'Offers Granted',
        'External User ID',
        'Last Activity',
        'Last Activity At',
        'Email Marketing Status',
      ],
      least: 2,
    },
  },
  {
    // Kajabi's offer customers and purchases exports: one row per offer bought, so the same
    // customer appears once per offer. Its Status is the payment's, not her consent: left out.
    platform: 'kajabi',
    columns: {
      ID: 'ignore',
      'Customer ID': 'ignore',
      'Customer Name': 'name',
      'Customer Email': 'email',
      Name: 'name',
      Email: 'email',
      'Offer ID': 'ignore',
      'Offer Title': 'products',
      'Offer Name': 'products',
      Offer: 'products',
      Amount: 'ignore',
      Currency: 'ignore',
      Quantity: 'ignore',
      'Coupon Used': 'ignore',
      'Coupon Code': 'ignore',
      'Payment Method': 'ignore',
      Provider: 'ignore',
      Status: 'ignore',
      'Created At': 'createdAt',
      'Purchased At': 'createdAt',
      'Granted At': 'createdAt',
    },
    signature: { columns: ['Offer ID', 'Offer Title', 'Offer Name'], least: 1 },
  },
  {
    // Teachable's students (Users) export: when she joined, the courses she is enrolled in, and
    // whether she unsubscribed from the school's e-mail; a buyer is not asked about marketing.
    platform: 'teachable',
    columns: {
      ID: 'ignore',
      'User ID': 'ignore',
      Name: 'name',
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      Role: 'ignore',
      Joined: 'createdAt',
      'Joined At': 'createdAt',
      'Signed Up': 'createdAt',
      'Sign Up Date': 'createdAt',
      'Last Sign In': 'ignore',
      'Last Sign In At': 'ignore',
      'Sign In Count': 'ignore',
      'Last Sign In Ip': 'ignore',
      Unsubscribed: 'status',
      'Opted Out': 'status',
      'Marketing Opt In': 'status',
      'Accepts Marketing': 'status',
      Courses: 'products',
      'Enrolled In': 'products',
      Enrolled: 'products',
      Enrollments: 'products',
      Tags: 'tags',
      Src: 'ignore',
      Source: 'ignore',
      Country: 'ignore',
      'Gross Revenue': 'ignore',
      Transactions: 'ignore',
      'Affiliate Code': 'ignore',
    },
    signature: {
      columns: [
        'Joined',
        'Joined At',
        'Unsubscribed',
        'Courses',
        'Enrolled In',
        'Enrolled',
        'Enrollments',
        'Last Sign In',
        'Last Sign In Ip',
        'Sign In Count',
      ],
      least: 2,
    },
  },
]

/**
 * A guess by a column's name, for a spreadsheet no product wrote: the owner checks it in the
 * preview. Dates and consent words are tried first, so "Opt-in date" is a date and "Email
 * marketing" is her consent, not a second address.
 */
function guessField(header: string): ImportField {
  const name = normaliseHeader(header)
  const isDate =
    /(time|date|\bat|\bon|when)$/.test(name) ||
    /^(date|time|when)\b/.test(name) ||
    /^(joined|created|added|signed up|registered)$/.test(name)
  if (isDate && /unsub|opted out|opt out/.test(name)) return 'unsubscribedAt'
  if (isDate && /clean|bounce/.test(name)) return 'cleanedAt'
  if (isDate && /confirm/.test(name)) return 'confirmedAt'
  if (isDate && /opt ?in|subscri|consent/.test(name)) return 'optInAt'
  if (isDate && /creat|join|added|sign ?up|register/.test(name)) return 'createdAt'
  if (isDate) return 'ignore'
  if (/unsub|subscri|opt ?in|opted in|opt ?out|opted out|marketing|consent|status/.test(name)) {
    return 'status'
  }
  if (/product|course|offer|enrol|bundle|purchase/.test(name)) return 'products'
  if (/e ?mail/.test(name)) return 'email'
  if (/tag/.test(name)) return 'tags'
  if (/first ?name|given name|forename/.test(name)) return 'firstName'
  if (/last ?name|surname|family name/.test(name)) return 'lastName'
  if (/user ?name|company|business|organi[sz]ation/.test(name)) return 'ignore'
  if (/name/.test(name)) return 'name'
  return 'ignore'
}

/** How well a file's headers fit one known export, or null when its signature is missing. */
function fit(headers: string[], known: KnownExport): number | null {
  const byName = new Map(
    Object.keys(known.columns).map((column) => [normaliseHeader(column), column]),
  )
  const { exact = false } = known.signature
  const signature = new Set(known.signature.columns.map(exact ? String : normaliseHeader))
  let score = 0
  let signed = 0
  let hasEmail = false
  for (const header of headers) {
    const column = byName.get(normaliseHeader(header))
    if (column === undefined) continue
    const spelt = header.replace(/^\uFEFF/, '').trim()
    if (known.columns[column] === 'email') hasEmail = true
    if (signature.has(exact ? spelt : normaliseHeader(header))) {
      signed += 1
      score += 3
    }
    // The product's own spelling counts for more than a variant another product shares.
    score += spelt === column ? 2 : 1
  }
  return hasEmail && signed >= known.signature.least ? score : null
}

/**
 * The product that wrote a file, by its columns, and what each column holds: a known product's
 * columns as it writes them (its other columns left out), or, for any other spreadsheet, a guess
 * by each column's name. Every header gets a field, keyed by the header exactly as given.
 */
export function detectPlatform(headers: string[]): {
  platform: Platform
  mapping: Record<string, ImportField>
} {
  let found: KnownExport | null = null
  let bestScore = 0
  for (const known of KNOWN_EXPORTS) {
    const score = fit(headers, known)
    if (score !== null && score > bestScore) {
      found = known
      bestScore = score
    }
  }
  const mapping: Record<string, ImportField> = {}
  if (!found) {
    for (const header of headers) mapping[header] = guessField(header)
    return { platform: 'csv', mapping }
  }
  const best = found
  // A column the chosen file lacks may still be a known column of another of the product's files
  // (Kajabi's people export with an offer column): the product's own exports are looked up too.
  const sameProduct = [best, ...KNOWN_EXPORTS.filter((known) => known.platform === best.platform)]
  for (const header of headers) {
    const name = normaliseHeader(header)
    let field: ImportField = 'ignore'
    for (const known of sameProduct) {
      const column = Object.keys(known.columns).find((each) => normaliseHeader(each) === name)
      if (column !== undefined) {
        field = known.columns[column]!
        break
      }
    }
    mapping[header] = field
  }
  return { platform: best.platform, mapping }
}
