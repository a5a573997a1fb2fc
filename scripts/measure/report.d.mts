interface Figures {
  metrics: { lcp: number | null; tbt: number | null; cls: number | null };
  lcpElement?: string | null;
  lcpPhases: { ttfb: number | null; loadDelay: number | null; loadTime: number | null; renderDelay: number | null };
}
export const TIMELINE_TARGETS: { lcpRatio: number; loadDelayMs: number; renderDelayMs: number; tbtMs: number; cls: number };
export function missedTimelineTargets(figures: Figures, hero: { timeline: { median: Figures } }): string[];
