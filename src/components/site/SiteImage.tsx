import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's markup (srcset, sizes, lazy loading, the optimiser's URLs) rendered on the server
 * as a plain <img>. The <Image> component itself is a client component: on a page that shows one,
 * the browser downloads and runs about 10 KB of script only to re-render an <img> that is already
 * there. `preload` (the page's first image) adds the same preload hint <Image preload> does.
 */
export function SiteImage({ alt, preload, ...props }: ImageProps) {
  const { props: image } = getImageProps({ ...props, alt, preload })
  if (preload) {
    preloadResource(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: image.fetchPriority,
    })
  }
  // The attributes next/image marks its own <img> with, so the markup stays as it was.
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own markup
  return <img data-nimg={props.fill ? 'fill' : '1'} {...image} alt={alt} />
}
