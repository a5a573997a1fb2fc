/** Land marked out for sale: a plan-like aerial of surveyed plots, roads, pegs and a park. */
import { BRAND, HEIGHT, WIDTH, circle, group, n, rect, shade } from './core.mjs';

export function surveyedPlots(scene) {
  const earth = scene.pick(['#d9c3a0', '#cdb48a', '#e0cca6', '#c9ae7f']);
  const road = scene.pick(['#8e8a80', '#a39d90', '#b9a789']);
  const line = shade(earth, 0.45);
  const plotW = scene.range(96, 120);
  const plotD = scene.range(170, 210);
  const roadW = scene.range(60, 76);
  const blockPlots = scene.int(4, 5);
  const blockW = blockPlots * plotW;
  const blockH = plotD * 2;
  const angle = scene.range(-14, 14);
  // Draw a grid larger than the frame, rotated, so the edges never show.
  let grid = rect(-800, -800, WIDTH + 1600, HEIGHT + 1600, earth);
  const boulevardRow = scene.int(1, 2);
  const parkAt = [scene.int(0, 3), scene.int(0, 2)];
  let park = null;
  for (let by = -3, row = 0; by * (blockH + roadW) < HEIGHT + 800; by++, row++) {
    const y = by * (blockH + roadW);
    const wide = row === boulevardRow + 3;
    grid += rect(-800, y - roadW - (wide ? 40 : 0), WIDTH + 1600, roadW + (wide ? 40 : 0), road);
    if (wide) grid += rect(-800, y - roadW / 2 - 26, WIDTH + 1600, 12, BRAND.cedarLight);
    for (let bx = -3, col = 0; bx * (blockW + roadW) < WIDTH + 800; bx++, col++) {
      const x = bx * (blockW + roadW);
      grid += rect(x - roadW, y - roadW, roadW, blockH + roadW, road);
      if (row === parkAt[1] + 3 && col === parkAt[0] + 3) {
        grid += rect(x, y, blockW, blockH, '#8fa46a');
        park = [x + blockW / 2, y + blockH / 2];
        for (let k = 0; k < 9; k++)
          grid += circle(
            x + scene.range(20, blockW - 20),
            y + scene.range(20, blockH - 20),
            scene.range(16, 28),
            '#5f8f5a',
          );
        continue;
      }
      // Two rows of plots back to back, outlined in lime, pegged at the corners.
      grid += rect(x, y, blockW, blockH, line);
      for (let r = 0; r < 2; r++) {
        for (let c = 0; c < blockPlots; c++) {
          const px = x + c * plotW;
          const py = y + r * plotD;
          const booked = scene.chance(0.18);
          grid += rect(px + 3, py + 3, plotW - 6, plotD - 6, booked ? shade(earth, -0.08) : earth);
          if (scene.chance(0.1)) grid += circle(px + plotW / 2, py + plotD / 2, 12, '#7a9a4f');
        }
      }
      for (let r = 0; r <= 2; r++)
        for (let c = 0; c <= blockPlots; c += 1) grid += circle(x + c * plotW, y + r * plotD, 6, '#c0392b');
    }
  }
  // A survey flag and a tripod on an open corner.
  const fx = scene.range(300, WIDTH - 300);
  const fy = scene.range(250, HEIGHT - 250);
  grid += rect(fx, fy - 60, 6, 60, '#2b2622') + rect(fx + 6, fy - 60, 40, 24, '#c0392b');
  // The park is in the picture when its centre, turned with the grid, falls inside the frame.
  const turn = (angle * Math.PI) / 180;
  const inFrame = ([x, y]) => {
    const [dx, dy] = [x - WIDTH / 2, y - HEIGHT / 2];
    const [tx, ty] = [
      WIDTH / 2 + dx * Math.cos(turn) - dy * Math.sin(turn),
      HEIGHT / 2 + dx * Math.sin(turn) + dy * Math.cos(turn),
    ];
    return tx > 40 && tx < WIDTH - 40 && ty > 40 && ty < HEIGHT - 40;
  };
  const withPark = park !== null && inFrame(park);
  scene.describe({
    en: `Drawing of surveyed land seen from above: rows of plots marked out with red pegs, roads between the blocks, a wider boulevard${withPark ? ', a green park' : ''} and a survey flag`,
    ur: `اوپر سے سروے شدہ زمین کا خاکہ: سرخ کھونٹیوں سے نشان زدہ پلاٹوں کی قطاریں، بلاکوں کے بیچ سڑکیں، ایک چوڑی شاہراہ${withPark ? '، ایک سبز پارک' : ''} اور سروے کا جھنڈا`,
  });
  return (
    group(grid, `transform="rotate(${n(angle)} ${WIDTH / 2} ${HEIGHT / 2})"`) +
    rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      scene.linear([
        [0, '#ffffff', 0.1],
        [1, '#000000', 0.1],
      ]),
    )
  );
}
