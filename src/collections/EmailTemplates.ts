import { APIError, type Access, type CollectionConfig, type PayloadRequest } from 'payload'

import { hasAdminRole, isAdmin } from '@/access/isAdmin'
import { emailTemplateEndpoints } from '@/endpoints/emailTemplates'
import {
  EMAIL_TEMPLATES,
  isSystemTemplateKey,
  SYSTEM_TEMPLATE_RULES,
  TEMPLATE_KEYS,
  type TemplateKey,
} from '@/email/templates'

/**
 * The site's own e-mails (those with a key) are never deleted: the owner may delete only the ones
 * she wrote. A where-rule, so the REST answer is 403 and the admin offers no Delete for them.
 */
const deleteOwnOnly: Access = ({ req }) =>
  hasAdminRole(req.user) ? { key: { exists: false } } : false

/** Where a save remembers that the template was live before it (see refuseUnpublish). */
const wasPublishedKey = (id: number | string) => `emailTemplateWasPublished:${id}`

/** The live row's status: a draft save leaves it as it is, an unpublish sets it to draft. */
const mainRowStatus = async (req: PayloadRequest, id: number | string) => {
  const row = (await req.payload.db.findOne({
    collection: 'email-templates',
    where: { id: { equals: id } },
    req,
  })) as { _status?: string } | null
  return row?._status
}

/**
 * The words of every e-mail the site sends, edited by the owner: subject, body and button, with
 * merge fields such as {{name}}. Edits are drafts until published; only the published version is
 * sent. The layout (name, footer, unsubscribe link) is the same for all of them. The site's own
 * e-mails have a key; the ones she writes herself (for her sequences) have none and are
 * marketing mail, with the unsubscribe link. The edit view previews the latest draft and sends
 * her a test (src/email/operations/previewTemplate.ts); a site's own e-mail can be reset to its
 * original words, and is never deleted or unpublished.
 */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  labels: { singular: 'E-mail template', plural: 'E-mail templates' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'key', 'name', 'updatedAt'],
    group: 'E-mails',
    description:
      'What each e-mail says. Preview it and send yourself a test while it is a draft; publish it to send it from the next message on. Create your own for your sequences.',
    components: {
      edit: {
        // The site's own e-mails always stay published: their menu offers no Unpublish.
        UnpublishButton: '@/components/admin/templates/UnpublishButton#TemplateUnpublishButton',
      },
    },
  },
  access: {
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: deleteOwnOnly,
    readVersions: isAdmin,
  },
  endpoints: emailTemplateEndpoints,
  // An explicit "Save draft" beside Publish; what she types is kept as a draft meanwhile.
  versions: { drafts: { autosave: { interval: 2000, showSaveDraftButton: true } }, maxPerDoc: 30 },
  hooks: {
    beforeDelete: [
      // As the owner deleting it (access let her this far): a sequence she can read names it.
      async ({ id, req }) => {
        const doc = await req.payload.findByID({
          collection: 'email-templates',
          id,
          depth: 0,
          disableErrors: true,
          req,
          overrideAccess: false,
        })
        if (isSystemTemplateKey(doc?.key)) {
          throw new APIError(SYSTEM_TEMPLATE_RULES.noDelete, 403, undefined, true)
        }
        // A step of a sequence would be left without its e-mail.
        const { docs } = await req.payload.find({
          collection: 'email-sequences',
          where: { 'steps.template': { equals: id } },
          limit: 1,
          depth: 0,
          select: { name: true },
          req,
          overrideAccess: false,
        })
        if (docs[0]) {
          throw new APIError(
            `This e-mail is a step of the sequence “${docs[0].name}”. Take it out of the sequence first, then delete it.`,
            409,
            undefined,
            true,
          )
        }
      },
    ],
    beforeChange: [
      async ({ data, operation, originalDoc, req }) => {
        // Only a change that would take a site's own e-mail off the air needs remembering.
        if (operation !== 'update' || data._status !== 'draft') return data
        if (!isSystemTemplateKey(originalDoc?.key)) return data
        if ((await mainRowStatus(req, originalDoc.id)) === 'published') {
          req.context[wasPublishedKey(originalDoc.id)] = true
        }
        return data
      },
    ],
    afterChange: [
      /**
       * Unpublish refused: a draft save leaves the published row as it was, an unpublish sets it
       * back to draft. Throwing here undoes the change (the save's transaction is rolled back).
       */
      async ({ doc, operation, req }) => {
        if (operation !== 'update' || !req.context[wasPublishedKey(doc.id)]) return doc
        delete req.context[wasPublishedKey(doc.id)]
        if ((await mainRowStatus(req, doc.id)) === 'draft') {
          throw new APIError(SYSTEM_TEMPLATE_RULES.noUnpublish, 409, undefined, true)
        }
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'key',
      type: 'select',
      label: 'Which e-mail',
      unique: true,
      index: true,
      options: TEMPLATE_KEYS.map((key) => ({ label: EMAIL_TEMPLATES[key].label, value: key })),
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/templates/WhichEmail#WhichEmail' },
      },
      access: { update: () => false },
      hooks: {
        // A copy of one of the site's own e-mails is one of hers.
        beforeDuplicate: [() => null],
      },
    },
    {
      name: 'marketing',
      type: 'checkbox',
      label: 'Carries the unsubscribe link',
      // No description: WhichEmail says it (a description's grey fails the contrast check).
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            siblingData.key
              ? (EMAIL_TEMPLATES[siblingData.key as TemplateKey]?.marketing ?? false)
              : true,
        ],
      },
    },
    {
      name: 'resetToOriginal',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/templates/ResetToOriginal#ResetToOriginal' },
      },
    },
    {
      name: 'mergeFields',
      type: 'ui',
      admin: {
        components: { Field: '@/components/admin/templates/MergeFields#MergeFields' },
      },
    },
    {
      name: 'name',
      type: 'text',
      label: 'Your name for it (shown when you pick it for a sequence step)',
    },
    { name: 'subject', type: 'text', label: 'Subject line', required: true },
    { name: 'body', type: 'richText', label: 'The e-mail', required: true },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', label: 'Button text', admin: { width: '40%' } },
        {
          name: 'buttonUrl',
          type: 'text',
          label: 'Button link (may use merge fields, e.g. {{siteUrl}})',
          admin: { width: '60%' },
        },
      ],
    },
    {
      name: 'preview',
      type: 'ui',
      admin: {
        components: { Field: '@/components/admin/templates/TemplatePreview#TemplatePreview' },
      },
    },
  ],
  timestamps: true,
}
