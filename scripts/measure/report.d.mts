interface Figures {
  metrics: { lcp: number | null; tbt: number | null; cls: number | null };
  scores?: { performance?: number | null };
  lcpElement?: string | null;
  lcpPhases: { ttfb: number | null; loadDelay: number | null; loadTime: number | null; renderDelay: number | null };
}
export function missedTimelineTargets(figures: Figures, hero: { timeline: { median: Figures } }): string[];
export function formatTimelineTargets(routeRows: { label: string; timeline: { median: Figures } }[], hero: { timeline: { median: Figures } }): string;
