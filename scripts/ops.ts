// Prints the catalogue of operations (src/catalogue): name, audience, effect and description, as
// the Markdown table docs/architecture.md ("The catalogue of operations") embeds. Reads code
// only: no database.
//   npm run ops
import { allOperations } from '../src/catalogue'

const rows = allOperations.map(
  (operation) =>
    `| \`${operation.name}\` | ${operation.audience} | ${operation.effect} | ${operation.description} |`,
)
console.log(
  ['| operation | audience | effect | what it does |', '|---|---|---|---|', ...rows].join('\n'),
)
