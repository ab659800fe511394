/**
 * A "Web address" field's description that shows the page's full address as she types (e.g.
 * https://her-site.com/workshop/holy-mess), instead of a word like "slug".
 */
export const webAddressDescription = (prefix: string, hint: string) =>
  ({
    Description: {
      path: '@/components/admin/fields/WebAddressDescription#WebAddressDescription',
      clientProps: { prefix, hint },
    },
  }) as const
