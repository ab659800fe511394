import type { Block, Config, Field, GlobalConfig, Plugin } from 'payload'

const BLOCK_ROW_LABEL = '@/components/admin/fields/BlockRowLabel#BlockRowLabel'

const labelOf = (block: Block) =>
  typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug

/** The block with its heading as its row's name, and without Payload's "Untitled" name box. */
function labelled(block: Block): Block {
  if (block.admin?.components?.Label) return block
  return {
    ...block,
    admin: {
      ...block.admin,
      disableBlockName: true,
      components: {
        ...block.admin?.components,
        Label: { path: BLOCK_ROW_LABEL, clientProps: { blockLabel: labelOf(block) } },
      },
    },
    fields: withLabels(block.fields),
  }
}

function withLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'blocks') {
      return { ...field, blocks: (field.blocks ?? []).map(labelled) }
    }
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withLabels(tab.fields) })),
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: withLabels(field.fields) } as Field
    }
    return field
  })
}

/**
 * Every block row in every form shows what it is and its heading ("02 · Hero: Come home to your
 * body") instead of an empty "Untitled" box. A block with its own label component keeps it.
 */
export const blockRowLabels: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: withLabels(collection.fields),
  })),
  globals: (config.globals ?? []).map((global): GlobalConfig => ({
    ...global,
    fields: withLabels(global.fields),
  })),
})
