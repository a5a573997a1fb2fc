/**
 * The main thread of a Chrome trace, task by task (tools/bench/trace.mjs): every top-level task of
 * the page's renderer with its time split by what filled it. An event's time goes to the innermost
 * named group around it (a script's forced layout is style and layout, not script).
 *
 * Each task also lists its layouts: how long each ran, how many of the page's layout objects it laid out
 * (`dirty` of `total`: a layout of all of them is a whole-page relayout, as when a face arrives) and,
 * when a script forced it and the trace has stacks (`disabled-by-default-devtools.timeline.stack`),
 * the function that did.
 *
 * @typedef {{ functionName?: string; url?: string }} Frame
 * @typedef {{ beginData?: { dirtyObjects?: number; totalObjects?: number; stackTrace?: Frame[] } }} LayoutArgs
 * @typedef {{ name: string; ph?: string; pid: number; tid: number; ts?: number; dur?: number; args?: { name?: string } & LayoutArgs }} TraceEvent
 * @typedef {{ dur: number; dirty: number; total: number; forcedBy?: string }} LayoutRun
 * @typedef {{ ts: number; dur: number; self: Partial<Record<'script' | 'styleLayout' | 'paint' | 'parseHTML' | 'other', number>>; layouts: LayoutRun[] }} Task
 */
/** @type {Record<string, string[]>} */
export const GROUPS = {
  script: [
    'EvaluateScript',
    'FunctionCall',
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'v8.produceCache',
    'TimerFire',
    'EventDispatch',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'BlinkGC.AtomicPhase',
    'RunMicrotasks',
    'v8.callFunction',
    'v8.evaluateModule',
    'FireAnimationFrame',
    'v8.run',
  ],
  styleLayout: [
    'UpdateLayoutTree',
    'RecalculateStyles',
    'Layout',
    'InvalidateLayout',
    'ScheduleStyleRecalculation',
    'LayoutShift',
    'UpdateLayerTree',
    'HitTest',
  ],
  paint: [
    'PrePaint',
    'Paint',
    'Layerize',
    'CompositeLayers',
    'UpdateLayer',
    'PaintImage',
    'Decode Image',
    'Commit',
    'RasterTask',
  ],
  parseHTML: ['ParseHTML', 'ParseAuthorStyleSheet'],
};
const groupOf = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group])));

/**
 * The main thread's top-level tasks, each with its own time by group (a child's time is its parent's less).
 * @param {readonly TraceEvent[]} events
 * @returns {Task[]}
 */
export function tasksOf(events) {
  // The page's renderer: of the renderers' main threads, the one that ran longest.
  const busy = new Map();
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [pid, tid] = [...busy]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(':')
    .map(Number);
  const main = { pid, tid };
  const complete = events
    .filter(
      (event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && typeof event.dur === 'number',
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  const stack = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (event.name === 'RunTask' && stack.length === 0) {
      const task = { ts: event.ts, dur: event.dur, self: {}, layouts: [] };
      tasks.push(task);
      stack.push({ ...event, task, group: 'other' });
      continue;
    }
    const parent = stack.at(-1);
    if (!parent) continue;
    const group = groupOf.get(event.name) ?? parent.group;
    if (event.name === 'Layout') parent.task.layouts.push(layoutRun(event));
    // The time goes to the innermost named group: take it from the parent's.
    parent.task.self[parent.group] = (parent.task.self[parent.group] ?? 0) - event.dur;
    parent.task.self[group] = (parent.task.self[group] ?? 0) + event.dur;
    stack.push({ ...event, task: parent.task, group });
  }
  for (const task of tasks) task.self.other = (task.self.other ?? 0) + task.dur;
  return tasks;
}

/** @param {TraceEvent} event a Layout event */
function layoutRun(event) {
  const begin = event.args?.beginData ?? {};
  const caller = begin.stackTrace?.[0];
  /** @type {LayoutRun} */
  const run = { dur: event.dur ?? 0, dirty: begin.dirtyObjects ?? 0, total: begin.totalObjects ?? 0 };
  if (caller) run.forcedBy = `${caller.functionName || '(anonymous)'} ${caller.url?.split('/').pop() ?? ''}`.trim();
  return run;
}
