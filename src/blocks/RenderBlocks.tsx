import type { Page } from '@/payload-types'

import { ContentBlock } from './Content/Component'
import { HeroBlock } from './Hero/Component'

const blockComponents = {
  content: ContentBlock,
  hero: HeroBlock,
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Block = blockComponents[block.blockType] as React.ComponentType<typeof block>
        return <Block key={block.id ?? index} {...block} />
      })}
    </>
  )
}
