import type { CollectionConfig } from 'payload'

import { hasAdminRole, isAdmin } from '@/access/isAdmin'
import { AppError, handled } from '@/core/operation'
import { documentPdf, pdfFileName } from '@/documents/documentPdf'

/**
 * The PDFs buyers download (the Emotional Power ebook, the Integration Guide), written here like
 * a page: the course points at a document and serves the PDF made from its published version.
 * Buyers never read this collection; the download endpoint does, for a signed-in buyer.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'subtitle', '_status', 'updatedAt'],
    group: 'Pages and content',
    description:
      'The ebook and guides buyers download as PDFs. Publish an edit to serve it from the next download on.',
  },
  access: {
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    readVersions: isAdmin,
  },
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    {
      name: 'pdfPreview',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/DocumentPdfLink#DocumentPdfLink' } },
    },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'subtitle',
      type: 'text',
      maxLength: 300,
      admin: { description: 'Under the title on the first page.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'A few words on the first page, before the chapters begin.' },
    },
    {
      name: 'body',
      type: 'richText',
      required: true,
      admin: {
        description:
          'Headings, paragraphs, lists, quotes, bold and italic all carry into the PDF. Images are left out.',
      },
    },
  ],
  endpoints: [
    {
      // The owner's preview: the latest version, draft or published, as buyers would get it.
      path: '/:id/pdf',
      method: 'get',
      handler: handled(async (req) => {
        if (!hasAdminRole(req.user)) {
          throw new AppError('unauthorized', 'Sign in to the admin to preview.')
        }
        const id = Number(req.routeParams?.id)
        if (!Number.isSafeInteger(id) || id <= 0) {
          throw new AppError('not_found', 'No such document.')
        }
        const doc = await req.payload
          .findByID({
            collection: 'documents',
            id,
            draft: true,
            depth: 0,
            req,
            overrideAccess: false,
          })
          .catch(() => null)
        if (!doc) throw new AppError('not_found', 'No such document.')
        return new Response(new Uint8Array(await documentPdf(req.payload, doc)), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `inline; filename="${pdfFileName(doc.title)}"`,
            'Cache-Control': 'private, no-store',
          },
        })
      }),
    },
  ],
  timestamps: true,
}
