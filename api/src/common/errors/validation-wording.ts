/**
 * The words a person reads for a refused request field: the field's name as words ("businessName"
 * becomes "Business name", "holderAddress.state" becomes "State (holder address)"), the
 * validator's own phrases in plain English ("must be an email" becomes "must be a valid email
 * address"), and a full stop at the end. Messages the request classes set themselves keep their
 * words; only the field's name at their start is put in words and the full stop made sure of.
 */

/** Parts of field names that read as capitals. */
const ACRONYMS = new Set([
  'id',
  'ids',
  'fein',
  'ein',
  'ssn',
  'naics',
  'dba',
  'url',
  'wc',
  'gl',
  'bop',
  'bor',
  'us',
  'zip',
  'mfa',
  'coi',
  'pdf',
  'csv',
  'api',
  'peo',
  'ip',
]);

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
}

function segmentWords(segment: string): string {
  return /^\d+$/.test(segment) ? `item ${Number(segment) + 1}` : words(segment).join(' ');
}

/** A field path as words: the field, then where it sits ("State (holder address)"). */
export function fieldLabel(path: string): string {
  const segments = path.split('.');
  const last = segments.pop() ?? path;
  const label = segmentWords(last);
  const within = segments.map(segmentWords).join(', ');
  return within ? `${label} (${within})` : label;
}

/** class-validator's own phrases, and what a person reads instead. */
const PHRASES: Array<[RegExp, string]> = [
  [/^must be an email$/, 'must be a valid email address'],
  [/^should not be empty$/, 'is required'],
  [/^should not be null or undefined$/, 'is required'],
  [/^must be a string$/, 'must be text'],
  [/^must be an integer number$/, 'must be a whole number'],
  [/^must be a number conforming to the specified constraints$/, 'must be a number'],
  [/^must be a number string$/, 'must be a number'],
  [/^must be a boolean value$/, 'must be yes or no (true or false)'],
  [/^must be a UUID$/, 'must be a valid id'],
  [/^must be an array$/, 'must be a list'],
  [/^must be an object$/, 'must be a group of fields'],
  [/^must be a valid enum value$/, 'must be one of the allowed choices'],
  [/^must be one of the following values: (.*)$/, 'must be one of: $1'],
  [/^must be shorter than or equal to (\d+) characters$/, 'must be at most $1 characters long'],
  [/^must be longer than or equal to (\d+) characters$/, 'must be at least $1 characters long'],
  [/^must not be greater than (.+)$/, 'must be $1 or less'],
  [/^must not be less than (.+)$/, 'must be $1 or more'],
  [/^must be a positive number$/, 'must be more than 0'],
  [/^must match .* regular expression$/, 'is not in the expected format'],
  [/^must be a valid ISO 8601 date string$/, 'must be a date (YYYY-MM-DD)'],
  [/^must be a Date instance$/, 'must be a date'],
  [/^must be a URL address$/, 'must be a valid web address'],
  [/^must contain at least (\d+) elements$/, 'must have at least $1 items'],
  [/^must contain no more than (\d+) elements$/, 'must have at most $1 items'],
  [/^must contain not more than (\d+) elements$/, 'must have at most $1 items'],
];

function plain(rest: string): string {
  for (const [pattern, replacement] of PHRASES) {
    if (pattern.test(rest)) return rest.replace(pattern, replacement);
  }
  return rest;
}

/** "Owner emails" inside a sentence: "owner emails"; an acronym keeps its capitals. */
function inSentence(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * One refusal as a sentence. `property` is the field's own name (what the validator's message
 * starts with), `path` its dotted place in the body.
 */
export function validationSentence(message: string, property: string, path: string): string {
  const label = fieldLabel(path);
  if (message === `property ${property} should not exist`) {
    return sentence(`${label} is not a field this request takes`);
  }
  const each = `each value in ${property} `;
  if (message.startsWith(each)) {
    return sentence(`Every item of ${inSentence(label)} ${plain(message.slice(each.length))}`);
  }
  if (message.startsWith(`${property}: `)) {
    return sentence(`${label}: ${message.slice(property.length + 2)}`);
  }
  if (message.startsWith(`${property} `)) {
    return sentence(`${label} ${plain(message.slice(property.length + 1))}`);
  }
  return sentence(message);
}
