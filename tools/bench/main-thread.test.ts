import { tasksOf } from './main-thread.mjs';

const RENDERER = { pid: 2, tid: 7 };
const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const slice = (name: string, ts: number, dur: number, where = RENDERER) => ({ name, ph: 'X', ts, dur, ...where });

describe("a trace's main thread, task by task", () => {
  it("gives each event's own time to its group and the rest of a task to other", () => {
    const tasks = tasksOf([
      thread(2, 7, 'CrRendererMain'),
      slice('RunTask', 1000, 300),
      slice('EvaluateScript', 1000, 200),
      // A layout forced by the script is style and layout, not script; its paint inside it, paint.
      slice('Layout', 1050, 80),
      slice('Paint', 1100, 20),
      slice('RunTask', 2000, 40),
      slice('UpdateLayoutTree', 2000, 30),
    ]);
    expect(tasks).toEqual([
      { ts: 1000, dur: 300, self: { script: 120, styleLayout: 60, paint: 20, other: 100 } },
      { ts: 2000, dur: 40, self: { styleLayout: 30, other: 10 } },
    ]);
  });

  it("reads the page's renderer, the busiest, and leaves the other threads out", () => {
    const other = { pid: 3, tid: 9 };
    const tasks = tasksOf([
      thread(3, 9, 'CrRendererMain'),
      thread(2, 7, 'CrRendererMain'),
      thread(2, 8, 'Compositor'),
      slice('RunTask', 10, 5, other),
      slice('RunTask', 100, 60),
      slice('RunTask', 100, 500, { pid: 2, tid: 8 }),
    ]);
    expect(tasks).toEqual([{ ts: 100, dur: 60, self: { other: 60 } }]);
  });
});
