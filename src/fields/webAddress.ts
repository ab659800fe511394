/**
 * A "Web address" field's description that shows the page's full address as she types (e.g.
 * https://her-site.com/workshop/holy-mess), instead of a word like "slug"; without a prefix (a
 * product's address makes no page of its own), the hint alone. Payload's own description text is
 * too faint to read (axe colour contrast); this one uses the page's readable contrast.
 */
export const webAddressDescription = (prefix: string | undefined, hint: string) =>
  ({
    Description: {
      path: '@/components/admin/fields/WebAddressDescription#WebAddressDescription',
      clientProps: prefix === undefined ? { hint } : { prefix, hint },
    },
  }) as const
