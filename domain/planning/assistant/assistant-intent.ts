// What a couple's question is about, told from its words. Rules, not a model: each intent is a
// few patterns over the question in plain lower-case words, tried in a fixed order.

export const ASSISTANT_INTENTS = ['budget', 'venues', 'countdown', 'tasks', 'rsvp', 'greeting', 'unknown'] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/**
 * The question in lower-case words: accents, emoji and punctuation gone (money keeps its $ , .),
 * curly apostrophes straight, hyphens and spaces single. "💍 What's NEXT?!" reads "what's next".
 */
export function plainQuestion(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[^a-z0-9$'.,%\s]/g, ' ')
    // A full stop or comma that does not sit inside a number is punctuation.
    .replace(/[.,](?!\d)|(?<!\d)[.,]/g, ' ')
    .replace(/'(?![a-z])|(?<![a-z])'/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const VENUE_WORDS = /\b(venues?|barns?|ballrooms?|wineries|winery|vineyards?|chapels?|ranch|ranches|estates?|lodges?|places? to (get married|marry|wed)|where (can|could|should) we (get married|marry|wed|have))\b/;
const SEARCH_VERBS = /\b(find|search|show|recommend|suggest|looking for|look for|any)\b/;
const NEAR = /\b(in|near|around)\b/;
const SETTING_WORDS = /\b(garden|outdoor|outdoors|beach|historic|rustic|elegant|romantic|boho|bohemian|modern|vintage|indoor)\b/;
const GUEST_NUMBER = /\b\d+ (guests?|people)\b/;

const BUDGET_SPLIT = [
  /\b(split|divide|allocate|allocation|break ?down|distribute)\b/,
  /\bhow (much )?(should|do|can|could|would) (i|we) (spend|split|divide|allocate|budget)\b/,
  /\bwhere should (the|our|my) money go\b/,
];
const BUDGET_WORDS = /\b(budgets?|spend|spending|money|afford|costs?)\b/;

const COUNTDOWN = [
  /\bhow (many|much) (more )?(days|weeks|months|time)\b/,
  /\b(days?|weeks?|months?) (left|to go|until|till|remaining|away)\b/,
  /\b(countdown|count down)\b/,
  /\bwhen('s| is| are) (the|our|my|we) (wedding|big day|getting married)\b/,
  /\bwhen do we get married\b/,
  /\bhow long (until|till|before|to go|left)\b/,
  /\b(wedding|our|my) date\b/,
];

const TASKS = [
  /\bwhat (should|do|can|must|shall) (i|we) do\b/,
  /\bwhat('?s| is| comes) next\b/,
  /\b(next steps?|what now|to ?dos?|tasks?|checklist|check list|timeline|overdue|plan next)\b/,
  /\bwhat('?s| is) left( to do)?\b/,
];

const RSVP = /\b(rsvps?|r s v p|rsvp'?d|who('s| is) (coming|attending)|(are|is) coming|attend(ing|ance)?|guests?|guest list|head ?count|invit(e|es|ed|ation|ations)|respon(ses?|ded)|replied|plus ones?)\b/;

const GREETING = /\b(hi|hello|hey|howdy|hiya|yo|good (morning|afternoon|evening)|help|what can you do|who are you|thanks?|thank you)\b/;

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

/**
 * The intent, in this order: a budget split (so "split the budget for the venue" is about money),
 * venues, days left, tasks, RSVPs, the budget in general, a greeting or a call for help.
 */
export function assistantIntent(plain: string): AssistantIntent {
  if (any(BUDGET_SPLIT, plain) && (BUDGET_WORDS.test(plain) || /\b(spend|split)\b/.test(plain))) return 'budget';
  const setting = SETTING_WORDS.test(plain) && (SEARCH_VERBS.test(plain) || NEAR.test(plain));
  if (VENUE_WORDS.test(plain) || setting || (SEARCH_VERBS.test(plain) && GUEST_NUMBER.test(plain))) return 'venues';
  if (any(COUNTDOWN, plain)) return 'countdown';
  if (any(TASKS, plain)) return 'tasks';
  if (RSVP.test(plain)) return 'rsvp';
  if (BUDGET_WORDS.test(plain)) return 'budget';
  if (plain === '' || GREETING.test(plain)) return 'greeting';
  return 'unknown';
}

export function assertUnreachableIntent(intent: never): never {
  throw new Error(`unhandled intent: ${String(intent)}`);
}
