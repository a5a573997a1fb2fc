import { tasksOf } from './main-thread.mjs';

const RENDERER = { pid: 2, tid: 7 };
const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const slice = (name: string, ts: number, dur: number, where = RENDERER) => ({ name, ph: 'X', ts, dur, ...where });
const layout = (dur: number) => ({ dur, dirty: 0, total: 0 });

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
      { ts: 1000, dur: 300, self: { script: 120, styleLayout: 60, paint: 20, other: 100 }, layouts: [layout(80)] },
      { ts: 2000, dur: 40, self: { styleLayout: 30, other: 10 }, layouts: [] },
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
    expect(tasks).toEqual([{ ts: 100, dur: 60, self: { other: 60 }, layouts: [] }]);
  });

  it('lists each layout of a task: how much of the page it laid out, and the function that forced it', () => {
    const [task] = tasksOf([
      thread(2, 7, 'CrRendererMain'),
      slice('RunTask', 0, 400),
      // A face arrived: every object of the page is laid out again.
      { ...slice('Layout', 0, 100), args: { beginData: { dirtyObjects: 988, totalObjects: 991 } } },
      slice('FunctionCall', 200, 100),
      {
        ...slice('Layout', 220, 10),
        args: {
          beginData: {
            dirtyObjects: 5,
            totalObjects: 993,
            stackTrace: [{ functionName: 'measure', url: 'http://127.0.0.1:3300/_next/static/chunks/embla.js' }],
          },
        },
      },
    ]);
    expect(task!.layouts).toEqual([
      { dur: 100, dirty: 988, total: 991 },
      { dur: 10, dirty: 5, total: 993, forcedBy: 'measure embla.js' },
    ]);
  });
});
