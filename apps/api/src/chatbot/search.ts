/**
 * Finds the knowledge entry a question is about, with MiniSearch (BM25 over the entries' questions
 * and keywords, fuzzy and prefix so "notery" and "notar" still find the notary). Below a score
 * threshold the bot says it does not know rather than guess (decision: chatbot).
 */
import MiniSearch from 'minisearch';
import { FALLBACK_ANSWER, KNOWLEDGE, type KnowledgeEntry } from './knowledge.js';

/**
 * Words that say nothing about the topic. Without this list "what is the…" alone scores on every
 * entry phrased as a question, and a question about nothing we know clears the threshold.
 */
const STOP_WORDS = new Set(
  'a an and are as at be been but by can could did do does for from get got had has have how i if im in into is it its me much my of on or our should so that the their them then there these they this to us was we were what when which who why will with would you your yours please tell know about want need there hi hello hey thanks thank'.split(
    ' ',
  ),
);

/**
 * Calibrated on the questions in search.test.ts: the weakest right answer among them scores well
 * above this, a question about nothing we know scores below it.
 */
export const MIN_SCORE = 6;

export interface Match {
  readonly entry: KnowledgeEntry | null;
  /** The best score (0 when nothing matched at all). */
  readonly score: number;
  readonly answer: string;
  readonly followUp: KnowledgeEntry['followUp'] | null;
}

export function createKnowledgeSearch(entries: readonly KnowledgeEntry[] = KNOWLEDGE) {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['question', 'keywords'],
    storeFields: ['id'],
    processTerm: (term) => {
      const t = term.toLowerCase().replace(/^[$']+|'+$/g, '');
      return t.length < 2 || STOP_WORDS.has(t) ? null : t;
    },
    searchOptions: {
      // A topic's keywords are chosen words; its question is one phrasing of many.
      boost: { keywords: 1.5 },
      // Short words must match exactly ("fee" should not find "free"); longer ones forgive a typo or two.
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 3,
      combineWith: 'OR',
    },
  });
  index.addAll([...entries]);
  const byId = new Map(entries.map((e) => [e.id, e]));

  return {
    /** The best entry for `question`, or the fallback below the threshold. */
    match(question: string): Match {
      const [best] = index.search(question);
      const entry = best ? byId.get(String(best.id)) : undefined;
      const score = best?.score ?? 0;
      if (!entry || score < MIN_SCORE)
        return { entry: null, score, answer: FALLBACK_ANSWER.answer, followUp: FALLBACK_ANSWER.followUp ?? null };
      return { entry, score, answer: entry.answer, followUp: entry.followUp ?? null };
    },
    /** Every entry's score for a question, best first (for calibrating MIN_SCORE in tests). */
    scores: (question: string) => index.search(question).map((r) => ({ id: String(r.id), score: r.score })),
  };
}

export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;
