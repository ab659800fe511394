import * as z from 'zod/mini'

import { emailAddress } from '@/contacts/schema'

/** "Ask for your data" on the privacy page: the address her link is e-mailed to. */
export const dataRequestSchema = z.strictObject({ email: emailAddress })
