import * as migration_20261121_102857_initial from './20261121_102857_initial'
import * as migration_20261121_111301_public_site from './20261121_111301_public_site'
import * as migration_20261121_114739_lead_funnels from './20261121_114739_lead_funnels'
import * as migration_20261121_130549_sell_and_apply from './20261121_130549_sell_and_apply'
import * as migration_20261124_004807_security_hardening from './20261124_004807_security_hardening'
import * as migration_20261124_093443_contacts_core from './20261124_093443_contacts_core'
import * as migration_20261124_094327_drafts_preview from './20261124_094327_drafts_preview'
import * as migration_20261124_100051_email_subsystem from './20261124_100051_email_subsystem'
import * as migration_20261124_210449_admin_center from './20261124_210449_admin_center'
import * as migration_20261124_230000_admin_search_indexes from './20261124_230000_admin_search_indexes'
import * as migration_20261125_000019_visitor_polish from './20261125_000019_visitor_polish'
import * as migration_20261125_081139_security_round_two from './20261125_081139_security_round_two'
import * as migration_20261126_203922_email_campaigns from './20261126_203922_email_campaigns'
import * as migration_20261126_205926_email_sequences from './20261126_205926_email_sequences'
import * as migration_20261126_234843_analytics from './20261126_234843_analytics'
import * as migration_20261127_022851_owner_experience from './20261127_022851_owner_experience'
import * as migration_20261127_052420_ai_assistant from './20261127_052420_ai_assistant'
import * as migration_20261127_074115_offers_orders from './20261127_074115_offers_orders'
import * as migration_20261127_090115_course_builder from './20261127_090115_course_builder'
import * as migration_20261201_234311_payment_and_visit_guards from './20261201_234311_payment_and_visit_guards'
import * as migration_20261202_013802_marketing_consent from './20261202_013802_marketing_consent'
import * as migration_20261202_015748_mail_refusals from './20261202_015748_mail_refusals'
import * as migration_20261202_020837_imports from './20261202_020837_imports'
import * as migration_20261202_022621_confirm_subscription_template from './20261202_022621_confirm_subscription_template'
import * as migration_20261202_052250_privacy_requests_and_retention from './20261202_052250_privacy_requests_and_retention'
import * as migration_20261202_053224_nightly_backups from './20261202_053224_nightly_backups'
import * as migration_20261202_061249_data_requests_by_link from './20261202_061249_data_requests_by_link'

export const migrations = [
  {
    up: migration_20261121_102857_initial.up,
    down: migration_20261121_102857_initial.down,
    name: '20261121_102857_initial',
  },
  {
    up: migration_20261121_111301_public_site.up,
    down: migration_20261121_111301_public_site.down,
    name: '20261121_111301_public_site',
  },
  {
    up: migration_20261121_114739_lead_funnels.up,
    down: migration_20261121_114739_lead_funnels.down,
    name: '20261121_114739_lead_funnels',
  },
  {
    up: migration_20261121_130549_sell_and_apply.up,
    down: migration_20261121_130549_sell_and_apply.down,
    name: '20261121_130549_sell_and_apply',
  },
  {
    up: migration_20261124_004807_security_hardening.up,
    down: migration_20261124_004807_security_hardening.down,
    name: '20261124_004807_security_hardening',
  },
  {
    up: migration_20261124_093443_contacts_core.up,
    down: migration_20261124_093443_contacts_core.down,
    name: '20261124_093443_contacts_core',
  },
  {
    up: migration_20261124_094327_drafts_preview.up,
    down: migration_20261124_094327_drafts_preview.down,
    name: '20261124_094327_drafts_preview',
  },
  {
    up: migration_20261124_100051_email_subsystem.up,
    down: migration_20261124_100051_email_subsystem.down,
    name: '20261124_100051_email_subsystem',
  },
  {
    up: migration_20261124_210449_admin_center.up,
    down: migration_20261124_210449_admin_center.down,
    name: '20261124_210449_admin_center',
  },
  {
    up: migration_20261124_230000_admin_search_indexes.up,
    down: migration_20261124_230000_admin_search_indexes.down,
    name: '20261124_230000_admin_search_indexes',
  },
  {
    up: migration_20261125_000019_visitor_polish.up,
    down: migration_20261125_000019_visitor_polish.down,
    name: '20261125_000019_visitor_polish',
  },
  {
    up: migration_20261125_081139_security_round_two.up,
    down: migration_20261125_081139_security_round_two.down,
    name: '20261125_081139_security_round_two',
  },
  {
    up: migration_20261126_203922_email_campaigns.up,
    down: migration_20261126_203922_email_campaigns.down,
    name: '20261126_203922_email_campaigns',
  },
  {
    up: migration_20261126_205926_email_sequences.up,
    down: migration_20261126_205926_email_sequences.down,
    name: '20261126_205926_email_sequences',
  },
  {
    up: migration_20261126_234843_analytics.up,
    down: migration_20261126_234843_analytics.down,
    name: '20261126_234843_analytics',
  },
  {
    up: migration_20261127_022851_owner_experience.up,
    down: migration_20261127_022851_owner_experience.down,
    name: '20261127_022851_owner_experience',
  },
  {
    up: migration_20261127_052420_ai_assistant.up,
    down: migration_20261127_052420_ai_assistant.down,
    name: '20261127_052420_ai_assistant',
  },
  {
    up: migration_20261127_074115_offers_orders.up,
    down: migration_20261127_074115_offers_orders.down,
    name: '20261127_074115_offers_orders',
  },
  {
    up: migration_20261127_090115_course_builder.up,
    down: migration_20261127_090115_course_builder.down,
    name: '20261127_090115_course_builder',
  },
  {
    up: migration_20261201_234311_payment_and_visit_guards.up,
    down: migration_20261201_234311_payment_and_visit_guards.down,
    name: '20261201_234311_payment_and_visit_guards',
  },
  {
    up: migration_20261202_013802_marketing_consent.up,
    down: migration_20261202_013802_marketing_consent.down,
    name: '20261202_013802_marketing_consent',
  },
  {
    up: migration_20261202_015748_mail_refusals.up,
    down: migration_20261202_015748_mail_refusals.down,
    name: '20261202_015748_mail_refusals',
  },
  {
    up: migration_20261202_020837_imports.up,
    down: migration_20261202_020837_imports.down,
    name: '20261202_020837_imports',
  },
  {
    up: migration_20261202_022621_confirm_subscription_template.up,
    down: migration_20261202_022621_confirm_subscription_template.down,
    name: '20261202_022621_confirm_subscription_template',
  },
  {
    up: migration_20261202_052250_privacy_requests_and_retention.up,
    down: migration_20261202_052250_privacy_requests_and_retention.down,
    name: '20261202_052250_privacy_requests_and_retention',
  },
  {
    up: migration_20261202_053224_nightly_backups.up,
    down: migration_20261202_053224_nightly_backups.down,
    name: '20261202_053224_nightly_backups',
  },
  {
    up: migration_20261202_061249_data_requests_by_link.up,
    down: migration_20261202_061249_data_requests_by_link.down,
    name: '20261202_061249_data_requests_by_link',
  },
]
