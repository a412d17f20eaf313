/**
 * The house style of French (fr-CA) texts, as tests check it over every catalogue: the
 * typographic apostrophe (’, never '), and the glossary's one word per concept (the glossary
 * itself, with the English terms, is in apps/web/README.md). Each rejected term names the word
 * to use instead.
 */
export const rejectedFrenchTerms: readonly { term: RegExp; use: string }[] = [
  { term: /\bgroupes? d[’']options?\b/i, use: 'groupe de suppléments' },
  { term: /\bmodificateurs?\b/i, use: 'supplément' },
  { term: /\bmenus? quotidiens?\b/i, use: 'menu du jour' },
  { term: /\bramassage\b/i, use: 'cueillette' },
  { term: /\b(?:emplacements?|succursales?)\b/i, use: 'établissement' },
  { term: /\bordinaire\b/i, use: 'Régulier (le nom du prix par défaut)' },
  { term: /\be-?mails?\b/i, use: 'courriel' },
  // A stadium suite; "par la suite", "à la suite de", "tout de suite" are other words.
  { term: /(?<!par |à )\b(?:la|une|cette|des|les|vos|ses|aux) suites?\b/i, use: 'loge' },
];

/** What breaks the house style in `text`: a straight apostrophe, a rejected term. */
export function frenchStyleProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push('straight apostrophe: write ’');
  for (const { term, use } of rejectedFrenchTerms) {
    const found = term.exec(text);
    if (found) problems.push(`“${found[0]}”: write “${use}”`);
  }
  return problems;
}

/** The texts (by where they are) that break the house style, with what is wrong with each. */
export function frenchStyleReport(texts: Iterable<readonly [string, string]>): string[] {
  const report: string[] = [];
  for (const [where, text] of texts) {
    for (const problem of frenchStyleProblems(text)) report.push(`${where}: ${problem}`);
  }
  return report;
}
