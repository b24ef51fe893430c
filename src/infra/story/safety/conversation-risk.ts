// Risk that builds across a dialogue. Every text (the mood, then each answer) is screened on its
// own; besides, the moderate warning signs of the recent texts are added up, so "I feel
// hopeless", then "nobody would even notice", then "I'm so tired of everything" gets the crisis
// reply although none of the three would alone. Each kind of sign counts at most twice, so one
// sad theme repeated ("I feel alone" in every answer) does not add up to a crisis by itself.
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
 * Screens a dialogue, oldest text first (the mood, then the answers). The first flagged text
 * wins; otherwise the recent texts are read together.
 */
export function assessConversation(texts: readonly string[]): CrisisAssessment {
  const risks = texts.filter((text) => text.trim() !== '').map(assessText);
  const flagged = risks.find((risk) => risk.assessment.flagged);
  if (flagged) return flagged.assessment;
  const recent = risks.slice(-CONVERSATION_WINDOW).map((risk) => risk.signals);
  const textsWithSigns = recent.filter((signals) => signals.length > 0).length;
  if (textsWithSigns >= 2 && cumulativeScore(recent) >= CONVERSATION_THRESHOLD)
    return { flagged: true, category: 'suicide', reason: BUILDING_RISK_REASON };
  return { flagged: false };
}
