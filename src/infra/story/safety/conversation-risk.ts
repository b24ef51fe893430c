// Risk that builds across a dialogue. Every text (the mood, then each answer) is screened on its
// own; besides, the moderate warning signs of the recent texts are added up, so "I feel
// hopeless", then "nobody would even notice", then "I'm so tired of everything" gets a check-in
// although none of the three would alone. Each kind of sign counts at most twice, so one sad
// theme repeated ("I feel alone" in every answer) does not add up by itself.
//
// Texts screened before (the mood, earlier answers) had their check-in when they were new, so
// they are read again for explicit risk (the crisis tier) only. The newest text is read for any
// tier, and the build-up counts only when the newest text adds a sign to it: a person who said
// "no, not like that" is not asked again about the same words.
import { assessText, type CrisisAssessment } from './crisis-detector';
import { signalScore, type SignalHit } from './risk-signals';

/** How many of the latest texts are read together. */
export const CONVERSATION_WINDOW = 6;
/** The summed weight of signs across texts that is treated as a crisis. */
export const CONVERSATION_THRESHOLD = 1.2;
export const BUILDING_RISK_REASON = 'warning signs building up across several answers';

/** Sums signs over texts: each kind counts once per text and at most twice overall. */
export function cumulativeScore(perText: ReadonlyArray<readonly SignalHit[]>): number {
  const counts = new Map<string, { weight: number; texts: number }>();
  for (const hits of perText) {
    for (const hit of hits) {
      const seen = counts.get(hit.kind);
      counts.set(hit.kind, { weight: hit.weight, texts: (seen?.texts ?? 0) + 1 });
    }
  }
  const repeated: SignalHit[] = [];
  for (const [kind, { weight, texts }] of counts)
    repeated.push({ kind: kind as SignalHit['kind'], weight: weight * Math.min(texts, 2) });
  return signalScore(repeated);
}

/**
 * Screens a dialogue: the texts screened before, oldest first (the mood, then the answers), and
 * the newest one. The first text of the crisis tier wins; then the newest text's own verdict;
 * then the recent texts read together, when the newest adds a sign.
 */
export function assessConversation(texts: {
  earlier: readonly string[];
  latest?: string;
}): CrisisAssessment {
  const earlier = texts.earlier.filter((text) => text.trim() !== '').map(assessText);
  const latest = texts.latest?.trim() ? assessText(texts.latest) : null;
  const all = latest ? [...earlier, latest] : earlier;
  const crisis = all.find((risk) => risk.assessment.flagged && risk.assessment.tier !== 'check-in');
  if (crisis) return crisis.assessment;
  if (!latest) return { flagged: false };
  if (latest.assessment.flagged) return latest.assessment;
  if (latest.signals.length === 0) return { flagged: false };
  const recent = all.slice(-CONVERSATION_WINDOW).map((risk) => risk.signals);
  const textsWithSigns = recent.filter((signals) => signals.length > 0).length;
  if (textsWithSigns >= 2 && cumulativeScore(recent) >= CONVERSATION_THRESHOLD)
    return { flagged: true, category: 'suicide', reason: BUILDING_RISK_REASON, tier: 'check-in' };
  return { flagged: false };
}
