import { Badge, EmptyState } from '@/components/admin/center/ui'
import type { McpKeyLine } from '@/mcp/operations/listMcpKeys'

import { McpKeyCreator, McpRevokeButton } from './McpKeys.client'
import styles from './McpKeys.module.css'

/**
 * Settings → Your AI apps: what connecting an app means, a key made for one (shown once), and
 * her keys with when each was last used, each revocable.
 */
export function McpKeys({ keys, mcpAddress }: { keys: McpKeyLine[]; mcpAddress: string }) {
  return (
    <>
      <p className={styles.intro}>
        Connect ChatGPT, Claude or another AI app to your business (MCP, the Model Context Protocol
        these apps use to reach other services). With a key, the app can look up your figures,
        people and e-mails, and suggest changes. Nothing changes until you accept a suggestion in
        the AI Assistant tab.
      </p>
      <McpKeyCreator mcpAddress={mcpAddress} />
      {keys.length === 0 ? (
        <EmptyState>No AI app is connected yet.</EmptyState>
      ) : (
        <ul className={styles.keys} aria-label="Your AI app keys">
          {keys.map((key) => (
            <li key={key.id} className={styles.key}>
              <div>
                <p className={styles.keyName}>
                  {key.label}
                  {key.revoked ? <Badge tone="neutral">Revoked</Badge> : null}
                </p>
                <p className={styles.keyFacts}>
                  Key starting {key.prefix}… · made {key.created} ·{' '}
                  {key.lastUsed ? `last used ${key.lastUsed}` : 'not used yet'}
                  {key.revoked ? ` · revoked ${key.revoked}` : ''}
                </p>
              </div>
              {key.revoked ? null : <McpRevokeButton id={key.id} label={key.label} />}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
