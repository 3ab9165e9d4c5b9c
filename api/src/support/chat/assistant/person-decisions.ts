/**
 * Questions that ask for what only a person can decide: no article answers them, however well
 * their words match one ("backdate my policy" shares "policy" with every article). The built-in
 * and the OpenAI-compatible assistants both hand these to a person before searching. Pure: no
 * Nest, no database.
 */
import { fold } from '../../help';

export type PersonDecision = 'backdating' | 'appeal' | 'discount' | 'price';

const PAST =
  /\b(last (week|month|year)|(a|one|two|\d+) (days?|weeks?|months?) ago|yesterday|in the past|earlier date)\b/;
const STARTS = /\b(start\w*|effective|begin\w*|cover\w*|dated?)\b/;

/** In the order asked: a question about a denied claim's appeal is an appeal, not a price. */
const RULES: Array<[PersonDecision, (q: string) => boolean]> = [
  [
    'backdating',
    (q) =>
      /\b(back ?dat\w*|retro ?activ\w*|retro ?dat\w*|antedat\w*|fecha (anterior|pasada))\b/.test(
        q,
      ) ||
      (STARTS.test(q) && PAST.test(q)) ||
      /\b(desde|empiece|inicie|comience)\b.*\b(mes|semana|ano) pasad[oa]\b/.test(q),
  ],
  [
    'appeal',
    (q) =>
      /\b(appeal\w*|apela\w*|impugna\w*)\b/.test(q) ||
      (/\b(claim\w*|reclamo\w*|decision\w*|denial)\b/.test(q) &&
        /\b(den(y|ied|ial)|reject\w*|refus\w*|disagree\w*|disput\w*|contest\w*|fight|negaron|nego|rechaz\w*|deneg\w*)\b/.test(
          q,
        )),
  ],
  [
    'discount',
    (q) =>
      /\b(dis?c(ou|o|u)n?ts?\w*|dicount\w*|coupon\w*|promo\w*|descuento\w*|rebaja\w*)\b/.test(q),
  ],
  [
    'price',
    (q) =>
      /\b(cheaper|less expensive|too expensive|overpriced|price match\w*|negotiat\w*|negociar|mas barat\w*|muy car[oa])\b/.test(
        q,
      ) ||
      // "How can I lower my premium" is for the articles (the experience mod, the payroll).
      (/\b(lower|reduce|cut|better)\b.*\b(price|premium|rate|deal)\b/.test(q) &&
        !/\bhow (do|can|could) (i|we)\b/.test(q)) ||
      /\b(beat|match)\b.*\b(price|premium|rate|quote|offer|it|that)\b/.test(q) ||
      /\b(price|premium|rate|quote)s? (is |are )?(so |to |too |way |much |a lot )*(high|higher)\b/.test(
        q,
      ),
  ],
];

/** What the question asks a person to decide, if anything. */
export function personDecision(question: string): PersonDecision | undefined {
  const q = ` ${fold(question).replace(/[^a-z0-9]+/g, ' ')} `;
  return RULES.find(([, asks]) => asks(q))?.[0];
}
