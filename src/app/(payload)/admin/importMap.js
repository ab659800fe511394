import { OwnerDateCell as OwnerDateCell_96657f974b15278daaf3e7372e921086 } from '@/components/admin/OwnerDateCell'
import { OwnerDateField as OwnerDateField_51e232b759adfafcd19c3be52380256f } from '@/components/admin/OwnerDateField'
import { TypedBulkDelete as TypedBulkDelete_e1a2b36cbb23dcac1e9532ea63d5244a } from '@/components/admin/bulkDelete/TypedBulkDelete'
import { BlockRowLabel as BlockRowLabel_30fdea7d611b74869967d404d1a99303 } from '@/components/admin/fields/BlockRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { BooleanCell as BooleanCell_54a2e06dd9cd3149095d0ffa5e9c7651 } from '@/components/admin/fields/BooleanCell'
import { DocumentPdfLink as DocumentPdfLink_f4dbbaf1e96ec96533dce293ddab8d98 } from '@/components/admin/DocumentPdfLink'
import { WhichEmail as WhichEmail_1e09d6b44057c346b974f162ed8616e5 } from '@/components/admin/templates/WhichEmail'
import { ResetToOriginal as ResetToOriginal_3ac3d2943b9f47c0150f482efabaf987 } from '@/components/admin/templates/ResetToOriginal'
import { MergeFields as MergeFields_685cc2e80f77ec341c6f3af447c0249c } from '@/components/admin/templates/MergeFields'
import { TemplatePreview as TemplatePreview_7d41edab12bee8a731466dc4f427027c } from '@/components/admin/templates/TemplatePreview'
import { TemplateUnpublishButton as TemplateUnpublishButton_1e52d83532eda35124584d2392ac3de6 } from '@/components/admin/templates/UnpublishButton'
import { RenderedEmail as RenderedEmail_a1b427b88d8a98d509332015aafdc1df } from '@/components/admin/RenderedEmail'
import { ReadOnlyData as ReadOnlyData_64edf55968b5215f45bba6dfb040ee2b } from '@/components/admin/fields/ReadOnlyData'
import { WebAddressDescription as WebAddressDescription_6eec397c8a6a38291709b07a191a420f } from '@/components/admin/fields/WebAddressDescription'
import { CentsCell as CentsCell_dbe7f9d38f57c3aae75908ac6249931c } from '@/components/admin/fields/CentsCell'
import { CentsField as CentsField_c8796b83ea6e762739da9d83c53b0cfb } from '@/components/admin/fields/CentsField'
import { RefundButton as RefundButton_071e3b6ddaaa6fe59b496590d7ba3882 } from '@/components/admin/RefundButton'
import { SourceCell as SourceCell_ab90f80a4b7d519279f3cfaea982ba81 } from '@/components/admin/fields/SourceLabels'
import { SourceField as SourceField_ab90f80a4b7d519279f3cfaea982ba81 } from '@/components/admin/fields/SourceLabels'
import { AdminCenterNav as AdminCenterNav_e3bd50c594ab36a7240de4a1bf43ce26 } from '@/components/admin/nav/AdminCenterNav'
import { AdminA11y as AdminA11y_10fda0a36e63a253479c60880c61cc40 } from '@/components/admin/AdminA11y.client'
import { AdminCenterView as AdminCenterView_48459501caeb7ad0919425235247fd98 } from '@/app/(payload)/admin/_center/AdminCenterView'
import { SignInView as SignInView_968e81b74087cb8f9c5f2ae959d26418 } from '@/app/(payload)/admin/_center/SignInView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/OwnerDateCell#OwnerDateCell": OwnerDateCell_96657f974b15278daaf3e7372e921086,
  "@/components/admin/OwnerDateField#OwnerDateField": OwnerDateField_51e232b759adfafcd19c3be52380256f,
  "@/components/admin/bulkDelete/TypedBulkDelete#TypedBulkDelete": TypedBulkDelete_e1a2b36cbb23dcac1e9532ea63d5244a,
  "@/components/admin/fields/BlockRowLabel#BlockRowLabel": BlockRowLabel_30fdea7d611b74869967d404d1a99303,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/components/admin/fields/BooleanCell#BooleanCell": BooleanCell_54a2e06dd9cd3149095d0ffa5e9c7651,
  "@/components/admin/DocumentPdfLink#DocumentPdfLink": DocumentPdfLink_f4dbbaf1e96ec96533dce293ddab8d98,
  "@/components/admin/templates/WhichEmail#WhichEmail": WhichEmail_1e09d6b44057c346b974f162ed8616e5,
  "@/components/admin/templates/ResetToOriginal#ResetToOriginal": ResetToOriginal_3ac3d2943b9f47c0150f482efabaf987,
  "@/components/admin/templates/MergeFields#MergeFields": MergeFields_685cc2e80f77ec341c6f3af447c0249c,
  "@/components/admin/templates/TemplatePreview#TemplatePreview": TemplatePreview_7d41edab12bee8a731466dc4f427027c,
  "@/components/admin/templates/UnpublishButton#TemplateUnpublishButton": TemplateUnpublishButton_1e52d83532eda35124584d2392ac3de6,
  "@/components/admin/RenderedEmail#RenderedEmail": RenderedEmail_a1b427b88d8a98d509332015aafdc1df,
  "@/components/admin/fields/ReadOnlyData#ReadOnlyData": ReadOnlyData_64edf55968b5215f45bba6dfb040ee2b,
  "@/components/admin/fields/WebAddressDescription#WebAddressDescription": WebAddressDescription_6eec397c8a6a38291709b07a191a420f,
  "@/components/admin/fields/CentsCell#CentsCell": CentsCell_dbe7f9d38f57c3aae75908ac6249931c,
  "@/components/admin/fields/CentsField#CentsField": CentsField_c8796b83ea6e762739da9d83c53b0cfb,
  "@/components/admin/RefundButton#RefundButton": RefundButton_071e3b6ddaaa6fe59b496590d7ba3882,
  "@/components/admin/fields/SourceLabels#SourceCell": SourceCell_ab90f80a4b7d519279f3cfaea982ba81,
  "@/components/admin/fields/SourceLabels#SourceField": SourceField_ab90f80a4b7d519279f3cfaea982ba81,
  "@/components/admin/nav/AdminCenterNav#AdminCenterNav": AdminCenterNav_e3bd50c594ab36a7240de4a1bf43ce26,
  "@/components/admin/AdminA11y.client#AdminA11y": AdminA11y_10fda0a36e63a253479c60880c61cc40,
  "@/app/(payload)/admin/_center/AdminCenterView#AdminCenterView": AdminCenterView_48459501caeb7ad0919425235247fd98,
  "@/app/(payload)/admin/_center/SignInView#SignInView": SignInView_968e81b74087cb8f9c5f2ae959d26418,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
