/**
 * Whether a spoken command only asks (a question, a report, an analysis), so the tab may run it
 * at once (`autoExecute`). Anything that could send, tag, enrol, draft or change something waits
 * for her to press send, and its change still waits for Accept. When in doubt: not read-only.
 */

/** Verbs of a change, as whole words: any of them and the command waits. */
const CHANGE_WORDS =
  /\b(?:send|resend|e-?mail (?:them|her|everyone|all|the)|mail|tag|untag|enrol|enroll|unenrol|add|remove|delete|archive|draft|write|compose|create|make|schedule|cancel|change|update|edit|rename|set|publish|unpublish|refund|accept|decline|invite|subscribe|unsubscribe|duplicate|move|mark|launch|start|stop|optimi[sz]e|improve|fix|post|reply|book)\b/i

/** What a question or a report sounds like. */
const ASKING =
  /(?:^\s*(?:how|what|which|who|whom|when|where|why|is|are|was|were|do|does|did|has|have|can|could)\b|\b(?:how many|how much|show|list|report|reports|analy[sz]e|analysis|compare|summar(?:y|ise|ize)|count|tell me|give me|overview|figures|numbers|stats|statistics|conversion|revenue)\b|\?\s*$)/i

export function isReadOnlyCommand(command: string): boolean {
  const text = command.trim()
  if (!text) return false
  if (CHANGE_WORDS.test(text)) return false
  return ASKING.test(text)
}
